import { airportCityIn, airportCityKeys } from "@/lib/places/airport-city-names";
import { regionName } from "@/lib/places/names";
import { placeKey } from "@/lib/places/place-index";
import { countryCodeOf } from "./cars/airports.mjs";

/**
 * How an airport's city reads to a visitor and what it answers to, shared by the flight, car and transfer place
 * searches so "لندن" finds Heathrow in each of them and each shows it as "لندن، المملكة المتحدة" in Arabic. The
 * airport's own name stays the supplier's (OpenFlights names airports in English only).
 */

/**
 * How the typed text names the city in any of its spellings: 2 one starts with it, 1 one holds it as a word, 0 none.
 * Compared as placeKey folds both (case, accents, Arabic diacritics, dashes).
 */
export function cityMatch(city: string, typed: string): 0 | 1 | 2 {
  const q = placeKey(typed);
  if (!q) return 0;
  const keys = airportCityKeys(city);
  if (keys.some((k) => k.startsWith(q))) return 2;
  return keys.some((k) => k.includes(` ${q}`)) ? 1 : 0;
}

/** An airport's city and country (English, as OpenFlights spells them) in the visitor's language. */
export function airportPlaceIn<T extends { city: string; country: string }>(place: T, locale: string): T {
  const code = countryCodeOf(place.country);
  return { ...place, city: airportCityIn(place.city, locale), country: code ? regionName(code, locale, place.country) : place.country };
}

/**
 * An airport as a flight's leg names it: the supplier's own name (English: OpenFlights has no other) where the
 * visitor's language has no name of its own for the airport's city, else that city in the visitor's language with the
 * airport's code ("لندن (LHR)" rather than "London Heathrow" on an Arabic page).
 */
export function airportNameIn(airport: { name: string; city: string; iata: string }, locale: string): string {
  const city = airportCityIn(airport.city, locale);
  return city === airport.city ? airport.name : `${city} (${airport.iata})`;
}
