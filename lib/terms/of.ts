import { PRODUCTS, productByCode } from "@/lib/products/codes";
import type { CancellationTerms } from "@/lib/suppliers/seam";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { UNKNOWN_ZONE } from "@/lib/orders/place-time";
import { termsFor } from "./terms-for";
import type { Statement } from "./types";

/**
 * The engine's statement for what is not booked yet — a catalogue stay or activity for a day (the results, the details
 * page, the checkout, an agent's quote), or a supplier's offer (the results, the checkout, a quote) — read exactly as
 * the booked item will be: the same terms are stored on the order item (lib/orders/book-stay.ts, place-order.ts).
 */
export function catalogueStatement(
  property: { cancellationPolicy: string; freeCancelDays: number; productCode?: string },
  startDay: string,
  now: Date,
  calendarZone: string,
): Statement {
  const id = property.productCode ? productByCode(property.productCode) : null;
  const kind = id ? PRODUCTS[id].kind : "STAY";
  return termsFor(
    { kind, terms: { policy: property.cancellationPolicy, freeCancelDays: property.freeCancelDays }, startsAt: `${startDay}T00:00:00.000Z` },
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

/**
 * The same statement for a page that knows the organisation's calendar day rather than the moment (the results): a
 * catalogue item's terms depend only on that day, so noon of it in UTC stands for any moment of it.
 */
export function catalogueStatementOn(property: Parameters<typeof catalogueStatement>[0], startDay: string, today: string): Statement {
  return catalogueStatement(property, startDay, new Date(`${today}T12:00:00.000Z`), "UTC");
}
