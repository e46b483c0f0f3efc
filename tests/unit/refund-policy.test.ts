import {
  cancellationPromise,
  cancellationTerms,
  FULL_REFUND,
  HALF_REFUND,
  lastFreeCancelDay,
  NO_REFUND,
  refundPart,
  walletRestore,
} from "@/lib/booking/refund-policy";

/**
 * The rule (lib/booking/refund-policy.ts, issue #16): "ONE share of what was paid, decided by the property's policy,
 * applied to every part of the payment alike — the card charge and each wallet card. Each part gets
 * ceil(part × share): rounding is in the customer's favour, by at most one minor unit per part. A certificate is a
 * one-off benefit that cannot be split: it comes back whole only when the share is everything, otherwise it stays
 * used. Cash and discount cards get their share of what they paid back onto their balance."
 */
describe("cancellation refund policy", () => {
  const free = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 };
  const partial = { cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 2 };
  const none = { cancellationPolicy: "NON_REFUNDABLE", freeCancelDays: 2 };

  it("decides one share per cancellation from the policy and the deadline", () => {
    expect(cancellationTerms(free, "2030-01-10", "2030-01-07")).toEqual({ allowed: true, share: FULL_REFUND });
    expect(cancellationTerms(free, "2030-01-10", "2030-01-08")).toEqual({ allowed: true, share: HALF_REFUND });
    expect(cancellationTerms(partial, "2030-01-10", "2030-01-01")).toEqual({ allowed: true, share: HALF_REFUND });
    expect(cancellationTerms(none, "2030-01-10", "2030-01-01")).toEqual({ allowed: true, share: NO_REFUND });
    expect(cancellationTerms(free, "2030-01-10", "2030-01-10").allowed).toBe(false);
  });

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
    expect(refundPart(1_999, cancellationTerms(partial, "2030-01-10", "2030-01-01").share)).toBe(1_000);
    expect(refundPart(1_999, cancellationTerms(none, "2030-01-10", "2030-01-01").share)).toBe(0);
    expect(walletRestore({ type: "CASH_CARD" }, 4_001, HALF_REFUND)).toBe(2_001);
    expect(walletRestore({ type: "DISCOUNT_CARD" }, 3_000, NO_REFUND)).toBe(0);
    expect(walletRestore({ type: "CASH_CARD" }, 4_000, FULL_REFUND)).toBe(4_000);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, FULL_REFUND)).toBe(5_000);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, HALF_REFUND)).toBe(0);
    expect(walletRestore({ type: "CERTIFICATE" }, 5_000, NO_REFUND)).toBe(0);
  });
});

describe("what a result card promises (the same rule as cancellationTerms)", () => {
  const free = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 3 };
  it("free cancellation before check-in minus freeCancelDays, while that day is still ahead", () => {
    expect(cancellationPromise(free, "2026-12-20", "2026-12-01")).toEqual({ kind: "free", before: "2026-12-17" });
    expect(cancellationTerms(free, "2026-12-20", "2026-12-16").share).toEqual(FULL_REFUND);
  });
  it("partly refundable once the deadline has come, as cancelling would then give half back", () => {
    expect(cancellationPromise(free, "2026-12-20", "2026-12-17")).toEqual({ kind: "partial" });
    expect(cancellationTerms(free, "2026-12-20", "2026-12-17").share).toEqual(HALF_REFUND);
    expect(cancellationPromise({ cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 7 }, "2026-12-20", "2026-12-01")).toEqual({ kind: "partial" });
  });
  it("non-refundable says so", () => {
    expect(cancellationPromise({ cancellationPolicy: "NON_REFUNDABLE", freeCancelDays: 0 }, "2026-12-20", "2026-12-01")).toEqual({ kind: "none" });
  });
});

describe("the last free day every screen names", () => {
  // "FREE_CANCELLATION before its deadline (check-in minus freeCancelDays …): everything" — so the last day that
  // refunds everything is the day before the deadline; checkout, trip page and pay-later name that same day.
  it("is the day before check-in minus freeCancelDays", () => {
    const policy = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 3 };
    expect(lastFreeCancelDay(policy, "2030-01-10")).toBe("2030-01-06");
    expect(cancellationTerms(policy, "2030-01-10", "2030-01-06").share).toEqual(FULL_REFUND);
    expect(cancellationTerms(policy, "2030-01-10", "2030-01-07").share).not.toEqual(FULL_REFUND);
  });
});
