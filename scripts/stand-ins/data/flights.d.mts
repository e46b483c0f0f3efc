/** Types of scripts/stand-ins/data/flights.mjs. */
import type { InventoryAirport, RawAirport } from "../../../lib/suppliers/flights/airports.mjs";
import type { Cabin } from "../../../lib/suppliers/flights/cabins";

export type { InventoryAirport, RawAirport, Cabin };
export { AIRPORT_CODES, CITY_CODES, airportsForCode, distanceKm, selectAirports } from "../../../lib/suppliers/flights/airports.mjs";
export { instantToLocal, localToInstant, offsetMinutes } from "../../../lib/suppliers/wall-clock.mjs";
export type RawAirline = { iata: string; name: string; active: string };
export type InventoryAirline = { iata: string; hub: string; name: string };
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
  brands: FareBrand[];
};
export type FareBrand = "basic" | "light" | "standard" | "flex";
export const FARE_BRANDS: Record<
  FareBrand,
  { name: string; code: string; factor: number; checked: number | null; changeFeeCents: number | null; refundPenaltyShare: number | null }
>;
type Inventory = { airports: InventoryAirport[]; airlines: InventoryAirline[] };

export const AIRLINES: readonly { iata: string; hub: string }[];
export const CABINS: readonly Cabin[];
export const SOLD_OUT_DAY: number;
export const SHORTEST_FLIGHT_KM: number;
export const LONG_HAUL_KM: number;
export function minimumConnectionMinutes(inboundKm: number, outboundKm: number): number;
export const PRICE_CHANGE_DAY: number;
export const PRICE_CHANGE_FACTOR: number;
export function selectAirlines(raw: readonly RawAirline[]): InventoryAirline[];
export function scheduleFor(query: { origin: string; destination: string; date: string; cabin: Cabin }, inventory: Inventory): ScheduledFlight[];
export function fareFor(flight: ScheduledFlight, group: Group, brand?: FareBrand): { baseCents: number; taxCents: number };
export function dayOfMonth(date: string): number;
