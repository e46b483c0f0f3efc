import { db } from "@/lib/db";
import { inventoryAirports } from "@/lib/suppliers/flights/places";
import { CITY_CODES, airportsForCode, distanceKm } from "@/lib/suppliers/flights/airports.mjs";

/** An airport farther than this from a city's centre does not serve it (Reykjavík–Keflavík is 40 km). */
export const MAX_AIRPORT_KM = 80;

/** A catalogue destination a package flies to: the code flights search (a city's code when it has several airports). */
export type PackageDestination = { id: number; slug: string; name: string; countryCode: string; airportCode: string; airports: string[] };

/** The code flights are searched to for a point: the nearest airport's city code when that city has several, else the airport. */
export function airportServing(point: { lat: number; lon: number }): { code: string; airports: string[] } | null {
  const airports = inventoryAirports();
  let best: { iata: string; km: number } | null = null;
  for (const a of airports) {
    const km = distanceKm(point, a);
    if (km <= MAX_AIRPORT_KM && (!best || km < best.km)) best = { iata: a.iata, km };
  }
  if (!best) return null;
  const nearest = best.iata;
  for (const code of Object.keys(CITY_CODES)) {
    const members = airportsForCode(code, airports).map((a) => a.iata);
    if (members.length > 1 && members.includes(nearest)) return { code, airports: members };
  }
  return { code: nearest, airports: [nearest] };
}

/** The catalogue's destinations that have an airport, by name: the places a package can go. */
export async function packageDestinations(): Promise<PackageDestination[]> {
  const rows = await db.destination.findMany({
    select: { id: true, slug: true, name: true, countryCode: true, latitude: true, longitude: true },
    orderBy: { name: "asc" },
  });
  return rows.flatMap((d) => {
    const airport = airportServing({ lat: d.latitude, lon: d.longitude });
    return airport ? [{ id: d.id, slug: d.slug, name: d.name, countryCode: d.countryCode, airportCode: airport.code, airports: airport.airports }] : [];
  });
}
