/** Types of lib/suppliers/flights/sandbox-inventory.mjs. */
export type RawAirport = { iata: string | null; name: string; city: string; country: string; latitude: number; longitude: number; tz: string | null };
export type RawAirline = { iata: string; name: string; active: string };
export type InventoryAirport = { iata: string; name: string; city: string; country: string; lat: number; lon: number; tz: string };
export type InventoryAirline = { iata: string; hub: string; name: string };
export type Cabin = "economy" | "premium_economy" | "business" | "first";
export type Group = { adults: number; children: number; infants: number };
export type ScheduledSegment = {
  from: InventoryAirport;
  to: InventoryAirport;
  departUtc: number;
  arriveUtc: number;
  carrier: InventoryAirline;
  flightNumber: string;
  minutes: number;
};
export type ScheduledFlight = {
  key: string;
  airline: InventoryAirline;
  segments: ScheduledSegment[];
  seats: number;
  adultFareUsdCents: number;
  fare: "light" | "flex";
};
type Inventory = { airports: InventoryAirport[]; airlines: InventoryAirline[] };

export const AIRPORT_CODES: readonly string[];
export const CITY_CODES: Readonly<Record<string, readonly string[]>>;
export const AIRLINES: readonly { iata: string; hub: string }[];
export const CABINS: readonly Cabin[];
export const SOLD_OUT_DAY: number;
export const SHORTEST_FLIGHT_KM: number;
export const LONG_HAUL_KM: number;
export function minimumConnectionMinutes(inboundKm: number, outboundKm: number): number;
export const PRICE_CHANGE_DAY: number;
export const PRICE_CHANGE_FACTOR: number;
export function selectAirports(raw: readonly RawAirport[]): InventoryAirport[];
export function selectAirlines(raw: readonly RawAirline[]): InventoryAirline[];
export function airportsForCode(code: string, airports: readonly InventoryAirport[]): InventoryAirport[];
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number;
export function offsetMinutes(timeZone: string, instantMs: number): number;
export function localToInstant(local: string, timeZone: string): number;
export function instantToLocal(instantMs: number, timeZone: string): string;
export function scheduleFor(query: { origin: string; destination: string; date: string; cabin: Cabin }, inventory: Inventory): ScheduledFlight[];
export function fareFor(flight: ScheduledFlight, group: Group): { baseCents: number; taxCents: number };
export function dayOfMonth(date: string): number;
