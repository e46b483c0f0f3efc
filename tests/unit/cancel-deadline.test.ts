import { createFormatter, createTranslator } from "next-intl";
import en from "@/messages/en-US.json";
import { policyText, type PolicyT } from "@/lib/orders/trip-words";
import { cancellationTerms, isFullRefund } from "@/lib/booking/refund-policy";
import { addDays } from "@/lib/org/calendar";
import { isAhead, itemPolicy, orderFreeUntil } from "@/lib/orders/cancel-deadline";
import { itemCancellationTerms } from "@/lib/orders/item-terms";

/**
 * The deadline the trip page and the e-mail show must be the one a cancellation applies (lib/booking/refund-policy.ts):
 * "FREE_CANCELLATION before its deadline (check-in minus freeCancelDays, in the org's calendar): everything;
 * PARTIAL_REFUND, or FREE_CANCELLATION after its deadline: half; NON_REFUNDABLE: nothing" — and a supplier item's
 * terms (lib/suppliers/seam.ts): "the whole price until `freeUntil` …, then `afterShareBps` of it".
 */
describe("cancellation deadline shown to the traveller", () => {
  const stay = (policy: string, freeCancelDays: number, checkIn: string) => ({
    terms: { policy, freeCancelDays },
    startsAt: new Date(`${checkIn}T00:00:00Z`),
    totalMinor: 10_000,
  });

  it("names the last free day of a catalogue stay: the day before check-in minus freeCancelDays", () => {
    const item = stay("FREE_CANCELLATION", 2, "2030-01-10");
    const policy = itemPolicy(item);
    expect(policy).toEqual({ kind: "FREE", freeUntil: { day: "2030-01-07" }, afterShareBps: 5_000, noRefundFrom: null });
    // On the last free day everything comes back, the next day half: the words and the rule agree.
    const day = (policy.freeUntil as { day: string }).day;
    expect(isFullRefund(cancellationTerms({ cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 }, "2030-01-10", day).share)).toBe(true);
    expect(isFullRefund(cancellationTerms({ cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 }, "2030-01-10", addDays(day, 1)).share)).toBe(false);
    expect(isAhead(policy.freeUntil!, new Date("2030-01-07T23:00:00-05:00"), "America/New_York")).toBe(true);
    expect(isAhead(policy.freeUntil!, new Date("2030-01-08T00:30:00-05:00"), "America/New_York")).toBe(false);
  });

  it("has no free period for partial and non-refundable stays", () => {
    expect(itemPolicy(stay("PARTIAL_REFUND", 2, "2030-01-10"))).toEqual({ kind: "PARTIAL", freeUntil: null, afterShareBps: 5_000, noRefundFrom: null });
    expect(itemPolicy(stay("NON_REFUNDABLE", 2, "2030-01-10"))).toEqual({ kind: "NON_REFUNDABLE", freeUntil: null, afterShareBps: 0, noRefundFrom: null });
  });

  it("takes a supplier item's freeUntil instant, and agrees with the cancellation on either side of it", () => {
    const flight = {
      terms: { refundable: true, freeUntil: "2030-01-05T12:00:00Z", afterShareBps: 2_500, changeable: true },
      startsAt: new Date("2030-01-10T08:00:00Z"),
      totalMinor: 50_000,
    };
    const p = itemPolicy(flight);
    expect(p).toEqual({ kind: "FREE", freeUntil: { at: "2030-01-05T12:00:00Z" }, afterShareBps: 2_500, noRefundFrom: null });
    const before = new Date("2030-01-05T11:59:00Z");
    const after = new Date("2030-01-05T12:00:00Z");
    expect(isAhead(p.freeUntil!, before, "UTC")).toBe(true);
    expect(isFullRefund(itemCancellationTerms(flight, before, "2030-01-05").share)).toBe(true);
    expect(isAhead(p.freeUntil!, after, "UTC")).toBe(false);
    expect(itemCancellationTerms(flight, after, "2030-01-05").share).toEqual({ numerator: 2_500, denominator: 10_000 });
    const nonRefundable = { ...flight, terms: { refundable: false, freeUntil: null, afterShareBps: 0, changeable: false } };
    expect(itemPolicy(nonRefundable).kind).toBe("NON_REFUNDABLE");
  });

  it("gives a package the earliest deadline of its items, and none when one item has no free period", () => {
    const hotel = itemPolicy(stay("FREE_CANCELLATION", 1, "2030-01-10"));
    const flight = itemPolicy({
      terms: { refundable: true, freeUntil: "2030-01-04T15:00:00Z", afterShareBps: 0, changeable: false },
      startsAt: new Date("2030-01-10T08:00:00Z"),
    });
    expect(orderFreeUntil([hotel, flight], "UTC")).toEqual({ at: "2030-01-04T15:00:00Z" });
    expect(orderFreeUntil([hotel, itemPolicy(stay("NON_REFUNDABLE", 0, "2030-01-10"))], "UTC")).toBeNull();
    expect(orderFreeUntil([hotel], "UTC")).toEqual({ day: "2030-01-08" });
  });
});

describe("the policy in words", () => {
  const format = createFormatter({ locale: "en-US", timeZone: "UTC" });
  const t = createTranslator({ locale: "en-US", messages: en, namespace: "Trip" }) as unknown as PolicyT;
  const policy = itemPolicy({ terms: { policy: "FREE_CANCELLATION", freeCancelDays: 2 }, startsAt: new Date("2030-01-10T00:00:00Z") });

  it("promises the deadline while it is ahead, and says it has ended once it has gone by", () => {
    expect(policyText(t, format, policy, "UTC", new Date("2030-01-07T20:00:00Z"))).toBe(
      "Free cancellation until Mon, Jan 7, 2030. After that, 50% of the price is refunded until the trip starts.",
    );
    expect(policyText(t, format, policy, "UTC", new Date("2030-01-08T01:00:00Z"))).toBe(
      "Free cancellation ended on Mon, Jan 7, 2030. After that, 50% of the price is refunded until the trip starts.",
    );
  });
});
