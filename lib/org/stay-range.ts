import { addDays } from "./calendar";

/**
 * Days being chosen on a calendar: a stay's check-in then check-out, a round trip's departure then return, a rental's
 * pick-up then drop-off, or one day alone (ISO days, YYYY-MM-DD).
 */
export type StayRange = { from?: string; to?: string };

export type StayRules = {
  /** SPEC §9: today plus the organisation's minCheckinDays (minCheckinDate in ./calendar.ts). */
  minDate: string;
  /** The longest range a search accepts (a stay's MAX_NIGHTS of lib/booking/search-input.ts, a rental's days), if any. */
  maxNights?: number;
  /** The last day a search takes, where it has one (packages and flights: about a year ahead). */
  maxDate?: string;
  /**
   * The shortest range in nights: a stay has at least one (the default); a round trip or a car rental may end on the
   * day it starts (0), the times deciding.
   */
  minNights?: number;
};

/** Nights between two ISO days. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const outside = (day: string, rules: StayRules) => day < rules.minDate || (rules.maxDate !== undefined && day > rules.maxDate);

/**
 * A day tapped on the calendar, as the big booking sites treat it: the first tap is the check-in, the next later day
 * the check-out; a tap before the shortest stay's end, after a complete stay, or past the longest stay starts again
 * from that day. Days before the minimum check-in date, or after the last day a search takes, are not taken at all.
 */
export function pickDay(range: StayRange, day: string, rules: StayRules): StayRange {
  if (outside(day, rules)) return range;
  const nights = range.from ? nightsBetween(range.from, day) : -1;
  if (!range.from || range.to || nights < (rules.minNights ?? 1) || nights > (rules.maxNights ?? Infinity)) return { from: day };
  return { from: range.from, to: day };
}

/** A day tapped on a one-day calendar (a one-way flight, a transfer): any day the search takes. */
export function pickOneDay(range: StayRange, day: string, rules: StayRules): StayRange {
  return outside(day, rules) ? range : { from: day };
}

/**
 * The range a form submits once the calendar closes: a start alone gets one night (or, when that would pass the last
 * day a search takes and a range may end on its first day, ends on that last day).
 */
export function completeRange(range: StayRange, rules?: Pick<StayRules, "maxDate" | "minNights">): Required<StayRange> | null {
  if (!range.from) return null;
  if (range.to) return { from: range.from, to: range.to };
  const next = addDays(range.from, Math.max(1, rules?.minNights ?? 1));
  return { from: range.from, to: rules?.maxDate && next > rules.maxDate && rules.minNights === 0 ? rules.maxDate : next };
}

/** An ISO day as the calendar's local midnight, and back (the date picker works in the browser's time zone). */
export function isoToLocal(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function localToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
