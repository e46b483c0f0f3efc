/** Types of scripts/stand-ins/data/transfers.mjs. */
export type SandboxVehicle = {
  key: "shuttle" | "sedan" | "van" | "luxury";
  transferType: "SHARED" | "PRIVATE";
  code: string;
  category: string;
  description: string;
  seats: number;
  bags: number;
  perPassenger: boolean;
  baseMinor: number;
  perKmMinor: number;
  capacity: number;
  freeHours: number;
  afterShareBps: number;
};

export type SandboxRequest = {
  airport: { iata: string; lat: number; lng: number };
  /** `key` names the place for the seeds (a hotel's name and address, or the free address). */
  place: { key: string; lat?: number | null; lng?: number | null };
  date: string;
  time: string;
  passengers: number;
  luggage: number;
};

export type SandboxPrice = { currency: string; baseMinor: number; taxesMinor: number; totalMinor: number };
export type SandboxRide = { vehicle: SandboxVehicle; distanceKm: number; minutes: number; price: SandboxPrice };

export const ROAD_FACTOR: number;
export const TAX_BPS: number;
export const NIGHT_SURCHARGE_BPS: number;
export const VEHICLES: readonly SandboxVehicle[];
export type SandboxOperator = { code: string; name: string };
export const OPERATORS: { shuttle: readonly SandboxOperator[]; chauffeur: readonly SandboxOperator[] };
export function operatorFor(airportIata: string, vehicle: SandboxVehicle): SandboxOperator;
export function vehicleByCode(code: string, category: string): SandboxVehicle | null;
export function hash32(text: string): number;
export function roadDistanceKm(airport: SandboxRequest["airport"], place: SandboxRequest["place"]): number;
export function rideMinutes(vehicle: SandboxVehicle, km: number): number;
export function fits(vehicle: SandboxVehicle, passengers: number, luggage: number): boolean;
export function unitsNeeded(vehicle: SandboxVehicle, passengers: number): number;
export function slotKey(request: Pick<SandboxRequest, "airport" | "place" | "date">, vehicle: SandboxVehicle): string;
export function ridePrice(vehicle: SandboxVehicle, request: SandboxRequest, km: number, bumpBps?: number): SandboxPrice;
export function sandboxRides(request: SandboxRequest, used?: (slotKey: string) => number, bumpBps?: number): SandboxRide[];
