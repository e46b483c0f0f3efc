import { addDays } from "./calendar";

/** A stay being chosen on the calendar: check-in first, then check-out (ISO days, YYYY-MM-DD). */
export type StayRange = { from?: string; to?: string };

export type StayRules = {
  /** SPEC §9: today plus the organisation's minCheckinDays (minCheckinDate in ./calendar.ts). */
  minDate: string;
  /** The longest stay a search accepts (MAX_NIGHTS of lib/booking/search-input.ts). */
  maxNights: number;
  /** The last day a search takes, where it has one (packages: a year ahead). */
  maxDate?: string;
};

/** Nights between two ISO days. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A day tapped on the calendar, as the big booking sites treat it: the first tap is the check-in, the next later day
 * the check-out; a tap on or before the check-in, after a complete stay, or past the longest stay starts again from
 * that day. Days before the minimum check-in date, or after the last day a search takes, are not taken at all.
 */
export function pickDay(range: StayRange, day: string, rules: StayRules): StayRange {
  if (day < rules.minDate || (rules.maxDate && day > rules.maxDate)) return range;
  if (!range.from || range.to || day <= range.from || nightsBetween(range.from, day) > rules.maxNights) return { from: day };
  return { from: range.from, to: day };
}

/** The stay a form submits once the calendar closes: a check-in alone gets one night. */
export function completeRange(range: StayRange): Required<StayRange> | null {
  if (!range.from) return null;
  return { from: range.from, to: range.to ?? addDays(range.from, 1) };
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
