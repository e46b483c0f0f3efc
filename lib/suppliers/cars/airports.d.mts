/** Types of lib/suppliers/cars/airports.mjs. */
export type Airport = {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  tz: string;
};
export function airportByCode(code: string): Airport | null;
export function searchAirports(query: string, limit?: number, cityMatch?: (city: string, q: string, airport: Airport) => 0 | 1 | 2): Airport[];
export function nearestAirport(point: { latitude: number; longitude: number }): { airport: Airport; km: number } | null;
export function countryCodeOf(name: string): string | null;
