import { PRODUCTS, productByCode } from "@/lib/products/codes";
import type { CancellationTerms } from "@/lib/suppliers/seam";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { UNKNOWN_ZONE } from "@/lib/orders/place-time";
import { catalogueTerms } from "./catalogue";
import { termsFor } from "./terms-for";
import type { Statement } from "./types";

/**
 * The engine's statement for what is not booked yet — a catalogue stay or activity for a day (the results, the details
 * page, the checkout, an agent's quote), or a supplier's offer (the results, the checkout, a quote) — read exactly as
 * the booked item will be: the same terms are stored on the order item (lib/orders/book-stay.ts, place-order.ts).
 */
export function catalogueStatement(
  /** `timeZone`: the zone of the property's place (its destination's), whose calendar its days are counted in. */
  property: { cancellationPolicy: string; freeCancelDays: number; productCode?: string; timeZone?: string | null },
  startDay: string,
  now: Date,
  calendarZone: string,
): Statement {
  const id = property.productCode ? productByCode(property.productCode) : null;
  const kind = id ? PRODUCTS[id].kind : "STAY";
  return termsFor(
    // A stay's days are its place's (as booked: lib/orders/book-stay.ts); an activity's keep the organisation's.
    { kind, terms: catalogueTerms(kind === "STAY" ? property : { ...property, timeZone: null }), startsAt: `${startDay}T00:00:00.000Z` },
    now,
    calendarZone,
  );
}

/** `calendarZone` only matters for catalogue terms: a supplier's deadlines are instants. */
export function offerStatement(
  offer: { kind: string; terms: CancellationTerms; startsAt: string; details: unknown; price?: { currency: string } },
  now: Date,
  calendarZone = UNKNOWN_ZONE,
): Statement {
  return termsFor({ ...offer, currency: offer.price?.currency, timeZone: itemTimeZone(offer) }, now, calendarZone);
}
