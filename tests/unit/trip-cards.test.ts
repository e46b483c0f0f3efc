import en from "@/messages/en-US.json";
import type { ReservationView } from "@/lib/orders/list-orders";
import { tripCards } from "@/lib/orders/trip-cards";
import { formatMoney } from "@/lib/locale/format";
import { moneyView } from "@/lib/locale/money-view";
import { sharedTranslator } from "@/lib/locale/translations";

// Only the process-wide translator is used; next-intl's request helpers need a React Server Components build.
jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const snapshot = {
  rates: new Map([
    ["USD", "1"],
    ["EUR", "0.5"],
  ]),
  minorUnits: new Map([
    ["USD", 2],
    ["EUR", 2],
  ]),
};
// The visitor reads dollars: a booking's own amounts in dollars stay as they are, a euro wallet card shows both.
const money = {
  // Today's rate, as the snapshot above: $1 = €0.5.
  display: (minor: number, currency: string) => formatMoney(currency === "EUR" ? minor * 2 : minor, "USD", "en-US"),
  original: (minor: number, currency: string) => formatMoney(minor, currency, "en-US"),
  view: (currencies: string[]) => moneyView(snapshot, "USD", currencies),
} as unknown as Parameters<typeof tripCards>[1]["money"];
const words = {
  t: sharedTranslator({ locale: "en-US", messages: en, timeZone: "UTC", namespace: "Trips" }) as never,
  tw: sharedTranslator({ locale: "en-US", messages: en, timeZone: "UTC", namespace: "Wallet" }) as never,
  tc: sharedTranslator({ locale: "en-US", messages: en, timeZone: "UTC", namespace: "Checkout" }) as never,
  rooms: sharedTranslator({ locale: "en-US", messages: en, timeZone: "UTC", namespace: "Rooms" }) as never,
  money,
  locale: "en-US",
  timeZone: "America/New_York",
};

function trip(over: Partial<ReservationView> = {}): ReservationView {
  return {
    reference: "TS-ABCDEFGH",
    status: "CONFIRMED",
    productCode: "HLT",
    title: "Hotel Lumière",
    property: { id: 1, name: "Hotel Lumière", city: "Paris", countryCode: "FR", timeZone: "Europe/Paris", image: "" },
    items: [],
    room: "Double room",
    checkIn: "2027-03-10",
    checkOut: "2027-03-12",
    guests: 2,
    rooms: 1,
    currency: "USD",
    totalMinor: 52_800,
    walletAppliedMinor: 0,
    cardPaidMinor: 52_800,
    memberCardPaidMinor: 52_800,
    walletIfCancelled: [],
    usedWallet: false,
    walletRestored: [],
    memberCurrency: "USD",
    memberTotalMinor: 52_800,
    rateUsed: "1",
    cancelledAt: null,
    refundMinor: null,
    memberRefundMinor: null,
    bookedAt: "2027-01-02T10:00:00Z",
    cancellable: true,
    refundIfCancelledMinor: 52_800,
    memberRefundIfCancelledMinor: 52_800,
    ...over,
  };
}

describe("trip cards (My Trips, booking history, a guest's manage booking)", () => {
  it("writes a paid booking's texts: stay, dates as calendar days, reference, what was paid, what cancelling gives back", () => {
    const [card] = tripCards([trip()], words);
    expect(card).toEqual({
      reference: "TS-ABCDEFGH",
      title: "Hotel Lumière",
      city: "Paris",
      room: "Double room",
      dates: "Mar 10, 2027 – Mar 12, 2027",
      referenceText: "Ref. TS-ABCDEFGH",
      payStatus: "PAID",
      paid: "Paid $528.00",
      refund: null,
      walletRestored: [],
      cancelledOn: null,
      noRefund: null,
      status: "CONFIRMED",
      statusLabel: "Confirmed",
      cancellable: true,
      cancelText: "You will get $528.00 back on the card you paid with.",
      owing: null,
    });
  });

  it("says when a booking paid later is due, that its charge failed, or that nothing was charged; only a confirmed one owes", () => {
    const later = (status: "DUE" | "FAILED" | "RELEASED", over: Partial<ReservationView> = {}) =>
      trip({ payLater: { status, dueOn: "2027-03-01", amountMinor: 52_800, memberAmountMinor: 52_800, last4: "4242" }, refundIfCancelledMinor: 0, ...over });
    const [due, failed, released, cancelledDue] = tripCards(
      [later("DUE"), later("FAILED"), later("RELEASED"), later("DUE", { status: "CANCELLED", cancellable: false })],
      words,
    );
    expect(due).toMatchObject({ payStatus: "DUE", paid: "Due Mar 1, 2027: $528.00", owing: "$528.00" });
    // SPEC pay later: a booking not charged yet has nothing to give back on cancelling — nothing is charged.
    expect(due!.cancelText).toBe("Nothing has been charged for this booking, and nothing will be.");
    expect(failed).toMatchObject({ payStatus: "FAILED", paid: "Payment failed: $528.00 to pay", owing: "$528.00" });
    expect(released).toMatchObject({ payStatus: "RELEASED", paid: "Nothing charged", owing: null });
    expect(cancelledDue).toMatchObject({ statusLabel: "Cancelled", owing: null, cancelText: "" });
  });

  it("shows a cancellation's refund and the wallet credit that went back, a card in another currency with the visitor's beside it", () => {
    const [card] = tripCards(
      [
        trip({
          status: "CANCELLED",
          cancellable: false,
          refundMinor: 30_000,
          memberRefundMinor: 30_000,
          walletRestored: [{ type: "CASH", currency: "EUR", amountMinor: 5_000 }],
        }),
      ],
      words,
    );
    expect(card).toMatchObject({ statusLabel: "Cancelled", refund: "Refunded $300.00", cancelText: "", noRefund: null });
    expect(card!.walletRestored).toEqual([`Back to wallet ${formatMoney(5_000, "EUR", "en-US")} (about ${formatMoney(10_000, "USD", "en-US")})`]);
  });

  // Issue #51: "activities in activity words (date and time, participants)".
  it("writes an activity's card with its day and time where it takes place and its participants, not check-in and rooms", () => {
    const item = { kind: "ACTIVITY", productCode: "ACT", title: "Lisbon Food Tour", supplierRef: null, bookingRef: null, status: "CONFIRMED", details: {} };
    const [card] = tripCards(
      [
        trip({
          productCode: "ACT",
          title: "Lisbon Food Tour",
          property: { id: 2, name: "Lisbon Food Tour", city: "Lisbon", countryCode: "PT", timeZone: "Europe/Lisbon", image: "" },
          room: null,
          checkIn: "2026-12-14",
          checkOut: "2026-12-14",
          guests: 3,
          rooms: 1,
          items: [{ ...item, startsAt: "2026-12-14T10:00:00Z", endsAt: "2026-12-14T10:00:00Z" }],
        }),
      ],
      words,
    );
    // Lisbon's clock with its zone named, though the organisation's zone is New York's (5:00 AM there).
    expect(card).toMatchObject({ room: "3 participants", dates: "Mon, Dec 14, 2026, 10:00 AM Western European Time" });
  });

  // Issue #51: "cancelled trips with refund and date" — "Cancelled on <date> · Refund <amount>", as recorded on the order.
  it("says the day a booking was cancelled, in the organisation's calendar, beside its refund", () => {
    const cancelled = (over: Partial<ReservationView>) => trip({ status: "CANCELLED", cancellable: false, cancelledAt: "2026-12-07T02:30:00Z", ...over });
    const [refunded, nothing, released] = tripCards(
      [
        cancelled({ refundMinor: 6_000, memberRefundMinor: 6_000 }),
        cancelled({ refundMinor: 0, memberRefundMinor: 0 }),
        cancelled({
          refundMinor: 0,
          memberRefundMinor: 0,
          payLater: { status: "RELEASED", dueOn: "2027-03-01", amountMinor: 52_800, memberAmountMinor: 52_800, last4: "4242" },
        }),
      ],
      words,
    );
    // 02:30 UTC on the 7th is still the 6th in New York, the organisation's zone.
    expect(refunded).toMatchObject({ cancelledOn: "Cancelled on Dec 6, 2026", refund: "Refunded $60.00", noRefund: null });
    expect(nothing).toMatchObject({ cancelledOn: "Cancelled on Dec 6, 2026", refund: null, noRefund: "No refund" });
    // Nothing was ever charged: the card says "Nothing charged", not "No refund".
    expect(released).toMatchObject({ cancelledOn: "Cancelled on Dec 6, 2026", paid: "Nothing charged", noRefund: null });
  });

  // Issue #51 item 2: "the cancel dialog's amount, split by card and each wallet item, is exactly what cancel refunds".
  it("says what a cancellation gives back to each wallet card, and which cards the policy keeps", () => {
    const [card] = tripCards(
      [
        trip({
          refundIfCancelledMinor: 0,
          memberRefundIfCancelledMinor: 0,
          walletIfCancelled: [
            { type: "CERTIFICATE", cardCode: "CERT-1", currency: "USD", amountMinor: 2_000 },
            { type: "CASH_CARD", cardCode: "CASH-1", currency: "USD", amountMinor: 3_000 },
            { type: "DISCOUNT_CARD", cardCode: "DISC-1", currency: "USD", amountMinor: 0 },
            { type: "CERTIFICATE", cardCode: "CERT-2", currency: "USD", amountMinor: 0 },
          ],
        }),
      ],
      words,
    );
    expect(card!.cancelText).toBe(
      "$20.00 goes back to your certificate CERT-1. $30.00 goes back to your cash card CASH-1. Your discount card DISC-1 is not given back. " +
        "Your certificate CERT-2 is not given back: a certificate comes back only when everything is refunded.",
    );
  });

  // Issue #51 item 4: "the confirmation, trip page, e-mail and refund show both where they differ" — the card's
  // currency first (what the provider charged and refunds), the member's beside it at the booking's own rate.
  it("says what the card was charged, would get back and got back in the booking's currency, with the member's at the booked rate beside it", () => {
    // A €220.00 stay booked by a dollar member at 1 EUR = 1.0869… USD: $239.13, refunds at the same rate.
    const eur = { currency: "EUR", totalMinor: 22_000, memberCurrency: "USD", memberTotalMinor: 23_913, rateUsed: "1.08695652" };
    const [open, cancelled, due] = tripCards(
      [
        trip({ ...eur, refundIfCancelledMinor: 11_000, memberRefundIfCancelledMinor: 11_957 }),
        trip({ ...eur, status: "CANCELLED", cancellable: false, refundMinor: 11_000, memberRefundMinor: 11_957 }),
        trip({ ...eur, payLater: { status: "FAILED", dueOn: "2027-03-01", amountMinor: 22_000, memberAmountMinor: 23_913, last4: "4242" } }),
      ],
      words,
    );
    expect(open).toMatchObject({ paid: "Paid €220.00 (about $239.13)", cancelText: "You will get €110.00 (about $119.57) back on the card you paid with." });
    expect(cancelled).toMatchObject({ refund: "Refunded €110.00 (about $119.57)" });
    expect(due).toMatchObject({ paid: "Payment failed: €220.00 (about $239.13) to pay", owing: "€220.00 (about $239.13)" });
  });

  it("says an amount once when the visitor reads the card's own currency", () => {
    const [card] = tripCards([trip({ currency: "EUR", memberCurrency: "EUR", totalMinor: 22_000, memberTotalMinor: 22_000 })], {
      ...words,
      money: { ...money, display: (minor: number, currency: string) => formatMoney(minor, currency, "en-US") } as typeof money,
    });
    expect(card!.paid).toBe("Paid €220.00");
  });
});
