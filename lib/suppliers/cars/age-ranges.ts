import { addDays } from "@/lib/org/calendar";
import { ageOn, yearsBefore } from "@/lib/calendar/age";

/**
 * SPEC §3: "Age ranges: 18 to 25, 26 to 30, 31 to 40, 41 to 50, 51 to 60, above to 60". Rental companies price by the
 * driver's age, so each range is sent as its youngest age: the quote then covers every driver of the range (a
 * 25-year-old is never charged less than the quote said, and the young-driver charge of 18 to 25 always shows).
 */
export const AGE_RANGES = ["18-25", "26-30", "31-40", "41-50", "51-60", "over60"] as const;

export type AgeRange = (typeof AGE_RANGES)[number];

const BOUNDS: Record<AgeRange, { min: number; max: number }> = {
  "18-25": { min: 18, max: 25 },
  "26-30": { min: 26, max: 30 },
  "31-40": { min: 31, max: 40 },
  "41-50": { min: 41, max: 50 },
  "51-60": { min: 51, max: 60 },
  over60: { min: 61, max: 99 },
};

/** The default on the form: the range most drivers fall in, with no young-driver charge. */
export const DEFAULT_AGE_RANGE: AgeRange = "31-40";

export function isAgeRange(value: unknown): value is AgeRange {
  return typeof value === "string" && (AGE_RANGES as readonly string[]).includes(value);
}

/** The driver's age sent to the supplier for a range: its youngest. */
export function ageForRange(range: AgeRange): number {
  return BOUNDS[range].min;
}

export function ageBounds(range: AgeRange): { min: number; max: number } {
  return BOUNDS[range];
}

/** Whether a driver born on `dateOfBirth` is within the range on the pick-up day. */
export function dateOfBirthFits(range: AgeRange, dateOfBirth: string, pickupDate: string): boolean {
  const age = ageOn(dateOfBirth, pickupDate);
  return age >= BOUNDS[range].min && age <= BOUNDS[range].max;
}

/**
 * The dates of birth a driver of the range may have on the pick-up day: the oldest, the day after they would turn
 * max + 1; the youngest, turning min that day.
 */
export function dateOfBirthRange(range: AgeRange, pickupDate: string): { earliest: string; latest: string } {
  return { earliest: addDays(yearsBefore(pickupDate, BOUNDS[range].max + 1), 1), latest: yearsBefore(pickupDate, BOUNDS[range].min) };
}
