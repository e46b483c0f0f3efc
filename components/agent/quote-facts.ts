import { getTranslations } from "@/lib/locale/translations";
import { itemPolicyText, stayPolicyText } from "@/components/orders/policy-text";
import type { QuoteView } from "@/lib/agent/quotes";
import { formatCalendarDay } from "@/lib/locale/format";
import { localeFormat, placeTimeText, UNKNOWN_ZONE } from "@/lib/orders/place-time";
import type { SupplierProduct } from "@/lib/orders/schemas";

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
export async function quoteDescriber(locale: string): Promise<(q: QuoteView) => QuoteFacts> {
  const [t, tc, tn] = await Promise.all([getTranslations("Agent"), getTranslations("Checkout"), getTranslations("Nav")]);
  const day = (iso: string) => formatCalendarDay(iso, locale);
  return describe;

  function describe(q: QuoteView): QuoteFacts {
    const when = q.checkIn === q.checkOut ? day(q.checkIn) : `${day(q.checkIn)} – ${day(q.checkOut)}`;
    if (!q.product || q.property) {
      return {
        name: q.property?.name ?? q.title,
        place: [q.property?.city, q.room].filter(Boolean).join(" · "),
        when,
        who: t("guests", { count: q.guests }),
        policy: q.property ? stayPolicyText(q.property, q.checkIn, day, tc) : null,
      };
    }
    return {
      name: q.title,
      place: tn(`products.${q.product as SupplierProduct}`),
      when,
      who: q.travellers.length ? t("travellers", { names: q.travellers.join(", ") }) : t("guests", { count: q.guests }),
      policy: q.terms ? itemPolicyText(q.terms, (iso) => placeTimeText(localeFormat(locale), iso, q.timeZone ?? UNKNOWN_ZONE), tc) : null,
    };
  }
}
