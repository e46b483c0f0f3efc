/** Types of lib/suppliers/flights/airports.mjs. */
export type RawAirport = { iata: string | null; name: string; city: string; country: string; latitude: number; longitude: number; tz: string | null };
export type InventoryAirport = { iata: string; name: string; city: string; country: string; lat: number; lon: number; tz: string };

export const AIRPORT_CODES: readonly string[];
export const CITY_CODES: Readonly<Record<string, readonly string[]>>;
export function selectAirports(raw: readonly RawAirport[]): InventoryAirport[];
export function airportsForCode(code: string, airports: readonly InventoryAirport[]): InventoryAirport[];
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number;
