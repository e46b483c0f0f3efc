import { afterBookingOf } from "@/lib/suppliers/registry";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import { stayNights } from "@/lib/booking/pricing";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { minCheckinDate, todayIn } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { catalogueTerms, type CatalogueTerms } from "@/lib/terms/catalogue";
import { termsFor } from "@/lib/terms/terms-for";
import type { Deadline, Statement } from "@/lib/terms/types";
import { dateChangeRefusalSentence, dateChangeRule, type DateChangeRefusal } from "./date-change-rule";

export type StayDates = { checkIn: string; checkOut: string };

/**
 * How a change's price difference is settled: CHARGE (a higher price, paid on the provider's page before anything
 * changes), REFUND (a lower price, given back to the card), DUE (a booking paid later and not charged yet: its due
 * amount and day change), NONE (the same price).
 */
export type Settlement = "CHARGE" | "REFUND" | "DUE" | "NONE";

/** A priced change of a stay's dates: what the quote shows, the hosted checkout keeps (Payment.change) and the change makes. */
export type StayChange = {
  itemId: number;
  from: StayDates;
  to: StayDates;
  currency: string;
  /** The stay's new price lines at today's rates for the new dates, as a booking made now would have them. */
  price: { baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number };
  previousTotalMinor: number;
  /** New less old: what is charged (> 0) or given back (< 0). */
  differenceMinor: number;
  settlement: Settlement;
  /** DUE: the day the new amount is charged. */
  dueOn: string | null;
  /** The property's policy as a booking made now gets it (lib/terms/catalogue.ts). */
  terms: CatalogueTerms;
};

export type QuotedChange = StayChange & { statement: Statement; freeUntil: Deadline | null };

const orderInclude = {
  items: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
  events: { where: { kind: "DATE_CHANGE" }, orderBy: { id: "asc" } },
  user: { select: { email: true, languageCode: true } },
} satisfies Prisma.OrderInclude;

export type ChangeOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

/**
 * The order as a change reads it: from the database, or inside the transaction that holds its lock. The shared
 * client's type differs from a transaction's only in the Organization columns it leaves out (secrets), never read here.
 */
export function loadChangeOrder(client: Prisma.TransactionClient | Db, id: number): Promise<ChangeOrder> {
  return (client as unknown as Prisma.TransactionClient).order.findUniqueOrThrow({ where: { id }, include: orderInclude });
}

/** The catalogue facts of a booked stay (lib/orders/book-stay.ts stores them on its item). */
export type StayFacts = { propertyId: number; roomTypeId: number; rooms: number; guests: number };

export function stayFacts(item: { details: Prisma.JsonValue }): StayFacts {
  const d = (item.details ?? {}) as Partial<StayFacts>;
  return { propertyId: Number(d.propertyId), roomTypeId: Number(d.roomTypeId), rooms: Number(d.rooms ?? 1), guests: Number(d.guests ?? 1) };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The kept card's charge of a booking paid later and not charged yet, if it is one. */
export function duePayment(r: Pick<ChangeOrder, "amountDueMinor" | "payments">) {
  return r.amountDueMinor > 0 ? r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status)) : undefined;
}

export function ruleRefusalError(refusal: DateChangeRefusal): AppError {
  return new AppError("CONFLICT", dateChangeRefusalSentence(refusal), { detail: { reason: refusal.reason } });
}

export const UNAVAILABLE = "These dates are not available for this room. Please choose other dates.";

/**
 * Prices moving the order's stay to `to`, now: the rule first (./date-change-rule.ts), then the new dates' rooms
 * (the stay's own nights count as free to it), price (today's rates, as a booking made now) and terms (the terms
 * engine's statement for the new check-in), and how the difference is settled. Reads only: the change itself takes
 * the rooms with a conditional update (lib/orders/holds.ts), which is the final word on availability.
 */
export async function quoteStayChange(r: ChangeOrder, to: StayDates, org: OrgConfig, now: Date): Promise<QuotedChange> {
  const rule = dateChangeRule(r, now, org.timeZone, afterBookingOf);
  if (rule.refusal) throw ruleRefusalError(rule.refusal);
  const item = r.items.find((i) => i.id === rule.itemId)!;
  const from = { checkIn: isoDay(item.startsAt), checkOut: isoDay(item.endsAt) };
  if (from.checkIn === to.checkIn && from.checkOut === to.checkOut)
    throw new AppError("VALIDATION_FAILED", "These are the booking's dates already.", {
      fields: [{ path: "checkIn", message: "These are the booking's dates already." }],
    });
  const earliest = minCheckinDate(org, now);
  if (to.checkIn < earliest)
    throw new AppError("VALIDATION_FAILED", `Choose a check-in on or after ${earliest}.`, {
      fields: [{ path: "checkIn", message: `Choose a check-in on or after ${earliest}.` }],
    });
  const facts = stayFacts(item);
  const stay = await loadStayQuote({ ...facts, ...to, memberPricing: await memberPricingFor(r.userId) });
  if (stay.quote.currency !== item.currency || item.currency !== r.currency)
    throw new AppError("CONFLICT", "This stay's price is now in another currency: its dates cannot be changed here. Please contact us.", {
      detail: { reason: "CURRENCY" },
    });
  if (!(await nightsFree(db, facts, from, to))) throw new AppError("NO_LONGER_AVAILABLE", UNAVAILABLE, { detail: { reason: "UNAVAILABLE" } });

  const terms = catalogueTerms(stay.property);
  const statement = termsFor({ kind: "STAY", terms, startsAt: `${to.checkIn}T00:00:00.000Z` }, now, org.timeZone);
  const q = stay.quote;
  const differenceMinor = q.totalMinor - item.totalMinor;
  const due = duePayment(r);
  let settlement: Settlement = differenceMinor > 0 ? "CHARGE" : differenceMinor < 0 ? "REFUND" : "NONE";
  let dueOn: string | null = null;
  if (due) {
    settlement = "DUE";
    dueOn = payLaterDueDate(stay.property, to.checkIn, todayIn(org.timeZone, now));
    if (!dueOn)
      throw new AppError(
        "CONFLICT",
        "This booking is paid later, and these dates are too close for that: choose dates whose free cancellation lasts a few more days.",
        { detail: { reason: "PAY_LATER_TOO_SOON" } },
      );
    if (r.amountDueMinor + differenceMinor <= 0)
      throw new AppError("CONFLICT", "These dates cannot be paid later. Please contact us.", { detail: { reason: "DUE" } });
  } else if (settlement === "REFUND" && -differenceMinor > r.cardPaidMinor) {
    // Only the card part is given back here; a wallet's part would need the wallet's own rules.
    throw new AppError("CONFLICT", "The lower price is more than your card paid: these dates cannot be changed here. Please contact us.", {
      detail: { reason: "WALLET" },
    });
  }
  return {
    itemId: item.id,
    from,
    to,
    currency: item.currency,
    price: { baseMinor: q.subtotalMinor, taxesMinor: q.taxesMinor, feesMinor: q.feesMinor, totalMinor: q.totalMinor },
    previousTotalMinor: item.totalMinor,
    differenceMinor,
    settlement,
    dueOn,
    terms,
    statement,
    freeUntil: statement.cancellable && statement.now.kind === "all" ? statement.until : null,
  };
}

/**
 * Whether `rooms` rooms are left on every night of `to`, the nights the stay holds now (`from`) counting as its own:
 * moving a stay one night later needs only the one new night.
 */
export async function nightsFree(
  client: Pick<Prisma.TransactionClient, "roomAvailability">,
  facts: StayFacts,
  from: StayDates,
  to: StayDates,
): Promise<boolean> {
  const nights = stayNights(to.checkIn, to.checkOut);
  const rows = await client.roomAvailability.findMany({
    where: { roomTypeId: facts.roomTypeId, date: { gte: new Date(`${to.checkIn}T00:00:00Z`), lt: new Date(`${to.checkOut}T00:00:00Z`) } },
    select: { date: true, available: true },
  });
  const left = new Map(rows.map((a) => [isoDay(a.date), a.available]));
  return nights.every((night) => (left.get(night) ?? 0) + (night >= from.checkIn && night < from.checkOut ? facts.rooms : 0) >= facts.rooms);
}
