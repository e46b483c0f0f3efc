import { randomBytes } from "node:crypto";
import { cruiseTerms } from "@/lib/suppliers/cruises/terms";
import { cruiseSchedule } from "./cruise-schedule";
import { testDb } from "./factories";
import { car as carFacts, cruise as cruiseFacts, day, flight as flightFacts, transfer as transferFacts } from "./trip-fixtures";
import { providerPayment } from "./pay-in-process";

/**
 * Bookings of every kind written as the order model stores them (each kind's own booking path is its suite's), their
 * starts placed so that the moment of a test falls in each period of their terms — free, partial, nothing — for the
 * suites that read every place stating those terms (tests/api/terms-agree.test.ts, terms-manage.test.ts).
 */

export const at = (n: number, time = "12:00:00Z") => `${day(n)}T${time}`;
// The kinds' facts (tests/support/trip-fixtures.ts); each case sets its item's start, which its terms count from.
export const flightDetails = (fee: number | null) => ({
  ...flightFacts,
  conditions: { currency: "USD", refundable: fee !== null, refundPenaltyMinor: fee, changeable: false, changePenaltyMinor: null },
});

export type Item = {
  kind: "STAY" | "ACTIVITY" | "FLIGHT" | "CAR" | "TRANSFER" | "CRUISE";
  productCode: string;
  title: string;
  startsAt: string;
  endsAt: string;
  details: object;
  terms: object;
  totalMinor: number;
};

export const stay = (policy: string, freeCancelDays: number, n: number, totalMinor = 40_000, placeZone?: string): Item => ({
  kind: "STAY",
  productCode: "HLT",
  title: "Test hotel",
  startsAt: `${day(n)}T00:00:00Z`,
  endsAt: `${day(n + 2)}T00:00:00Z`,
  details: { timeZone: "Europe/Paris" },
  // Booked since issue #51's zone fix, the terms name the place's zone whose calendar their days are (lib/terms/catalogue.ts).
  terms: placeZone ? { policy, freeCancelDays, timeZone: placeZone } : { policy, freeCancelDays },
  totalMinor,
});
export const activity = (n: number): Item => ({
  kind: "ACTIVITY",
  productCode: "ACT",
  title: "Food tour",
  startsAt: `${day(n)}T10:00:00Z`,
  endsAt: `${day(n)}T13:00:00Z`,
  details: { timeZone: "Europe/Lisbon", guests: 2 },
  terms: { policy: "FREE_CANCELLATION", freeCancelDays: 1 },
  totalMinor: 12_000,
});
export const flight = (n: number, fee: number | null, totalMinor = 15_006): Item => ({
  kind: "FLIGHT",
  productCode: "FLT",
  title: "London (LHR) → New York (JFK)",
  startsAt: `${day(n)}T09:40:00+00:00`,
  endsAt: `${day(n)}T17:35:00+00:00`,
  details: flightDetails(fee),
  terms: {
    refundable: fee !== null,
    freeUntil: fee === 0 ? `${day(n)}T09:40:00Z` : null,
    afterShareBps: fee ? Math.round(((totalMinor - fee) * 10_000) / totalMinor) : 0,
    changeable: false,
  },
  totalMinor,
});
export const supplier = (kind: "CAR" | "TRANSFER", freeUntilDay: number, n: number): Item => ({
  kind,
  productCode: kind === "CAR" ? "CAR" : "TRF",
  title: kind === "CAR" ? "Toyota Corolla or similar" : "Private transfer",
  startsAt: at(n, "17:00:00Z"),
  endsAt: at(n + 3, "17:00:00Z"),
  details: kind === "CAR" ? carFacts : transferFacts,
  terms: { refundable: true, freeUntil: at(freeUntilDay, "17:00:00Z"), afterShareBps: 5_000, changeable: false },
  totalMinor: 9_000,
});
export const cruise = (n: number): Item => ({
  kind: "CRUISE",
  productCode: "CRU",
  title: "7 nights on Sea Pearl",
  startsAt: at(n, "15:00:00Z"),
  endsAt: at(n + 7, "08:00:00Z"),
  details: cruiseFacts,
  terms: cruiseTerms(cruiseSchedule(at(n, "15:00:00Z"))),
  totalMinor: 120_000,
});

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** An instant `ms` from now, to the second. */
export const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();
/** The kinds whose terms run to instants, starting `ms` from now: the moment of the test is `ms` before their start. */
export const startingIn = {
  flight: (ms: number, fee: number | null): Item => {
    const f = flight(0, fee);
    const startsAt = fromNow(ms);
    return {
      ...f,
      startsAt,
      endsAt: fromNow(ms + 8 * HOUR),
      terms: { ...f.terms, freeUntil: fee === 0 ? startsAt : null },
    };
  },
  car: (ms: number): Item => ({
    ...supplier("CAR", 0, 0),
    startsAt: fromNow(ms),
    endsAt: fromNow(ms + 3 * DAY),
    terms: { refundable: true, freeUntil: fromNow(ms - 2 * DAY), afterShareBps: 5_000, changeable: false },
  }),
  transfer: (ms: number): Item => ({
    ...supplier("TRANSFER", 0, 0),
    startsAt: fromNow(ms),
    endsAt: fromNow(ms + 2 * HOUR),
    terms: { refundable: true, freeUntil: fromNow(ms - DAY), afterShareBps: 0, changeable: false },
  }),
  cruise: (ms: number): Item => ({ ...cruise(0), startsAt: fromNow(ms), endsAt: fromNow(ms + 7 * DAY), terms: cruiseTerms(cruiseSchedule(fromNow(ms))) }),
};

/** A confirmed order as a checkout leaves it: the card charge and each wallet card's REDEEM entry. */
export async function order(
  owner: { userId: number } | { guestEmail: string },
  orgId: number,
  productCode: string,
  items: Item[],
  wallet: { id: number; amountMinor: number }[],
) {
  const reference = `TS-${randomBytes(4).toString("hex").toUpperCase()}`;
  const total = items.reduce((s, i) => s + i.totalMinor, 0);
  const walletMinor = wallet.reduce((s, w) => s + w.amountMinor, 0);
  const money = { currency: "USD", memberCurrency: "USD", rateUsed: "1" };
  // The card's part is a real payment at the provider (the Stripe stand-in), so cancelling refunds it there.
  const charge = await providerPayment(reference, total - walletMinor);
  await testDb().order.create({
    data: {
      reference,
      orgId,
      ...("userId" in owner ? { userId: owner.userId } : { guestEmail: owner.guestEmail }),
      productCode,
      checkIn: new Date(`${items[0]!.startsAt.slice(0, 10)}T00:00:00Z`),
      checkOut: new Date(`${items.at(-1)!.endsAt.slice(0, 10)}T00:00:00Z`),
      status: "CONFIRMED",
      ...money,
      subtotalMinor: total,
      taxesMinor: 0,
      feesMinor: 0,
      totalMinor: total,
      walletAppliedMinor: walletMinor,
      cardPaidMinor: total - walletMinor,
      memberTotalMinor: total,
      traveler: { traveler: { title: 2, firstName: "Tom", lastName: "Tripper", email: "tom@example.test" } },
      payments: {
        create: {
          provider: "stripe",
          providerRef: charge.providerRef,
          idempotencyKey: `charge:${reference}`,
          amountMinor: total - walletMinor,
          currency: "USD",
          status: "APPROVED",
          last4: "4242",
        },
      },
      items: {
        create: items.map((i) => ({
          ...i,
          ...money,
          // No supplier reference: the supplier's own cancel is its suite's; here only the terms and the money count.
          supplier: i.kind === "STAY" || i.kind === "ACTIVITY" ? "catalogue" : "sandbox",
          supplierRef: null,
          startsAt: new Date(i.startsAt),
          endsAt: new Date(i.endsAt),
          baseMinor: i.totalMinor,
          taxesMinor: 0,
          feesMinor: 0,
          memberTotalMinor: i.totalMinor,
          travellers: [{ title: 2, firstName: "Tom", lastName: "Tripper" }],
          status: "CONFIRMED",
        })),
      },
    },
  });
  const r = await testDb().order.findUniqueOrThrow({ where: { reference } });
  for (const w of wallet) {
    const card = await testDb().paymentCard.update({ where: { id: w.id }, data: { balanceMinor: { decrement: w.amountMinor } } });
    await testDb().walletLedger.create({
      data: {
        cardId: w.id,
        kind: "REDEEM",
        amountMinor: w.amountMinor,
        balanceBefore: card.balanceMinor + w.amountMinor,
        balanceAfter: card.balanceMinor,
        reservationId: r.id,
        bookingRef: reference,
      },
    });
    if (card.type === "CERTIFICATE") await testDb().paymentCard.update({ where: { id: w.id }, data: { status: "USED" } });
  }
  return reference;
}
