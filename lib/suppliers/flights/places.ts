import { OPENFLIGHTS_AIRPORTS } from "../airport-list.mjs";
import { airportNameMatch } from "@/lib/places/airport-names";
import { airportPlaceIn, cityMatch } from "../airport-names";
import { CITY_CODES, airportsForCode, selectAirports, type InventoryAirport } from "./airports.mjs";

/** A place a traveller can fly from or to: an airport, or a city with several airports (LON, NYC …). */
export type Place = { code: string; kind: "airport" | "city"; name: string; city: string; country: string; airports: string[] };

let cache: { airports: InventoryAirport[]; places: Place[] } | null = null;

function load() {
  if (cache) return cache;
  const airports = selectAirports(OPENFLIGHTS_AIRPORTS);
  const cities: Place[] = Object.keys(CITY_CODES).flatMap((code) => {
    const members = airportsForCode(code, airports);
    const first = members[0];
    if (!first || members.length < 2) return [];
    return [{ code, kind: "city" as const, name: first.city, city: first.city, country: first.country, airports: members.map((a) => a.iata) }];
  });
  const places = [
    ...cities,
    ...airports.map((a) => ({ code: a.iata, kind: "airport" as const, name: a.name, city: a.city, country: a.country, airports: [a.iata] })),
  ];
  cache = { airports, places };
  return cache;
}

export function inventoryAirports(): InventoryAirport[] {
  return load().airports;
}

export function isKnownPlace(code: string): boolean {
  return load().places.some((p) => p.code === code.toUpperCase());
}

export function findPlace(code: string): Place | null {
  return load().places.find((p) => p.code === code.toUpperCase()) ?? null;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Places matching what a traveller typed, best first: an exact IATA code, then a city (named in any of the site's
 * languages: "لندن" finds London) or airport name (likewise: "مطار دبي" finds Dubai International) that starts with
 * it, then one that contains it or whose words it starts ("هيثرو", "heathrow london"), then the country. Accents and
 * case are ignored ("sao" finds São Paulo). The names, cities and countries come back in `locale`.
 */
export function suggestPlaces(query: string, locale = "en", limit = 8): Place[] {
  const q = fold(query.trim());
  if (!q) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of load().places) {
    const name = fold(place.name);
    const city = cityMatch(place.city, q);
    // An airport answers to its own name in every language the catalogue names it in.
    const own = place.kind === "airport" ? airportNameMatch(place.code, place.name, q) : 0;
    let score = 0;
    if (fold(place.code) === q) score = 100;
    else if (city === 2) score = 80;
    else if (name.startsWith(q) || own === 2) score = 70;
    else if (city === 1 || own === 1 || fold(place.city).includes(q) || name.includes(q)) score = 50;
    else if (fold(place.country).startsWith(q)) score = 30;
    if (score > 0) scored.push({ place, score: score + (place.kind === "city" ? 5 : 0) });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => placeIn(s.place, locale));
}

/** A place as a visitor reads it: its city (and a city's own name) and country in `locale`. */
export function placeIn(place: Place, locale: string): Place {
  const local = airportPlaceIn(place, locale);
  return place.kind === "city" ? { ...local, name: local.city } : local;
}

/** The search form's From/To as the page prefills it, or null for no or an unknown code. */
export function placeOption(code: string | undefined, locale: string) {
  const p = code ? findPlace(code) : null;
  if (!p) return null;
  const { kind, name, city, country } = placeIn(p, locale);
  return { code: p.code, kind, name, city, country };
}
