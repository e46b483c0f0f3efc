import { db } from "@/lib/db";
import { CITY_NAMES, catalogueSlugsNamed } from "@/lib/places/city-names";
import { nameIn, regionName } from "@/lib/places/names";
import { airportMatch, airportPlaceIn } from "../airport-names";
import { airportByCode, searchAirports, type Airport } from "./airports.mjs";
import type { CarPlace } from "./types";

/** A reference the search URL may carry: "airport:" and an IATA code, or "city:" and a destination's slug. */
export const PLACE_REF = /^(airport:[A-Za-z]{3}|city:[a-z0-9-]{1,60})$/;

function fromAirport(a: Airport): CarPlace {
  return {
    ref: `airport:${a.iata}`,
    kind: "airport",
    name: a.name,
    code: a.iata,
    city: a.city,
    country: a.country,
    latitude: a.latitude,
    longitude: a.longitude,
    timeZone: a.tz || "UTC",
  };
}

type DestinationRow = { slug: string; name: string; countryCode: string; latitude: number; longitude: number; timeZone: string };

function fromDestination(d: DestinationRow, locale = "en"): CarPlace {
  return {
    ref: `city:${d.slug}`,
    kind: "city",
    name: d.name,
    code: null,
    city: d.name,
    country: regionName(d.countryCode, locale),
    latitude: d.latitude,
    longitude: d.longitude,
    timeZone: d.timeZone,
  };
}

const DESTINATION_FIELDS = { slug: true, name: true, countryCode: true, latitude: true, longitude: true, timeZone: true } as const;

/** The place a search reference names, or null when there is none. */
export async function findCarPlace(ref: string): Promise<CarPlace | null> {
  if (!PLACE_REF.test(ref)) return null;
  const [kind, key] = ref.split(":") as [string, string];
  if (kind === "airport") {
    const a = airportByCode(key);
    return a ? fromAirport(a) : null;
  }
  const d = await db.destination.findUnique({ where: { slug: key }, select: DESTINATION_FIELDS });
  return d ? fromDestination(d) : null;
}

/**
 * Pick-up suggestions for what a visitor typed, in any of the site's languages: the site's cities first, then
 * airports, with the cities and countries named in `locale`.
 */
export async function suggestCarPlaces(query: string, locale = "en", limit = 8): Promise<CarPlace[]> {
  const q = query.trim();
  if (q.length < 2) return [];
  const cities = await db.destination.findMany({
    where: { OR: [{ name: { contains: q, mode: "insensitive" } }, { slug: { in: catalogueSlugsNamed(q) } }] },
    select: DESTINATION_FIELDS,
    orderBy: { name: "asc" },
    take: 3,
  });
  const airports = searchAirports(q, limit - cities.length, (city, typed, a) => airportMatch({ iata: a.iata, name: a.name, city }, typed));
  return [
    ...cities.map((d) => fromDestination({ ...d, name: nameIn({ en: d.name, ...CITY_NAMES[d.slug] }, locale) }, locale)),
    ...airports.map((a) => airportPlaceIn(fromAirport(a), locale)),
  ];
}
