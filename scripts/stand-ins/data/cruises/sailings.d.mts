import { type CabinCategory, type CruiseLine, type Ship } from "./fleet.mjs";
import { type Port, type Region } from "./ports.mjs";
import type { CabinFacts, ItineraryDay } from "./types.mjs";

/**
 * The sandbox's timetable: every sailing is worked out from its region, month and number alone (a seeded random
 * stream per sailing), so the same search lists the same sailings, itineraries and fares on every run and every web
 * process. Each region sails SAILINGS_PER_MONTH times a month in its season. What changes — cabins sold, fares moved
 * — lives in the inventory (inventory.mjs).
 */
export declare const SAILINGS_PER_MONTH = 12;

/** Months (1–12) each region sails: the Caribbean all year, Alaska and the north in summer, Asia outside the monsoon. */
export declare const SEASONS: Record<Region, readonly number[]>;

export declare const CURRENCY = "USD";

export type CabinOffer = CabinFacts & {
  pricePerPersonMinor: number;
  stock: number;
};

export type Sailing = {
  id: string;
  region: Region;
  seq: number;
  line: CruiseLine;
  ship: Ship;
  nights: number;
  departurePort: Port;
  arrivalPort: Port;
  departureDate: string;
  arrivalDate: string;
  itinerary: ItineraryDay[];
  international: boolean;
  cabins: Record<CabinCategory, CabinOffer>;
  taxesPerPersonMinor: number;
  portFeesPerPersonMinor: number;
  startsAt: string;
  endsAt: string;
};

export declare const MONTH: RegExp;

export declare function sailingId(region: Region, month: string, seq: number): string;

export declare function inSeason(region: Region, month: string): boolean;

/** Every sailing of a region departing in a month (YYYY-MM), by departure date; none out of season. */
export declare function sailingsIn(region: Region, month: string): Sailing[];

export declare function sailingById(id: string): Sailing | undefined;

export declare function isRegion(value: string): value is Region;
