import { getTranslations } from "@/lib/locale/translations";
import { termsWords } from "@/lib/terms/page-words";
import { guestsWords, type PartyT } from "@/lib/booking/party-words";
import type { TripT } from "@/lib/orders/trip-words";

/**
 * What quotes and itinerary items are described with (./quote-facts.ts, ./itinerary-facts.ts): the agent's and the
 * products' texts, the terms' words, the room names, and a stay's guests — with each child's age where the agent gave
 * them, as the trip page will say them once booked ("2 adults, 1 child (age 4)"), else the count ("3 guests").
 */
export async function describerWords(locale: string) {
  const [t, tn, words, rooms, trip] = await Promise.all([
    getTranslations("Agent"),
    getTranslations("Nav"),
    termsWords(locale),
    getTranslations("Rooms"),
    getTranslations("Trip"),
  ]);
  const party: PartyT = (key, values) => trip(`party.${key}`, values);
  const guests = (count: number, childAges: readonly number[]) => guestsWords(party, (n) => t("guests", { count: n }), locale, count, childAges);
  return { t, tn, words, rooms, guests, trip: trip as unknown as TripT };
}
