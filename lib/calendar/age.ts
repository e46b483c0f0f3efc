/**
 * Ages and birthdays on calendar days (YYYY-MM-DD), as airlines, car-hire desks and cruise lines count them: whole
 * years on the day of travel, and a birthday that has not come yet that year not counted.
 */

/** Whole years from `dateOfBirth` to `day`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day `months` after `day` (negative: before); the month's last day when it has no such day (29 February). */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The same day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  return monthsAfter(day, -12 * years);
}
