import { PAY_LATER_MIN_DAYS, payLaterDueDate } from "@/lib/booking/pay-later";
import { isFullRefund } from "@/lib/booking/refund-policy";
import { orderTerms } from "@/lib/terms/refund";
import { termsFor } from "@/lib/terms/terms-for";
import { payLaterView } from "@/lib/booking/payments/pay-later-view";
import { assessKeptCard, sandboxProvider, SANDBOX_CARDS } from "@/lib/booking/payments/sandbox";
import { addDays } from "@/lib/org/calendar";

/**
 * The rule (lib/booking/pay-later.ts): "only the catalogue's stays …; only FREE_CANCELLATION: the charge falls on the
 * last free day (check-in minus freeCancelDays, minus one), so a booking cancelled before its charge is always
 * cancelled free of charge …; that day at least PAY_LATER_MIN_DAYS after today (the org's calendar)".
 */
describe("pay later: which stays, and the day they are charged", () => {
  const hotel = { productCode: "HLT", cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 };

  it("charges on the last free day: check-in minus freeCancelDays, minus one", () => {
    expect(payLaterDueDate(hotel, "2030-01-20", "2030-01-01")).toBe("2030-01-17");
    expect(payLaterDueDate({ ...hotel, freeCancelDays: 0 }, "2030-01-20", "2030-01-01")).toBe("2030-01-19");
  });

  it("needs that day at least two days after today", () => {
    expect(PAY_LATER_MIN_DAYS).toBe(2);
    // Check-in 2030-01-20, last free day 2030-01-17: today may be the 15th at the latest.
    expect(payLaterDueDate(hotel, "2030-01-20", "2030-01-15")).toBe("2030-01-17");
    expect(payLaterDueDate(hotel, "2030-01-20", "2030-01-16")).toBeNull();
    expect(payLaterDueDate(hotel, "2030-01-20", "2030-01-17")).toBeNull();
    expect(payLaterDueDate(hotel, "2030-01-20", "2030-01-20")).toBeNull();
  });

  it("is only for free cancellation", () => {
    expect(payLaterDueDate({ ...hotel, cancellationPolicy: "PARTIAL_REFUND" }, "2030-06-01", "2030-01-01")).toBeNull();
    expect(payLaterDueDate({ ...hotel, cancellationPolicy: "NON_REFUNDABLE" }, "2030-06-01", "2030-01-01")).toBeNull();
  });

  it("is for every stay product of the catalogue, not activities nor the suppliers' products", () => {
    for (const code of ["HLT", "RST", "STY", "CND", "HST", "DRT", "GRN"])
      expect(payLaterDueDate({ ...hotel, productCode: code }, "2030-06-01", "2030-01-01")).toBe("2030-05-29");
    for (const code of ["ACT", "FLT", "PKG", "CAR", "TRF", "CRU", "XYZ"])
      expect(payLaterDueDate({ ...hotel, productCode: code }, "2030-06-01", "2030-01-01")).toBeNull();
  });

  it("the due day is the trip page's last free day, and cancelling on it still gives everything back", () => {
    const due = payLaterDueDate(hotel, "2030-01-20", "2030-01-01")!;
    const stay = { kind: "STAY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 2 }, startsAt: new Date("2030-01-20T00:00:00Z"), totalMinor: 10_000 };
    const on = (day: string) => new Date(`${day}T12:00:00Z`);
    expect(termsFor(stay, on("2030-01-01"), "UTC").until).toEqual({ day: due });
    expect(isFullRefund(orderTerms([stay], on(due), "UTC").share)).toBe(true);
    expect(isFullRefund(orderTerms([stay], on(addDays(due, 1)), "UTC").share)).toBe(false);
  });
});

describe("the sandbox keeps a card for a later charge", () => {
  const card = { number: "4242 4242 4242 4242", name: "Ada", expiry: "12/39", cvc: "123" };

  it("keeps a good card, and charges it later once per key", async () => {
    const kept = await sandboxProvider.saveCard!({ card, idempotencyKey: "k1" });
    expect(kept).toMatchObject({ status: "SAVED", last4: "4242" });
    const methodRef = (kept as { methodRef: string }).methodRef;
    expect(methodRef).not.toContain("4242424242424242");
    const a = await sandboxProvider.chargeSaved!({ methodRef, amountMinor: 100, currency: "USD", idempotencyKey: "due:1" });
    const b = await sandboxProvider.chargeSaved!({ methodRef, amountMinor: 100, currency: "USD", idempotencyKey: "due:1" });
    expect(a).toMatchObject({ status: "APPROVED", last4: "4242" });
    expect(b).toEqual(a);
  });

  it("refuses at once the cards a bank refuses to keep; keeps those that fail when charged", async () => {
    expect(await sandboxProvider.saveCard!({ card: { ...card, number: SANDBOX_CARDS.decline }, idempotencyKey: "k" })).toMatchObject({
      status: "DECLINED",
      reason: "CARD_DECLINED",
    });
    expect(await sandboxProvider.saveCard!({ card: { ...card, expiry: "01/20" }, idempotencyKey: "k" })).toMatchObject({ reason: "EXPIRED_CARD" });
    for (const [number, reason] of [
      [SANDBOX_CARDS.declineWhenCharged, "CARD_DECLINED"],
      [SANDBOX_CARDS.insufficientFunds, "INSUFFICIENT_FUNDS"],
    ] as const) {
      const kept = await sandboxProvider.saveCard!({ card: { ...card, number }, idempotencyKey: "k" });
      expect(kept.status).toBe("SAVED");
      const charged = await sandboxProvider.chargeSaved!({
        methodRef: (kept as { methodRef: string }).methodRef,
        amountMinor: 1,
        currency: "USD",
        idempotencyKey: "d",
      });
      expect(charged).toMatchObject({ status: "DECLINED", reason, last4: number.slice(-4) });
    }
  });

  it("declines a kept card that has expired by its charge, and a reference it never gave", () => {
    const kept = "sbx_pm_ok_0130_4242_0123456789abcdef0123";
    expect(assessKeptCard(kept, new Date("2030-01-31T12:00:00Z"))).toEqual({ status: "APPROVED", last4: "4242" });
    expect(assessKeptCard(kept, new Date("2030-02-01T12:00:00Z"))).toEqual({ status: "DECLINED", reason: "EXPIRED_CARD", last4: "4242" });
    expect(assessKeptCard("pm_forged")).toMatchObject({ status: "DECLINED", reason: "INVALID_CARD" });
  });
});

describe("where a pay-later charge stands", () => {
  const booking = { currency: "USD", memberCurrency: "EUR", rateUsed: "0.92", dueOn: new Date("2030-01-17T00:00:00Z") };
  const kept = (status: string) => [{ methodRef: "sbx_pm_x", status, amountMinor: 10_000, last4: "4242" }];

  it("reads each payment state as the member's", () => {
    expect(payLaterView(booking, kept("DUE"))).toEqual({ status: "DUE", dueOn: "2030-01-17", amountMinor: 10_000, memberAmountMinor: 9_200, last4: "4242" });
    expect(payLaterView(booking, kept("CHARGING"))?.status).toBe("DUE");
    expect(payLaterView(booking, kept("DECLINED"))?.status).toBe("FAILED");
    expect(payLaterView(booking, kept("APPROVED"))?.status).toBe("PAID");
    expect(payLaterView(booking, kept("RELEASED"))?.status).toBe("RELEASED");
  });

  it("paid on the provider's page with another card: paid, with that card, the kept one released", () => {
    const payments = [...kept("RELEASED"), { methodRef: null, status: "APPROVED", amountMinor: 10_000, last4: "5556" }];
    expect(payLaterView(booking, payments)).toMatchObject({ status: "PAID", amountMinor: 10_000, last4: "5556" });
  });

  it("is absent for a booking paid when it was made", () => {
    expect(payLaterView({ ...booking, dueOn: null }, [{ methodRef: null, status: "APPROVED", amountMinor: 1, last4: "4242" }])).toBeUndefined();
  });
});
