import { type Sailing } from "./sailings.mjs";
import type { SailingQuery, LengthBand } from "./types.mjs";

/** How far ahead the timetable is searched when no month is asked: a year from the earliest departure. */
export declare const MONTHS_AHEAD = 12;

export declare function lengthBandOf(nights: number): LengthBand;

/** The sailings a query names, by departure: its region (or its port's), its month or the year ahead, its filters. */
export declare function sailingsFor(query: SailingQuery, today: string): Sailing[];
