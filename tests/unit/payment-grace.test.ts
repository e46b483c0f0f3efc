import { declinedNoLaterThan, unpaidCancelsAt } from "@/lib/orders/payments/grace";

/**
 * Issue #50: "A pay-later booking whose due charge fails gets a grace period (configurable, default 48 h, the member
 * told by e-mail with a pay link), then is cancelled". The moment told and the moment enforced are one rule.
 */
describe("the grace period of a declined due charge", () => {
  const declinedAt = new Date("2027-01-05T09:00:00Z");

  it("ends 48 hours after the decline by default (PAYMENT_GRACE_HOURS)", () => {
    expect(unpaidCancelsAt(declinedAt).toISOString()).toBe("2027-01-07T09:00:00.000Z");
    expect(unpaidCancelsAt(declinedAt, 72).toISOString()).toBe("2027-01-08T09:00:00.000Z");
  });

  it("the round's cut-off picks a decline exactly when the moment told to the member has come, not a millisecond before", () => {
    const told = unpaidCancelsAt(declinedAt);
    expect(declinedAt <= declinedNoLaterThan(told)).toBe(true);
    expect(declinedAt <= declinedNoLaterThan(new Date(told.getTime() - 1))).toBe(false);
  });
});
