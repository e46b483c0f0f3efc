import { airportCityIn, airportCityKeys } from "@/lib/places/airport-city-names";
import { airportNameIn as ownNameIn, airportNameMatch, hasAirportName } from "@/lib/places/airport-names";
import { regionName } from "@/lib/places/names";
import { placeKey } from "@/lib/places/place-index";
import { countryCodeOf } from "./cars/airports.mjs";

/**
 * How an airport and its city read to a visitor and what they answer to, shared by the flight, car and transfer place
 * searches so "لندن" and "هيثرو" find Heathrow in each of them and each shows it as "مطار لندن هيثرو", "لندن، المملكة
 * المتحدة" in Arabic. The airports' names in other languages are the catalogue's (lib/places/airport-names.ts);
 * OpenFlights names them in English only.
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

/**
 * How the typed text names the airport or its city, whichever is closer (2 one starts with it, 1 it is words of one,
 * 0 neither): "هيثرو" and "مطار دبي" as well as "لندن".
 */
export function airportMatch(airport: { iata: string; name: string; city: string }, typed: string): 0 | 1 | 2 {
  return Math.max(cityMatch(airport.city, typed), airportNameMatch(airport.iata, airport.name, typed)) as 0 | 1 | 2;
}

type PlaceLike = { city: string; country: string; kind?: string; code?: string | null; name?: string };

/** An airport's name, city and country (English, as OpenFlights spells them) in the visitor's language. */
export function airportPlaceIn<T extends PlaceLike>(place: T, locale: string): T {
  const code = countryCodeOf(place.country);
  const own = place.kind === "airport" && place.code && place.name ? { name: ownNameIn(place.code, place.name, locale) } : {};
  return { ...place, ...own, city: airportCityIn(place.city, locale), country: code ? regionName(code, locale, place.country) : place.country };
}

/**
 * An airport as a flight's leg names it: its own name in the visitor's language where the catalogue has one ("مطار
 * لندن هيثرو"), else its city in that language with the airport's code ("Londres (LHR)"), else the supplier's name.
 */
export function airportNameIn(airport: { name: string; city: string; iata: string }, locale: string): string {
  if (hasAirportName(airport.iata, locale)) return ownNameIn(airport.iata, airport.name, locale);
  const city = airportCityIn(airport.city, locale);
  return city === airport.city ? airport.name : `${city} (${airport.iata})`;
}
