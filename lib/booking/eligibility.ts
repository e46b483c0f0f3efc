import { orgSellsCode, orgSellsProduct } from "@/lib/products/codes";
import type { BookableProduct } from "./pricing";

/**
 * The org's eligible products (SPEC §3 eligibleProducts) decide what its host sells, by the navigation ids of
 * lib/products/codes.ts (resorts also under weeks). Anything else is not found on that host.
 */
export function isProductOffered(org: { eligibleProducts: readonly string[] }, product: BookableProduct): boolean {
  return orgSellsProduct(org.eligibleProducts, product);
}

export function isCodeOffered(org: { eligibleProducts: readonly string[] }, code: string): boolean {
  return orgSellsCode(org.eligibleProducts, code);
}

/** Whether a property has a page on the org's host: it is active and the org sells its product (else 404). */
export function isPropertyShown(org: { eligibleProducts: readonly string[] }, property: { active: boolean; productCode: string } | null): boolean {
  return property !== null && property.active && isCodeOffered(org, property.productCode);
}

/** Checkout and booking ask the same question by product code. */
export const orgSellsProductCode = (eligibleProducts: readonly string[], code: string): boolean => isCodeOffered({ eligibleProducts }, code);

/**
 * SPEC §6: "can_user_book must be 1 (or booking without a session must be allowed by external configuration) to
 * enable booking".
 */
export function bookingAllowed(user: { canUserBook: number } | null, org: { allowGuestBooking: boolean }): boolean {
  return user ? user.canUserBook === 1 : org.allowGuestBooking;
}
