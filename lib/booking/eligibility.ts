import { PRODUCT_CODES, type BookableProduct, type ProductCode } from "./pricing";

/**
 * The org's eligible products (SPEC §3 eligibleProducts) decide what its host sells: hotel → HLT, resorts or weeks →
 * RST, stays → STY, activities → ACT. Anything else is not found on that host.
 */
const NAV_IDS: Record<BookableProduct, string[]> = { hotel: ["hotel"], resorts: ["resorts", "weeks"], stays: ["stays"], activities: ["activities"] };

export function isProductOffered(org: { eligibleProducts: readonly string[] }, product: BookableProduct): boolean {
  return NAV_IDS[product].some((id) => org.eligibleProducts.includes(id));
}

export function productOfCode(code: string): BookableProduct | null {
  const hit = (Object.entries(PRODUCT_CODES) as [BookableProduct, ProductCode][]).find(([, c]) => c === code);
  return hit ? hit[0] : null;
}

export function isCodeOffered(org: { eligibleProducts: readonly string[] }, code: string): boolean {
  const product = productOfCode(code);
  return product !== null && isProductOffered(org, product);
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
