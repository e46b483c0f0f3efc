import { PRODUCTS, productByCode } from "@/lib/products/codes";
import type { CancellationTerms } from "@/lib/suppliers/seam";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { UNKNOWN_ZONE } from "@/lib/orders/place-time";
import { placeMidnight } from "@/lib/booking/place-day";
import { catalogueTerms } from "./catalogue";
import { termsFor } from "./terms-for";
import type { Statement } from "./types";

/**
 * The engine's statement for what is not booked yet — a catalogue stay or activity (the results, the details page, the
 * checkout, an agent's quote), or a supplier's offer (the results, the checkout, a quote) — read exactly as the booked
 * item will be: the same terms, with its place's zone, are stored on the order item (lib/orders/book-stay.ts,
 * place-order.ts).
 *
 * `start`: a stay's check-in day (YYYY-MM-DD); an activity's slot start (an ISO instant), or the day of its place it
 * is on when no slot is chosen yet.
 */
export function catalogueStatement(
  /** `timeZone`: the zone of the property's place (its destination's), whose calendar its days are counted in. */
  property: { cancellationPolicy: string; freeCancelDays: number; productCode?: string; timeZone?: string | null },
  start: string,
  now: Date,
  calendarZone: string,
): Statement {
  const id = property.productCode ? productByCode(property.productCode) : null;
  const kind = id ? PRODUCTS[id].kind : "STAY";
  return termsFor({ kind, terms: catalogueTerms(property), startsAt: catalogueStart(kind, start, property.timeZone) }, now, calendarZone);
}

/** The start as a booked item stores it: a stay's day at UTC midnight; an activity's instant (a bare day: its first moment at the place). */
function catalogueStart(kind: string, start: string, timeZone: string | null | undefined): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return new Date(start).toISOString();
  return kind === "ACTIVITY" && timeZone ? placeMidnight(start, timeZone).toISOString() : `${start}T00:00:00.000Z`;
}

/** `calendarZone` only matters for catalogue terms: a supplier's deadlines are instants. */
export function offerStatement(
  offer: { kind: string; terms: CancellationTerms; startsAt: string; details: unknown; price?: { currency: string } },
  now: Date,
  calendarZone = UNKNOWN_ZONE,
): Statement {
  return termsFor({ ...offer, currency: offer.price?.currency, timeZone: itemTimeZone(offer) }, now, calendarZone);
}
