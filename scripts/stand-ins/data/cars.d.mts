/** Types of scripts/stand-ins/data/cars.mjs. */
export type Point = { latitude: number; longitude: number };
export type Company = { code: string; name: string; factor: number; mileageKmPerDay: number | null; access: string };
export type CarClass = {
  code: string;
  size: number;
  name: string;
  category: string;
  type: string;
  transmission: "manual" | "automatic";
  fuel: string;
  seats: number;
  large: number;
  small: number;
  dailyMinor: number;
  adult: boolean;
};
export type SandboxSearch = {
  pickup: Point;
  dropoff: Point;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  driverAge: number;
  radiusKm?: number;
  dropoffRadiusKm?: number;
};
export type SandboxDesk = { id: string | null; kind: "airport" | "rail_station" | "city" | null; name?: string };
export type SandboxExtra = { code: string; name: string; dailyMinor: number; capMinor: number; maxQuantity: number };
export type SandboxRate = {
  company: Company;
  car: CarClass;
  desk: SandboxDesk;
  dropoffDesk: SandboxDesk | null;
  fleetKey: string;
  remaining: number;
  days: number;
  currency: string;
  dailyMinor: number;
  rentalMinor: number;
  youngDriverMinor: number;
  oneWayMinor: number;
  baseMinor: number;
  taxesMinor: number;
  totalMinor: number;
  mileage: { type: "unlimited" } | { type: "limited"; unit: "kilometres"; limit: number; excessMinor: number };
  fuelPolicy: "full_to_full" | "same_to_same" | "pre_purchase";
  depositMinor: number;
  extras: SandboxExtra[];
};

export const SANDBOX_CURRENCY: string;
export const SOLD_OUT_MINUTE: number;
export const PRICE_CHANGE_MINUTE: number;
export const PRICE_CHANGE_PERCENT: number;
export const YOUNG_DRIVER_MAX_AGE: number;
export const YOUNG_DRIVER_DAILY_MINOR: number;
export const YOUNG_DRIVER_CAP_MINOR: number;
export const COMPANIES: readonly Company[];
export const CAR_CLASSES: readonly CarClass[];
export function seedOf(text: string): number;
export function random(seed: number): () => number;
export function placeKey(point: Point): string;
export function distanceKm(a: Point, b: Point): number;
export function rentalDays(dates: { pickupDate: string; pickupTime: string; dropoffDate: string; dropoffTime: string }): number;
export function lengthFactor(days: number): number;
export function youngDriverChargeMinor(age: number, days: number): number;
export function oneWayFeeMinor(km: number): number;
export function desksNear(point: Point, radiusKm: number): import("./car-locations.mjs").CarDesk[];
export function desksFor(point: Point, radiusKm?: number): SandboxDesk[];
export function availableRates(search: SandboxSearch, booked?: (fleetKey: string) => number): SandboxRate[];
export function quoteRate(
  search: SandboxSearch,
  companyCode: string,
  carCode: string,
  booked?: (fleetKey: string) => number,
  deskId?: string | null,
): { status: "SOLD_OUT" } | { status: "AVAILABLE"; rate: SandboxRate };
export function createFleetLedger(): { booked(fleetKey: string): number; take(fleetKey: string): void; release(fleetKey: string): void };
