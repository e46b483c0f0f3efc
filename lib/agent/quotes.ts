import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { hashToken } from "@/lib/auth/tokens";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { propertyPhotos } from "@/lib/booking/pictures";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import type { SupplierProduct } from "@/lib/orders/schemas";
import { PRODUCTS, type ItemKind } from "@/lib/products/codes";
import type { CancellationTerms } from "@/lib/suppliers/seam";
import { getClientOrThrow } from "./clients";
import { effectiveQuoteStatus, quoteExpiresAt, quotePrice, type QuoteState } from "./quote-price";
import type { CreateQuoteInput } from "./schemas";
import { travellerNames } from "./traveller-names";
import { itemTimeZone } from "@/lib/orders/item-zone";
import type { CatalogueTitle } from "@/lib/orders/item-title";

export type QuoteView = {
  id: number;
  status: QuoteState;
  /** STAY for a catalogue room; the supplier item's kind otherwise. */
  kind: ItemKind;
  /** The supplier product (flight, cars …) of a supplier quote; null for a stay. */
  product: string | null;
  /** What is quoted in one line: the property, or the supplier's offer ("London (LHR) → New York (JFK)"). */
  title: string;
  client: { id: number; firstName: string; lastName: string; email: string };
  /** A stay's property, with its first photo and its cancellation policy (the deadline counts back from check-in). */
  property: { id: number; name: string; city: string; image: string; cancellationPolicy: string; freeCancelDays: number; timeZone: string } | null;
  room: string | null;
  checkIn: string;
  checkOut: string;
  /** A supplier item's start and end instants; null for a stay. */
  startsAt: string | null;
  endsAt: string | null;
  guests: number;
  /** A stay's children's ages (`guests` counts them too). */
  childAges: number[];
  /** The travellers' names the agent entered (supplier quotes). */
  travellers: string[];
  terms: CancellationTerms | null;
  /** A supplier item's facts (a flight's fare conditions carry its refund fee); null for a stay. */
  details: unknown;
  /** The zone of the place a supplier item starts at (lib/orders/item-zone.ts): its deadlines are told on that clock. */
  timeZone: string | null;
  currency: string;
  baseMinor: number;
  markupMinor: number;
  totalMinor: number;
  expiresAt: string;
  reservationReference: string | null;
  createdAt: string;
  /** An itinerary: several items priced together (lib/agent/itinerary); a single quote's is empty. */
  itinerary: boolean;
  items: ItineraryItemView[];
};

/** One item of an itinerary, with the client's price before the agent's markup (the agent's view only). */
export type ItineraryItemView = {
  id: number;
  kind: ItemKind;
  product: string | null;
  title: string;
  city: string | null;
  checkIn: string;
  checkOut: string;
  startsAt: string;
  endsAt: string;
  guests: number;
  childAges: number[];
  travellers: string[];
  /** A supplier item's terms, or a catalogue stay's policy (lib/terms reads both). */
  terms: unknown;
  details: unknown;
  timeZone: string;
  priceMinor: number;
  /** The currency the item is priced and will be booked in: a fare's fee in another keeps the supplier's share (lib/terms/flight.ts). */
  currency: string;
  /** A catalogue stay's property and room, whose title is made in the reader's language (lib/orders/item-title.ts). */
  catalogue: CatalogueTitle | null;
};

export const QUOTE_INCLUDE = {
  client: { select: { id: true, firstName: true, lastName: true, email: true } },
  property: {
    select: {
      id: true,
      name: true,
      city: true,
      productCode: true,
      images: true,
      cancellationPolicy: true,
      freeCancelDays: true,
      destination: { select: { timeZone: true } },
    },
  },
  roomType: { select: { name: true } },
  reservation: { select: { reference: true } },
  // A stay's property and room, named in the reader's language when shown (lib/orders/item-title.ts).
  items: { orderBy: { startsAt: "asc" }, include: { property: { select: { name: true } }, roomType: { select: { name: true } } } },
} as const;

type Row = Awaited<ReturnType<typeof findQuote>>;
async function findQuote(where: { id?: number; tokenHash?: string; agentId?: number; orgId?: number }) {
  return db.quote.findFirst({ where, include: QUOTE_INCLUDE });
}

function view(q: NonNullable<Row>): QuoteView {
  const product = q.product as SupplierProduct | null;
  return {
    id: q.id,
    status: effectiveQuoteStatus(q.status, q.expiresAt),
    kind: product ? PRODUCTS[product].kind : "STAY",
    product,
    title: q.title ?? q.property?.name ?? "",
    client: q.client,
    property: q.property && {
      id: q.property.id,
      name: q.property.name,
      city: q.property.city,
      image: propertyPhotos(q.property)[0]!,
      cancellationPolicy: q.property.cancellationPolicy,
      freeCancelDays: q.property.freeCancelDays,
      // Its place's zone, whose calendar the stay's deadline days are (as its booking will store: lib/orders/book-stay.ts).
      timeZone: q.property.destination?.timeZone ?? "UTC",
    },
    room: q.roomType?.name ?? null,
    checkIn: q.checkIn.toISOString().slice(0, 10),
    checkOut: q.checkOut.toISOString().slice(0, 10),
    startsAt: q.startsAt?.toISOString() ?? null,
    endsAt: q.endsAt?.toISOString() ?? null,
    guests: q.guests,
    childAges: q.childAges,
    travellers: travellerNames(q.travellers),
    terms: (q.terms as CancellationTerms | null) ?? null,
    details: q.details ?? null,
    timeZone: product && q.details ? itemTimeZone({ kind: PRODUCTS[product].kind, details: q.details }) : null,
    currency: q.currency,
    baseMinor: q.baseMinor,
    markupMinor: q.markupMinor,
    totalMinor: q.totalMinor,
    expiresAt: q.expiresAt.toISOString(),
    reservationReference: q.reservation?.reference ?? null,
    createdAt: q.createdAt.toISOString(),
    itinerary: q.markupBps !== null,
    items: [...q.items].sort(tripOrder).map((i) => ({
      id: i.id,
      kind: i.kind,
      product: i.product,
      title: i.title,
      city: (i.details as { city?: string } | null)?.city ?? null,
      checkIn: i.checkIn.toISOString().slice(0, 10),
      checkOut: i.checkOut.toISOString().slice(0, 10),
      startsAt: i.startsAt.toISOString(),
      endsAt: i.endsAt.toISOString(),
      guests: i.guests,
      childAges: i.childAges,
      travellers: travellerNames(i.travellers),
      terms: i.terms,
      details: i.details,
      timeZone: itemTimeZone({ kind: i.kind, details: i.details }),
      priceMinor: i.totalMinor,
      currency: i.currency,
      catalogue: i.kind === "STAY" && i.property && i.roomType ? { property: i.property.name, room: i.roomType.name } : null,
    })),
  };
}

/**
 * An itinerary's items in the order the trip happens: by day, a stay after what else starts that day (check-in is in
 * the afternoon, after the flight lands), then by start.
 */
function tripOrder(a: { kind: string; checkIn: Date; startsAt: Date }, b: { kind: string; checkIn: Date; startsAt: Date }): number {
  return a.checkIn.getTime() - b.checkIn.getTime() || Number(a.kind === "STAY") - Number(b.kind === "STAY") || a.startsAt.getTime() - b.startsAt.getTime();
}

/**
 * Builds a quote for one of the agent's clients from a catalogue room: today's price for the client for those
 * dates, plus the agent's markup; the total is held until the quote expires. Saved as a draft.
 */
export async function createQuote(agent: { id: number }, org: OrgConfig, input: CreateQuoteInput): Promise<QuoteView> {
  const client = await getClientOrThrow(agent.id, input.clientId);
  if (input.checkIn < minCheckinDate(org)) {
    throw new AppError("VALIDATION_FAILED", `The earliest check-in date is ${minCheckinDate(org)}`, {
      fields: [{ path: "checkIn", message: `The earliest check-in date is ${minCheckinDate(org)}` }],
    });
  }
  const stay = await loadStayQuote({
    propertyId: input.propertyId,
    roomTypeId: input.roomTypeId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    rooms: 1,
    guests: input.guests,
    childAges: input.childAges,
    memberPricing: await memberPricingFor(client.id),
  });
  if (!orgSellsProductCode(org.eligibleProducts, stay.property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
  if (stay.availableRooms < 1) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for these dates.");
  const price = quotePrice(stay.quote.totalMinor, input.markupPercent);
  const row = await db.quote.create({
    data: {
      orgId: org.id,
      agentId: agent.id,
      clientId: client.id,
      propertyId: input.propertyId,
      roomTypeId: input.roomTypeId,
      checkIn: new Date(`${input.checkIn}T00:00:00Z`),
      checkOut: new Date(`${input.checkOut}T00:00:00Z`),
      guests: input.guests,
      childAges: input.childAges,
      currency: stay.quote.currency,
      ...price,
      tokenHash: hashToken(randomBytes(32).toString("base64url")),
      status: "DRAFT",
      expiresAt: quoteExpiresAt(input.validDays),
    },
    include: QUOTE_INCLUDE,
  });
  return view(row);
}

export async function listQuotes(agentId: number, orgId: number): Promise<QuoteView[]> {
  const rows = await db.quote.findMany({ where: { agentId, orgId }, include: QUOTE_INCLUDE, orderBy: { id: "desc" }, take: 200 });
  return rows.map(view);
}

export async function getAgentQuoteOrThrow(agentId: number, orgId: number, id: number) {
  const row = await db.quote.findFirst({ where: { id, agentId, orgId }, include: QUOTE_INCLUDE });
  if (!row) throw new AppError("NOT_FOUND", "Quote not found.");
  return row;
}

/**
 * Sends the quote: a fresh link (older links stop working) on the organisation's own domain, so it carries the
 * partner's branding, e-mailed to the client and handed back to the agent to share.
 */
export async function sendQuote(agentId: number, org: OrgConfig, id: number, origin: string): Promise<{ link: string; quote: QuoteView }> {
  const row = await getAgentQuoteOrThrow(agentId, org.id, id);
  const status = effectiveQuoteStatus(row.status, row.expiresAt);
  if (status === "BOOKED" || status === "EXPIRED")
    throw new AppError("CONFLICT", status === "BOOKED" ? "This quote is already booked." : "This quote has expired.");
  if (row.markupBps !== null && row.items.length === 0) throw new AppError("CONFLICT", "Add at least one item to this itinerary before sending it.");
  const key = randomBytes(32).toString("base64url");
  const link = `${origin}/quote?key=${key}`;
  // An itinerary's e-mail names its items, never their prices or the markup: the link shows the one total.
  const what =
    row.markupBps !== null
      ? `an itinerary of ${row.items.length} items`
      : row.property
        ? `${row.property.name} (${row.roomType?.name ?? ""})`
        : (row.title ?? "");
  const mailId = await db.$transaction(async (tx) => {
    const done = await tx.quote.updateMany({ where: { id, status: { in: ["DRAFT", "SENT"] } }, data: { tokenHash: hashToken(key), status: "SENT" } });
    if (done.count !== 1) throw new AppError("CONFLICT", "This quote is already booked.");
    return queueEmail(tx, {
      orgId: org.id,
      to: row.client.email,
      subject: row.markupBps !== null ? `${org.name}: your travel itinerary` : `${org.name}: your travel quote for ${row.property?.name ?? row.title ?? ""}`,
      text: `Hello ${row.client.firstName},\n\nYour agent prepared a quote for ${what}, ${row.checkIn.toISOString().slice(0, 10)} to ${row.checkOut.toISOString().slice(0, 10)}.\n${row.items.map((i) => `- ${i.title}\n`).join("")}The price is held until ${row.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\nOpen it and book in one click:\n${link}`,
    });
  });
  await deliverQueued(mailId);
  return { link, quote: view((await findQuote({ id }))!) };
}

/** The quote behind a client's link, only on the organisation that issued it. */
export async function getQuoteByKey(key: string, orgId: number) {
  if (!key || key.length > 200) return null;
  return findQuote({ tokenHash: hashToken(key), orgId });
}

export function quoteView(row: NonNullable<Row>): QuoteView {
  return view(row);
}
