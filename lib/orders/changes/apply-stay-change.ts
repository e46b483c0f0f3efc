import type { Prisma } from "@/lib/generated/prisma/client";
import { queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { atBookedRate } from "@/lib/booking/booked-money";
import type { OrgConfig } from "@/lib/org/org-config";
import { giveRoomsBack, takeRooms } from "@/lib/suppliers/catalogue/stock";
import { tripTexts } from "@/lib/orders/trip-texts";
import { refundableCharges } from "@/lib/orders/payments/refundable-charges";
import { providerNamed, type StoredPaymentProvider } from "@/lib/payments/card-entry";
import { stayNights } from "@/lib/booking/pricing";
import { termsFor } from "@/lib/terms/terms-for";
import { dateChangeMail } from "./date-change-mail";
import { recordOrderEvent, type OrderActor } from "./order-events";
import { duePayment, isoDay, stayFacts, UNAVAILABLE, type ChangeOrder, type StayChange } from "./stay-change-quote";
import { orderMailLocale } from "@/lib/orders/mail-locale";

export type ChangeHow = {
  org: OrgConfig;
  actor: OrderActor;
  /** The change's idempotency key: a confirm sent again finds the change it made. */
  key: string;
  /** A higher price paid on the provider's page (./settle-change-checkout.ts): that payment, now recorded. */
  paid?: { paymentId: number; amountMinor: number; providerRef: string; last4: string | null };
  /** The provider for the refund of a lower price (tests); by default the one that took each charge. */
  provider?: StoredPaymentProvider;
  now: Date;
};

/** What a change made, as the API answers it (a confirm sent again answers the same). */
export type ChangedAnswer = {
  reference: string;
  status: "CHANGED";
  from: { checkIn: string; checkOut: string };
  to: { checkIn: string; checkOut: string };
  differenceMinor: number;
  currency: string;
  settlement: string;
};

/**
 * Makes a priced change (./stay-change-quote.ts) inside the transaction that holds the order's lock: the old nights
 * back, the new ones taken (or nothing: NO_LONGER_AVAILABLE), the difference settled — a lower price refunded to the
 * card through the provider before any row is written (its key makes a retried change the same refund), a higher
 * one recorded as paid, a pay-later booking's due amount and day moved — then the item's dates, price and terms, the
 * order's totals, the event and the e-mail. All or nothing.
 */
export async function applyStayChange(tx: Prisma.TransactionClient, r: ChangeOrder, change: StayChange, how: ChangeHow) {
  const item = r.items.find((i) => i.id === change.itemId)!;
  const facts = stayFacts(item);
  // The stay's own nights back first, so moving it by a night needs only the new night.
  await giveRoomsBack(tx, { roomTypeId: facts.roomTypeId, rooms: facts.rooms, from: change.from.checkIn, to: change.from.checkOut });
  if (!(await takeRooms(tx, { ...facts, ...change.to, nights: stayNights(change.to.checkIn, change.to.checkOut).length })))
    throw new AppError("NO_LONGER_AVAILABLE", UNAVAILABLE, { detail: { reason: "UNAVAILABLE" } });

  const refunds = change.settlement === "REFUND" ? await refundDifference(r, -change.differenceMinor, how) : [];
  const due = duePayment(r);
  if (change.settlement === "DUE" && due) await tx.payment.update({ where: { id: due.id }, data: { amountMinor: due.amountMinor + change.differenceMinor } });
  if (how.paid)
    await tx.payment.update({
      where: { id: how.paid.paymentId },
      data: { status: "APPROVED", providerRef: how.paid.providerRef, last4: how.paid.last4, failure: null, checkoutUrl: null },
    });
  for (const refund of refunds) await tx.payment.create({ data: { ...refund, reservationId: r.id, currency: r.currency, status: "REFUNDED" } });

  const p = change.price;
  await tx.orderItem.update({
    where: { id: item.id },
    data: {
      startsAt: new Date(`${change.to.checkIn}T00:00:00Z`),
      endsAt: new Date(`${change.to.checkOut}T00:00:00Z`),
      baseMinor: p.baseMinor,
      taxesMinor: p.taxesMinor,
      feesMinor: p.feesMinor,
      totalMinor: p.totalMinor,
      memberTotalMinor: atBookedRate(p.totalMinor, item),
      terms: change.terms,
    },
  });
  // The order spans its items: an itinerary's flight or car keeps its own days.
  const others = r.items.filter((i) => i.id !== item.id);
  const days = [change.to.checkIn, change.to.checkOut, ...others.flatMap((i) => [isoDay(i.startsAt), isoDay(i.endsAt)])].sort();
  const totalMinor = r.totalMinor + change.differenceMinor;
  const cardMinor = (how.paid?.amountMinor ?? 0) - refunds.reduce((s, x) => s + x.amountMinor, 0);
  await tx.order.update({
    where: { id: r.id },
    data: {
      checkIn: new Date(`${days[0]}T00:00:00Z`),
      checkOut: new Date(`${days.at(-1)}T00:00:00Z`),
      subtotalMinor: r.subtotalMinor + p.baseMinor - item.baseMinor,
      taxesMinor: r.taxesMinor + p.taxesMinor - item.taxesMinor,
      feesMinor: r.feesMinor + p.feesMinor - item.feesMinor,
      totalMinor,
      memberTotalMinor: atBookedRate(totalMinor, r),
      cardPaidMinor: r.cardPaidMinor + cardMinor,
      ...(change.settlement === "DUE" ? { amountDueMinor: r.amountDueMinor + change.differenceMinor, dueOn: new Date(`${change.dueOn}T00:00:00Z`) } : {}),
    },
  });
  const answer: ChangedAnswer = {
    reference: r.reference,
    status: "CHANGED",
    from: change.from,
    to: change.to,
    differenceMinor: change.differenceMinor,
    currency: change.currency,
    settlement: change.settlement,
  };
  const { reference: _reference, status: _status, ...data } = answer;
  await recordOrderEvent(tx, r.id, "DATE_CHANGE", how.actor, { ...data, dueOn: change.dueOn, key: how.key });
  return { emailId: await queueChangeMail(tx, r, change, how), answer };
}

/** A lower price given back to the card, over the order's charges by what is left of each, each refund keyed by the change. */
async function refundDifference(r: ChangeOrder, amountMinor: number, how: ChangeHow) {
  const refunds: { provider: string; providerRef: string; idempotencyKey: string; amountMinor: number; last4: string | null; refundOfId: number }[] = [];
  let left = amountMinor;
  for (const { charge, leftMinor } of refundableCharges(r.payments)) {
    if (left <= 0) break;
    const part = Math.min(left, leftMinor);
    const idempotencyKey = `date-change-refund:${how.key}:${charge.id}`;
    const provider = how.provider ?? providerNamed(charge.provider);
    try {
      const { providerRef } = await provider.refund({ providerRef: charge.providerRef, amountMinor: part, currency: r.currency, idempotencyKey });
      refunds.push({ provider: provider.name, providerRef, idempotencyKey, amountMinor: part, last4: charge.last4, refundOfId: charge.id });
    } catch (error) {
      log("error", "payments: the refund of a date change failed; the booking stays as it was", { reference: r.reference, ...errorFields(error) });
      throw new AppError("SERVICE_UNAVAILABLE", "The difference could not be refunded right now. Your booking is unchanged; please try again later.");
    }
    left -= part;
  }
  if (left > 0) throw new AppError("CONFLICT", "The lower price is more than your card paid: these dates cannot be changed here. Please contact us.");
  return refunds;
}

async function queueChangeMail(tx: Prisma.TransactionClient, r: ChangeOrder, change: StayChange, how: ChangeHow): Promise<number | null> {
  const address = r.user?.email ?? r.guestEmail;
  if (!address) return null;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = orderMailLocale(r, how.org);
  const texts = await tripTexts(how.org, locale, r.reference);
  const statement = termsFor({ kind: "STAY", terms: change.terms, startsAt: `${change.to.checkIn}T00:00:00.000Z` }, how.now, how.org.timeZone);
  const mail = dateChangeMail(
    { orgName: how.org.name, reference: r.reference, title: r.items.map((i) => i.title).join(" + "), tripUrl: r.userId ? texts.tripUrl : null, locale },
    change,
    statement,
    { t: texts.t, format: texts.format, terms: texts.terms },
  );
  return queueEmail(tx, { orgId: r.orgId, to: address, ...mail });
}
