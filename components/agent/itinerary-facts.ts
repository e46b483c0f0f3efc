import { describerWords } from "./describer-words";
import type { ItineraryItemView } from "@/lib/agent/quotes";
import { formatCalendarDays } from "@/lib/locale/format";
import type { NameGroup } from "@/lib/locale/catalogue-name";
import { itemTitle } from "@/lib/orders/item-title";
import { itemEndTimeZone } from "@/lib/orders/item-zone";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import type { SupplierProduct } from "@/lib/orders/schemas";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { catalogueStatement } from "@/lib/terms/of";
import { termsFor } from "@/lib/terms/terms-for";
import { termsText } from "@/lib/terms/words";
import { partSeparator } from "@/lib/locale/part-separator";
import { carExtrasSummary } from "@/lib/orders/car-extras-words";

export type ItineraryItemFacts = {
  id: number;
  /** The product in words: Stay, Flights, Cars … */
  what: string;
  title: string;
  /** A stay's calendar days; a supplier item's start and end, each on its own place's clock with the zone named. */
  when: string;
  who: string;
  /** The cancellation terms in words, from lib/terms. */
  policy: string;
  /** The extras chosen with a car, without their prices (the client is told one total), or null. */
  extras?: string | null;
};

/**
 * Describes an itinerary's items in the reader's language, for the client's link and My Quotes alike: facts, times
 * and terms only — never a price (the client sees one total; the agent's page adds the prices itself).
 */
export async function itineraryDescriber(locale: string, calendarZone: string, now = new Date()): Promise<(i: ItineraryItemView) => ItineraryItemFacts> {
  const { t, tn, words, rooms, guests, trip } = await describerWords(locale);
  const roomNames = rooms as unknown as NameGroup;
  const sep = partSeparator(locale);
  const format = localeFormat(locale);
  return (i) => {
    if (i.kind === "ACTIVITY") {
      return {
        id: i.id,
        what: tn("products.activities"),
        title: [i.title, i.city].filter(Boolean).join(sep),
        // Its start on the activity's own clock, the zone named, as the trip page will say it.
        when: placeTimeText(format, i.startsAt, i.timeZone),
        who: t("guests", { count: i.guests }),
        policy: termsText(termsFor({ kind: i.kind, terms: i.terms, startsAt: i.startsAt, details: i.details, timeZone: i.timeZone }, now, calendarZone), words),
      };
    }
    if (!i.product) {
      const terms = i.terms as { policy: string; freeCancelDays: number; timeZone?: string };
      return {
        id: i.id,
        what: t("stay"),
        // The property's own name, the room in the reader's language where the catalogue's names have it.
        title: [itemTitle(i, roomNames, sep), i.city].filter(Boolean).join(sep),
        when: formatCalendarDays(i.checkIn, i.checkOut, locale),
        who: guests(i.guests, i.childAges),
        policy: termsText(
          catalogueStatement(
            { cancellationPolicy: terms.policy, freeCancelDays: terms.freeCancelDays, timeZone: terms.timeZone },
            i.checkIn,
            now,
            calendarZone,
          ),
          words,
        ),
      };
    }
    const endZone = i.kind === "FLIGHT" ? (arrivalZone(i.details) ?? i.timeZone) : itemEndTimeZone({ kind: i.kind, details: i.details });
    return {
      id: i.id,
      what: tn(`products.${i.product as SupplierProduct}`),
      // A flight's route with its airports' cities in the reader's language; other supplier items as the supplier names them.
      title: itemTitle(i, roomNames, sep, locale),
      when: `${placeTimeText(format, i.startsAt, i.timeZone)} – ${placeTimeText(format, i.endsAt, endZone)}`,
      who: i.travellers.length ? t("travellers", { names: i.travellers.join(", ") }) : t("guests", { count: i.guests }),
      // No price is given to the engine (a share of it would tell the client the item's price before the markup); its
      // currency is, as the booked item will have it: a fare whose fee is in another states the supplier's share.
      policy: termsText(
        termsFor({ kind: i.kind, terms: i.terms, startsAt: i.startsAt, details: i.details, currency: i.currency, timeZone: i.timeZone }, now, calendarZone),
        words,
      ),
      extras: carExtrasSummary(trip, i.details, sep),
    };
  };
}

/** A flight ends where its last slice lands: its arrival is told on that airport's clock. */
function arrivalZone(details: unknown): string | null {
  return (details as FlightDetails | null)?.slices?.at(-1)?.segments?.at(-1)?.destination?.timeZone ?? null;
}
