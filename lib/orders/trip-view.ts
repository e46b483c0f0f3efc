import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { propertyPhotos } from "@/lib/booking/pictures";
import { parseDecimal, divideRounded, pow10 } from "@/lib/locale/decimal";
import { convert } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { orderTerms, storedOrderRefund } from "@/lib/terms/refund";
import { orderFreeUntil } from "@/lib/terms/order-free-until";
import type { Deadline, Statement } from "@/lib/terms/types";
import { itemEndTimeZone, itemTimeZone } from "./item-zone";
import { payLaterView, type PayLaterView } from "@/lib/orders/payments/pay-later-view";
import type { CatalogueTitle } from "./item-title";
import { nameCorrectionRule } from "./changes/name-correction-rule";
import { dateChangeRule } from "./changes/date-change-rule";
import { addBagsRule } from "./changes/add-bags-rule";
import { flightChangeRule } from "./changes/flight-change-rule";
import { seatsAtCheckIn, type SeatsAtCheckIn } from "./changes/seats-at-check-in";
import { afterBookingOf } from "@/lib/suppliers/registry";

/** One wallet card's part, in the order's currency, with the card's own amount and currency beside it. */
export type TripWalletPart = { type: string; cardCode: string; amountMinor: number; ownMinor: number; ownCurrency: string };

export type TripItem = {
  id: number;
  kind: string;
  productCode: string;
  /** The title stored when booked (English); `catalogue`, for a catalogue stay, says it in the reader's language (./item-title.ts). */
  title: string;
  catalogue: CatalogueTitle | null;
  startsAt: string;
  endsAt: string;
  status: string;
  /** The reference the traveller quotes to the supplier (a flight's PNR); the supplier's own order id is never shown. */
  bookingRef: string | null;
  details: unknown;
  /** What the terms engine says of cancelling this item now (lib/terms): every page and e-mail writes it with termsText. */
  statement: Statement;
  totalMinor: number;
  /** The zone of the place where the item starts, and of where it ends (./item-zone.ts): its times are on these clocks. */
  timeZone: string;
  endTimeZone: string;
  /** Where a catalogue activity takes place, when that is not the order's place (an itinerary's activity beside its stay). */
  venue?: { name: string; address: string; city: string } | null;
};

export type TripPlace = {
  /** The catalogue property: an order of several items (an agent's itinerary) is placed at its stay's. */
  propertyId: number;
  name: string;
  address: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  /** The destination's zone: an activity's start is on this clock. */
  timeZone: string | null;
};

/**
 * Everything the confirmation, the trip page, the calendar file and the confirmation e-mail say about one order, in
 * the currency the member chose when booking (`currency`): amounts in the property's or supplier's currency are
 * converted at the rate the order was priced at (Reservation.rateUsed), so the parts add up to what was charged.
 */
export type TripView = {
  id: number;
  reference: string;
  orgId: number;
  userId: number | null;
  status: string;
  productCode: string;
  title: string;
  photo: string | null;
  place: TripPlace | null;
  room: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  travellers: string[];
  /** The lead traveller's first name, for a greeting. */
  leadFirstName: string;
  contactEmail: string | null;
  items: TripItem[];
  currency: string;
  totalMinor: number;
  cardPaidMinor: number;
  cardLast4: string | null;
  wallet: TripWalletPart[];
  /** The free-cancellation deadline of the whole order (null: none). */
  freeUntil: Deadline | null;
  bookedAt: string;
  cancelledAt: string | null;
  /** After a cancellation: what went back to the card, and to each wallet card (its own currency). */
  refundMinor: number | null;
  walletRestored: { type: string; currency: string; amountMinor: number }[];
  cancellable: boolean;
  /** What cancelling now would give back: to the card (order currency) and to each wallet card (its own currency). */
  refundIfCancelledMinor: number;
  walletIfCancelled: { type: string; cardCode: string; currency: string; amountMinor: number }[];
  /** Only for a booking paid later: its charge's day, amount (`memberAmountMinor` is in `currency`) and where it stands. */
  payLater?: PayLaterView;
  /**
   * The card's side in the card's own currency (the booking's, what the payment provider charged and refunds): what it
   * paid, what it got back and what cancelling now would give it. Shown first, with `currency`'s amount beside it, where
   * the two currencies differ.
   */
  card: { currency: string; paidMinor: number; memberPaidMinor: number; refundMinor: number | null; refundIfCancelledMinor: number };
  /** The lead traveller's booked name, and whether the catalogue's rule lets it be corrected now (./changes/name-correction-rule.ts). */
  nameCorrection: { open: boolean; maxLetters: number; firstName: string; lastName: string };
  /** What happened to the order since it was placed, oldest first (OrderEvent). */
  changes: TripChange[];
  /** Whether its stay's dates can be changed now, and until when (./changes/date-change-rule.ts); null: it has no stay to move. */
  dateChange: { open: boolean; until: Deadline | null; reason: string | null; checkIn: string; checkOut: string } | null;
  /** The flight extra bags can be added to now (./changes/add-bags-rule.ts), or null: none, or no longer. */
  addBagsItemId: number | null;
  /** The flights whose seats are chosen at the airline's online check-in, not here (./changes/seats-at-check-in.ts). */
  seatsAtCheckIn: SeatsAtCheckIn[];
  /** The flight that can be moved to another date now, with its fare's change fee (./changes/flight-change-rule.ts), or null. */
  flightChange: { itemId: number; feeMinor: number } | null;
  /**
   * The flight whose fare does not allow changes, while the booking could otherwise be changed: the trip page says so
   * (the rule's own refusal, the sentence the API's 409 gives) instead of offering "Change flight".
   */
  flightChangeClosed: { itemId: number; reason: "NOT_CHANGEABLE" } | null;
};

export type TripChange = { id: number; kind: string; actor: string; at: string; data: Record<string, unknown> };

const withZone = { destination: { select: { timeZone: true } } } as const;

const include = {
  property: { include: withZone },
  roomType: { select: { name: true } },
  items: { orderBy: { id: "asc" } },
  payments: { select: { status: true, last4: true, methodRef: true, amountMinor: true, attemptedAt: true }, orderBy: { id: "asc" } },
  walletEntries: {
    where: { kind: { in: ["REDEEM", "REFUND"] } },
    select: { kind: true, amountMinor: true, card: { select: { id: true, type: true, currency: true, cardCode: true } } },
    orderBy: { id: "asc" },
  },
  user: { select: { email: true } },
  events: { orderBy: { id: "asc" } },
} satisfies Prisma.OrderInclude;

type Row = Prisma.OrderGetPayload<{ include: typeof include }>;
/** The database, or the booking's transaction (the confirmation e-mail is written inside it). */
type Client = Pick<Prisma.TransactionClient, "order" | "property">;
// The shared client's type differs from a transaction's only in columns it leaves out of Organization (secrets), which
// no query here reads.
const defaultClient = db as unknown as Client;

/**
 * One order of an organisation by its reference, or null (pending holds and failed checkouts are not orders).
 * Who may see it is the caller's rule: the trip page the owner, a guest's manage-booking page its e-mail.
 */
export async function loadTrip(reference: string, orgId: number, timeZone: string, now = new Date(), client: Client = defaultClient): Promise<TripView | null> {
  const r = await client.order.findUnique({ where: { reference }, include });
  if (!r || r.orgId !== orgId || !["CONFIRMED", "CANCELLED", "COMPLETED"].includes(r.status)) return null;
  const property = r.property ?? (await catalogueProperty(r, client));
  const [venues, rates] = await Promise.all([activityVenues(r, property?.id ?? null, client), rateSnapshot()]);
  return toTripView(r, property, timeZone, now, rates, venues);
}

/** The activities' own properties that are not the order's place, by id (each named with its address on its item). */
async function activityVenues(r: Row, placeId: number | null, client: Client): Promise<Map<number, NonNullable<TripItem["venue"]>>> {
  const ids = r.items
    .filter((i) => i.kind === "ACTIVITY")
    .map((i) => (i.details as { propertyId?: unknown } | null)?.propertyId)
    .filter((id): id is number => typeof id === "number" && id !== placeId);
  if (ids.length === 0) return new Map();
  const rows = await client.property.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, address: true, city: true } });
  return new Map(rows.map(({ id, ...venue }) => [id, venue]));
}

async function catalogueProperty(r: Row, client: Client) {
  const id = r.items.map((i) => (i.details as { propertyId?: unknown } | null)?.propertyId).find((v): v is number => typeof v === "number");
  return id ? client.property.findUnique({ where: { id }, include: withZone }) : null;
}

/** `amountMinor` of `from` in `to` at the order's own rate (to per from), rounded half-up once. */
function atRate(amountMinor: number, rate: string, fromUnits: number, toUnits: number): number {
  const f = parseDecimal(rate);
  if (!f) return amountMinor;
  return Number(divideRounded(BigInt(amountMinor) * f.num * pow10(toUnits), f.den * pow10(fromUnits)));
}

/** A catalogue stay item's property and room, when they are the order's own (an item of another stay keeps its stored title). */
function catalogueTitle(
  item: { kind: string; supplier: string; details: unknown },
  property: { id: number; name: string } | null,
  r: { roomTypeId: number | null; roomType: { name: string } | null },
): CatalogueTitle | null {
  const d = (item.details ?? {}) as { propertyId?: unknown; roomTypeId?: unknown };
  if (item.kind !== "STAY" || item.supplier !== "catalogue" || !property || !r.roomType) return null;
  return d.propertyId === property.id && d.roomTypeId === r.roomTypeId ? { property: property.name, room: r.roomType.name } : null;
}

function toTripView(
  r: Row,
  property: Row["property"],
  timeZone: string,
  now: Date,
  { rates, minorUnits }: Awaited<ReturnType<typeof rateSnapshot>>,
  venues: Map<number, NonNullable<TripItem["venue"]>>,
): TripView {
  const units = (c: string) => minorUnits.get(c) ?? 2;
  const rate = r.rateUsed.toString();
  const toMember = (amountMinor: number, currency: string): number => {
    if (currency === r.memberCurrency) return amountMinor;
    if (currency === r.currency) return atRate(amountMinor, rate, units(r.currency), units(r.memberCurrency));
    try {
      return convert(amountMinor, currency, r.memberCurrency, rates, minorUnits);
    } catch {
      return amountMinor;
    }
  };
  const redeemed = r.walletEntries.filter((e) => e.kind === "REDEEM");
  // What each wallet card covered of the order, in the order's currency (a card in another currency is debited more
  // than it covers: SPEC §9's margin), then in the member's at the order's rate — what the checkout showed it taking.
  const covered = walletCovered(redeemed, r.currency, r.walletAppliedMinor, (minor, from) => {
    try {
      return convert(minor, from, r.currency, rates, minorUnits);
    } catch {
      return minor;
    }
  });
  const wallet = redeemed.map((e, n) => ({
    type: e.card.type,
    cardCode: e.card.cardCode,
    amountMinor: toMember(covered[n]!, r.currency),
    ownMinor: e.amountMinor,
    ownCurrency: e.card.currency,
  }));
  // The card paid the rest of the total: the parts add up to it exactly.
  const cardPaidMinor = r.cardPaidMinor > 0 ? Math.max(0, r.memberTotalMinor - wallet.reduce((s, w) => s + w.amountMinor, 0)) : 0;
  const placeZone = property?.destination?.timeZone ?? null;
  const zones = r.items.map((i) => itemTimeZone(i, placeZone));
  const terms = orderTerms(
    r.items.map((i, n) => ({ ...i, timeZone: zones[n]! })),
    now,
    timeZone,
  );
  const confirmed = r.status === "CONFIRMED";
  const plan = storedOrderRefund({ status: r.status, cardPaidMinor: r.cardPaidMinor, redeemed }, terms);
  const cardRefundIfCancelledMinor = plan.cardMinor;
  const payLater = payLaterView(r, r.payments);
  const lead = (r.traveler as { traveler?: { firstName?: unknown; lastName?: unknown } }).traveler;
  const rule = nameCorrectionRule(r, now, afterBookingOf);
  const move = dateChangeRule(r, now, timeZone, afterBookingOf);
  const moved = r.items.find((i) => i.id === move.itemId);
  const bags = addBagsRule(r, now, afterBookingOf);
  const flightMove = flightChangeRule(r, now, afterBookingOf);
  return {
    id: r.id,
    reference: r.reference,
    orgId: r.orgId,
    userId: r.userId,
    status: r.status,
    productCode: r.productCode,
    title: property?.name ?? r.items.map((i) => i.title).join(" + "),
    photo: property ? propertyPhotos({ id: property.id, productCode: property.productCode, images: property.images })[0]! : supplierPhoto(r.items),
    place: property && {
      propertyId: property.id,
      name: property.name,
      address: property.address,
      city: property.city,
      countryCode: property.countryCode,
      latitude: property.latitude,
      longitude: property.longitude,
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      timeZone: placeZone,
    },
    room: r.roomType?.name ?? null,
    checkIn: r.checkIn.toISOString().slice(0, 10),
    checkOut: r.checkOut.toISOString().slice(0, 10),
    guests: r.guests,
    rooms: r.rooms,
    travellers: travellerNames(r),
    leadFirstName: (r.traveler as { traveler?: { firstName?: string } }).traveler?.firstName ?? "",
    contactEmail: r.user?.email ?? r.guestEmail ?? (r.traveler as { traveler?: { email?: string } }).traveler?.email ?? null,
    items: r.items.map((i, n) => ({
      id: i.id,
      kind: i.kind,
      productCode: i.productCode,
      title: i.title,
      catalogue: catalogueTitle(i, property, r),
      startsAt: i.startsAt.toISOString(),
      endsAt: i.endsAt.toISOString(),
      status: i.status,
      bookingRef: i.bookingRef,
      details: i.details,
      statement: terms.statements[n]!,
      totalMinor: i.memberCurrency === r.memberCurrency ? i.memberTotalMinor : toMember(i.totalMinor, i.currency),
      timeZone: zones[n]!,
      endTimeZone: itemEndTimeZone(i, placeZone),
      venue: venues.get((i.details as { propertyId?: number } | null)?.propertyId ?? 0) ?? null,
    })),
    currency: r.memberCurrency,
    totalMinor: r.memberTotalMinor,
    cardPaidMinor,
    cardLast4: r.payments.find((p) => p.status === "APPROVED")?.last4 ?? null,
    wallet,
    freeUntil: confirmed ? orderFreeUntil(terms.statements, zones, timeZone) : null,
    bookedAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    refundMinor: r.refundMinor === null ? null : toMember(r.refundMinor, r.currency),
    walletRestored: r.walletEntries
      .filter((e) => e.kind === "REFUND")
      .map((e) => ({ type: e.card.type, currency: e.card.currency, amountMinor: e.amountMinor })),
    cancellable: plan.allowed,
    refundIfCancelledMinor: toMember(cardRefundIfCancelledMinor, r.currency),
    walletIfCancelled: plan.allowed ? plan.wallet.map((w) => ({ type: w.type, cardCode: w.cardCode, currency: w.currency, amountMinor: w.restoredMinor })) : [],
    ...(payLater ? { payLater } : {}),
    // What the card paid at the booking's own rate, as the Pay button said it — not the total less the wallet's lines.
    card: {
      currency: r.currency,
      paidMinor: r.cardPaidMinor,
      memberPaidMinor: toMember(r.cardPaidMinor, r.currency),
      refundMinor: r.refundMinor,
      refundIfCancelledMinor: cardRefundIfCancelledMinor,
    },
    nameCorrection: { open: rule.open, maxLetters: rule.maxLetters, firstName: String(lead?.firstName ?? ""), lastName: String(lead?.lastName ?? "") },
    dateChange: moved
      ? {
          open: move.open,
          until: move.until,
          reason: move.refusal?.reason ?? null,
          checkIn: moved.startsAt.toISOString().slice(0, 10),
          checkOut: moved.endsAt.toISOString().slice(0, 10),
        }
      : null,
    addBagsItemId: bags.open ? bags.itemId : null,
    seatsAtCheckIn: seatsAtCheckIn(r, now, afterBookingOf),
    flightChange: flightMove.open && flightMove.itemId !== null ? { itemId: flightMove.itemId, feeMinor: flightMove.feeMinor ?? 0 } : null,
    flightChangeClosed:
      flightMove.refusal?.reason === "NOT_CHANGEABLE" && flightMove.itemId !== null ? { itemId: flightMove.itemId, reason: "NOT_CHANGEABLE" } : null,
    changes: r.events.map((e) => ({ id: e.id, kind: e.kind, actor: e.actor, at: e.createdAt.toISOString(), data: (e.data ?? {}) as Record<string, unknown> })),
  };
}

/**
 * What each REDEEM entry covered of the order, in the order's currency, adding up to `walletAppliedMinor`: a card in
 * the order's currency covers what it paid; the rest is the cards in other currencies', shared by what they paid
 * (converted), the last taking the rounding.
 */
function walletCovered(
  entries: readonly { amountMinor: number; card: { currency: string } }[],
  currency: string,
  appliedMinor: number,
  toOrder: (minor: number, from: string) => number,
): number[] {
  const same = entries.reduce((s, e) => s + (e.card.currency === currency ? e.amountMinor : 0), 0);
  const foreign = entries
    .map((e, n) => ({ n, weight: e.card.currency === currency ? 0 : toOrder(e.amountMinor, e.card.currency) }))
    .filter((f) => f.weight > 0);
  const weights = foreign.reduce((s, f) => s + f.weight, 0);
  // An order that did not record what its wallet covered: the cards' converted amounts.
  const rest = appliedMinor > 0 ? Math.max(0, appliedMinor - same) : weights;
  const out = entries.map((e) => (e.card.currency === currency ? e.amountMinor : 0));
  let given = 0;
  foreign.forEach((f, i) => {
    const part = i === foreign.length - 1 ? rest - given : Math.floor((rest * f.weight) / weights);
    out[f.n] = part;
    given += part;
  });
  return out;
}

/** A car's picture, when the supplier gave one; flights, transfers and cruises have none of their own. */
function supplierPhoto(items: Row["items"]): string | null {
  for (const i of items) {
    const url = (i.details as { imageUrl?: unknown } | null)?.imageUrl;
    if (typeof url === "string" && url.startsWith("/")) return url;
  }
  return null;
}

type Named = { firstName?: unknown; lastName?: unknown; title?: unknown };

/** The travellers' names, in booking order, each once: the lead traveller, then every item's passengers or driver. */
function travellerNames(r: Row): string[] {
  const names: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== "object" || depth > 3) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
    const n = v as Named;
    if (typeof n.firstName === "string" && typeof n.lastName === "string") {
      const name = `${n.firstName} ${n.lastName}`.trim();
      if (name && !names.includes(name)) names.push(name);
      return;
    }
    Object.values(v).forEach((x) => visit(x, depth + 1));
  };
  visit(r.traveler, 0);
  for (const i of r.items) visit(i.travellers, 0);
  return names;
}

/** The signed-in member's own order (an agent acting for a client is that client here), or null: no one else's. */
export async function loadOwnTrip(reference: string, org: { id: number; timeZone: string }, userId: number): Promise<TripView | null> {
  const trip = await loadTrip(reference, org.id, org.timeZone);
  return trip && trip.userId === userId ? trip : null;
}
