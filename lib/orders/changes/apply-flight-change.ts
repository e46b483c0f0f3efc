import type { Prisma } from "@/lib/generated/prisma/client";
import { queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { atBookedRate } from "@/lib/booking/booked-money";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripTexts } from "@/lib/orders/trip-texts";
import { refundableCharges } from "@/lib/orders/payments/refundable-charges";
import { providerNamed, type StoredPaymentProvider } from "@/lib/payments/card-entry";
import { flightChangeMail } from "./flight-change-mail";
import { recordOrderEvent, type OrderActor } from "./order-events";
import { slicesOf, type FlightChange, type FlightChangeOrder } from "./flight-change";
import { bookedExtrasOf } from "@/lib/suppliers/flights/ancillaries";
import { orderMailLocale } from "@/lib/orders/mail-locale";

export type FlightChanged = {
  reference: string;
  status: "CHANGED";
  sliceIndex: number;
  changeTotalMinor: number;
  currency: string;
  departsAt: string;
};

type How = {
  org: OrgConfig;
  actor: OrderActor;
  key: string;
  /** A change that cost more, paid on the provider's page: that payment, now recorded. */
  paid?: { paymentId: number; providerRef: string; last4: string | null };
  provider?: StoredPaymentProvider;
};

/** A day of an instant with its offset ("2027-01-18T06:50:00+01:00" → its UTC day), as the order's days are kept. */
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * Records a flight change the airline has made, inside the transaction that holds the order's lock: a lower total
 * refunded to the card (before any row is written, keyed by the change), a higher one's payment approved, then the
 * item's slice, times and price, the order's totals and days, the event and the e-mail. All or nothing.
 */
export async function applyFlightChange(tx: Prisma.TransactionClient, r: FlightChangeOrder, change: FlightChange, how: How) {
  const item = r.items.find((i) => i.id === change.itemId)!;
  const total = change.changeTotalMinor;
  const refunds = total < 0 ? await refundChange(r, -total, how) : [];
  if (how.paid)
    await tx.payment.update({
      where: { id: how.paid.paymentId },
      data: { status: "APPROVED", providerRef: how.paid.providerRef, last4: how.paid.last4, failure: null, checkoutUrl: null },
    });
  for (const refund of refunds) await tx.payment.create({ data: { ...refund, reservationId: r.id, currency: r.currency, status: "REFUNDED" } });
  const slices = slicesOf(item).map((s, i) => (i === change.sliceIndex ? change.to : s));
  const { details, dropped } = withoutExtrasOf(item.details, change.sliceIndex);
  const startsAt = new Date(slices[0]!.departsAt);
  const endsAt = new Date(slices.at(-1)!.arrivesAt);
  await tx.orderItem.update({
    where: { id: item.id },
    data: {
      details: { ...details, slices } as Prisma.InputJsonObject,
      startsAt,
      endsAt,
      baseMinor: item.baseMinor + total,
      totalMinor: item.totalMinor + total,
      memberTotalMinor: atBookedRate(item.totalMinor + total, item),
    },
  });
  const others = r.items.filter((i) => i.id !== item.id);
  const days = [
    dayOf(startsAt.toISOString()),
    dayOf(endsAt.toISOString()),
    ...others.flatMap((i) => [dayOf(i.startsAt.toISOString()), dayOf(i.endsAt.toISOString())]),
  ].sort();
  const totalMinor = r.totalMinor + total;
  const cardMinor = (total > 0 ? total : 0) - refunds.reduce((s, x) => s + x.amountMinor, 0);
  await tx.order.update({
    where: { id: r.id },
    data: {
      checkIn: new Date(`${days[0]}T00:00:00Z`),
      checkOut: new Date(`${days.at(-1)}T00:00:00Z`),
      subtotalMinor: r.subtotalMinor + total,
      totalMinor,
      memberTotalMinor: atBookedRate(totalMinor, r),
      cardPaidMinor: r.cardPaidMinor + cardMinor,
    },
  });
  const flights = (s: typeof change.from) => s.segments.map((g) => g.flightNumber).join(" + ");
  await recordOrderEvent(tx, r.id, "FLIGHT_CHANGED", how.actor, {
    sliceIndex: change.sliceIndex,
    from: { flights: flights(change.from), departsAt: change.from.departsAt, timeZone: change.from.origin.timeZone },
    to: { flights: flights(change.to), departsAt: change.to.departsAt, timeZone: change.to.origin.timeZone },
    changeTotalMinor: total,
    penaltyMinor: change.penaltyMinor,
    currency: change.currency,
    dropped,
    key: how.key,
  });
  const answer: FlightChanged = {
    reference: r.reference,
    status: "CHANGED",
    sliceIndex: change.sliceIndex,
    changeTotalMinor: total,
    currency: change.currency,
    departsAt: change.to.departsAt,
  };
  return { emailId: await queueMail(tx, r, change, how.org), answer };
}

/** A lower total given back to the card, over the order's charges by what is left of each, each refund keyed by the change. */
async function refundChange(r: FlightChangeOrder, amountMinor: number, how: How) {
  const refunds: { provider: string; providerRef: string; idempotencyKey: string; amountMinor: number; last4: string | null; refundOfId: number }[] = [];
  let left = amountMinor;
  for (const { charge, leftMinor } of refundableCharges(r.payments)) {
    if (left <= 0) break;
    const part = Math.min(left, leftMinor);
    const idempotencyKey = `flight-change-refund:${how.key}:${charge.id}`;
    const provider = how.provider ?? providerNamed(charge.provider);
    try {
      const { providerRef } = await provider.refund({ providerRef: charge.providerRef, amountMinor: part, currency: r.currency, idempotencyKey });
      refunds.push({ provider: provider.name, providerRef, idempotencyKey, amountMinor: part, last4: charge.last4, refundOfId: charge.id });
    } catch (error) {
      log("error", "payments: the refund of a flight change failed", { reference: r.reference, ...errorFields(error) });
      throw new AppError("SERVICE_UNAVAILABLE", "The difference could not be refunded right now. Please contact us.");
    }
    left -= part;
  }
  if (left > 0) throw new AppError("CONFLICT", "The lower price is more than your card paid: this flight cannot be changed here. Please contact us.");
  return refunds;
}

async function queueMail(tx: Prisma.TransactionClient, r: FlightChangeOrder, change: FlightChange, org: OrgConfig): Promise<number | null> {
  const address = r.user?.email ?? r.guestEmail;
  if (!address) return null;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = orderMailLocale(r, org);
  const texts = await tripTexts(org, locale, r.reference);
  const mail = flightChangeMail(
    { orgName: org.name, reference: r.reference, title: r.items.map((i) => i.title).join(" + "), tripUrl: r.userId ? texts.tripUrl : null, locale },
    change,
    { t: texts.t, format: texts.format },
  );
  return queueEmail(tx, { orgId: r.orgId, to: address, ...mail });
}

/**
 * The item's facts without the seats and extra bags of the direction that changes: the airline ends a changed slice's
 * services with it (a seat is a seat of that aircraft), as the change panel told the traveller before paying.
 */
function withoutExtrasOf(itemDetails: unknown, sliceIndex: number): { details: Prisma.JsonObject; dropped: { seats: number; bags: number } } {
  const details = (itemDetails ?? {}) as Prisma.JsonObject;
  const { seats, bags } = bookedExtrasOf(itemDetails);
  const keptSeats = seats.filter((s) => s.sliceIndex !== sliceIndex);
  const keptBags = bags.filter((b) => b.sliceIndex !== sliceIndex);
  const dropped = { seats: seats.length - keptSeats.length, bags: bags.filter((b) => b.sliceIndex === sliceIndex).reduce((n, b) => n + b.quantity, 0) };
  if (dropped.seats === 0 && dropped.bags === 0) return { details, dropped };
  return { details: { ...details, extras: { seats: keptSeats, bags: keptBags } } as Prisma.JsonObject, dropped };
}
