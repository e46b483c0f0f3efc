import { FULL_REFUND, HALF_REFUND, NO_REFUND, refundPart, walletRestore } from "@/lib/booking/refund-policy";

/**
 * The rule (lib/booking/refund-policy.ts, issue #16): "ONE share of what was paid, decided by the terms engine,
 * applied to every part of the payment alike — the card charge and each wallet card. Each part gets
 * ceil(part × share): rounding is in the customer's favour, by at most one minor unit per part. A certificate is a
 * one-off benefit that cannot be split: it comes back whole only when the share is everything, otherwise it stays
 * used. Cash and discount cards get their share of what they paid back onto their balance."
 */
describe("cancellation refund policy", () => {
  it("gives each part ceil(part × share): in the customer's favour by at most one minor unit", () => {
    expect(refundPart(1_999, HALF_REFUND)).toBe(1_000);
    expect(refundPart(4_001, HALF_REFUND)).toBe(2_001);
    expect(refundPart(2_000, HALF_REFUND)).toBe(1_000);
    expect(refundPart(1, HALF_REFUND)).toBe(1);
    expect(refundPart(12_345, FULL_REFUND)).toBe(12_345);
    expect(refundPart(12_345, NO_REFUND)).toBe(0);
    expect(refundPart(0, HALF_REFUND)).toBe(0);
    for (let paid = 0; paid < 500; paid++) {
      const back = refundPart(paid, { numerator: 1, denominator: 3 });
      expect(back - paid / 3).toBeGreaterThanOrEqual(0);
      expect(back - paid / 3).toBeLessThan(1);
    }
  });

  it("the card part and the wallet cards follow the same share; a certificate comes back only whole", () => {
    expect(refundPart(1_999, HALF_REFUND)).toBe(1_000);
    expect(refundPart(1_999, NO_REFUND)).toBe(0);
    expect(walletRestore({ type: "CASH_CARD" }, 4_001, HALF_REFUND)).toBe(2_001);
    expect(walletRestore({ type: "DISCOUNT_CARD" }, 3_000, NO_REFUND)).toBe(0);
    expect(walletRestore({ type: "CASH_CARD" }, 4_000, FULL_REFUND)).toBe(4_000);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, FULL_REFUND)).toBe(5_000);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, HALF_REFUND)).toBe(0);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, NO_REFUND)).toBe(0);
  });
});

describe("a share over an order's prices in basis points", () => {
  it("is exact past what a double holds, and never gives back more than was paid", () => {
    const share = { numerator: 9_999_999 * 10_000 - 1, denominator: 9_999_999 * 10_000 };
    expect(refundPart(9_999_999, share)).toBe(9_999_999);
    expect(refundPart(9_999_999, { numerator: 9_999_999 * 5_000, denominator: 9_999_999 * 10_000 })).toBe(5_000_000);
    expect(refundPart(100, { numerator: 3, denominator: 2 })).toBe(100);
  });
});
