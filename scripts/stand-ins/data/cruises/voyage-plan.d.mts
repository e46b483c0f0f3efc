import { type Port, type Region } from "./ports.mjs";

/**
 * A sailing's route and clock: which ports it calls at, how many nights each leg takes and when the ship leaves and
 * arrives, so that every leg is sailed at a cruise ship's speed over the sea lanes. A short hop is an overnight leg
 * with a late departure; a long one gets sea days; a leg no night can fit (Kotor to Dubrovnik, 45 miles) is never
 * planned. All choices come from the sailing's own seeded stream, so a sailing is the same everywhere.
 */
/** The average between two calls stays inside a ship's 15–22 knots, with a little room at each end. */
export declare const SLOWEST_KNOTS = 14.5;

export declare const FASTEST_KNOTS = 21.5;

export type LegPlan = {
  from: Port;
  to: Port;
  km: number;
  nights: number;
  leave: string;
  arrive: string;
};

/**
 * The legs of a sailing of `nights` nights from `home` to `end`, or null when no draw fits (the caller draws another
 * length). About one call for every night and a half, as cruise lines plan, more or fewer when the distances ask.
 */
export declare function planVoyage(region: Region, home: Port, end: Port, nights: number, departureDate: string, rnd: () => number): LegPlan[] | null;
