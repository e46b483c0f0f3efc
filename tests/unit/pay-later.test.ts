import { PAY_LATER_MIN_DAYS, payLaterDueDate } from "@/lib/booking/pay-later";
import { isFullRefund } from "@/lib/booking/refund-policy";
import { orderTerms } from "@/lib/terms/refund";
import { termsFor } from "@/lib/terms/terms-for";
import { payLaterView } from "@/lib/orders/payments/pay-later-view";
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
