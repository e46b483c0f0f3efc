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
