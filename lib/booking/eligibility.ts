/** Which navigation products (eligibleProducts) sell each product code of SPEC §9. */
const PRODUCTS_BY_CODE: Record<string, string[]> = { HLT: ["hotel", "hotelgd"], RST: ["resorts", "weeks"], STY: ["stays", "holidaystays"], ACT: ["activities"] };

export function orgSellsProductCode(eligibleProducts: readonly string[], productCode: string): boolean {
  return (PRODUCTS_BY_CODE[productCode] ?? []).some((p) => eligibleProducts.includes(p));
}

/**
 * SPEC §6: "can_user_book must be 1 (or booking without a session must be allowed by external configuration) to
 * enable booking".
 */
export function bookingAllowed(user: { canUserBook: number } | null, org: { allowGuestBooking: boolean }): boolean {
  return user ? user.canUserBook === 1 : org.allowGuestBooking;
}
