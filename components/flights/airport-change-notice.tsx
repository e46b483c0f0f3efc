import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { airportChanges } from "@/lib/suppliers/flights/airport-changes";
import type { AirportRef, FlightSlice } from "@/lib/suppliers/flights/types";

/** The airport's code, with its city (in the reader's language) when the other airport is in another city ("JFK"; "Newark EWR" beside "London LHR"). */
const named = (airport: AirportRef, other: AirportRef, locale: string) =>
  airport.city === other.city ? airport.iata : `${airportCityIn(airport.city, locale)} ${airport.iata}`;

/**
 * The warning a return trip needs when it does not come back the way it went (lib/suppliers/flights/airport-changes.ts):
 * "Returns to JFK, not LGA". Shown on the result card, at checkout and on the trip; nothing for any other itinerary.
 */
export async function AirportChangeNotice({ slices }: { slices: readonly Pick<FlightSlice, "origin" | "destination">[] }) {
  const changes = airportChanges(slices);
  if (changes.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations("Flights.card"), getLocale()]);
  return (
    <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="airport-change">
      {changes.map((c) => (
        <li key={c.kind} data-kind={c.kind}>
          <span aria-hidden>⚠ </span>
          {t(c.kind, { actual: named(c.actual, c.expected, locale), expected: named(c.expected, c.actual, locale) })}
        </li>
      ))}
    </ul>
  );
}
