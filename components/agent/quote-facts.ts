import { describerWords } from "./describer-words";
import { catalogueStatement } from "@/lib/terms/of";
import { termsFor } from "@/lib/terms/terms-for";
import { termsText } from "@/lib/terms/words";
import type { QuoteView } from "@/lib/agent/quotes";
import { formatCalendarDays } from "@/lib/locale/format";
import { UNKNOWN_ZONE } from "@/lib/orders/place-time";
import type { SupplierProduct } from "@/lib/orders/schemas";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { partSeparator } from "@/lib/locale/part-separator";

export type QuoteFacts = {
  /** The property, or the supplier's offer in one line. */
  name: string;
  /** The stay's city and room, or the product (Flights, Cars …). */
  place: string;
  /** The first and last day (one day for an item that starts and ends on it). */
  when: string;
  /** The guests, or the travellers' names. */
  who: string;
  /** The cancellation terms in words: a supplier item's own, or the stay's property's with its deadline. */
  policy: string | null;
};

/**
 * Describes quotes in the visitor's language, for My Quotes and the client's link: stays and supplier items alike.
 * Answers a function so a list translates once.
 */
export async function quoteDescriber(locale: string, calendarZone: string, now = new Date()): Promise<(q: QuoteView) => QuoteFacts> {
  const { t, tn, words, rooms, guests } = await describerWords(locale);
  return describe;

  function describe(q: QuoteView): QuoteFacts {
    const when = formatCalendarDays(q.checkIn, q.checkOut, locale);
    if (!q.product || q.property) {
      return {
        name: q.property?.name ?? q.title,
        place: [q.property?.city, q.room && catalogueName(rooms as unknown as NameGroup, q.room)].filter(Boolean).join(partSeparator(locale)),
        when,
        who: guests(q.guests, q.childAges),
        policy: q.property ? termsText(catalogueStatement(q.property, q.checkIn, now, calendarZone), words) : null,
      };
    }
    return {
      name: q.title,
      place: tn(`products.${q.product as SupplierProduct}`),
      when,
      who: q.travellers.length ? t("travellers", { names: q.travellers.join(", ") }) : t("guests", { count: q.guests }),
      policy:
        q.terms && q.startsAt
          ? termsText(
              termsFor(
                { kind: q.kind, terms: q.terms, startsAt: q.startsAt, details: q.details, currency: q.currency, timeZone: q.timeZone ?? UNKNOWN_ZONE },
                now,
                calendarZone,
              ),
              words,
            )
          : null,
    };
  }
}
