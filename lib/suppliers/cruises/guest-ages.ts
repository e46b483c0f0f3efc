/** Whole years from `dateOfBirth` to `day` (both YYYY-MM-DD): a guest's age on the day of sailing. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day `months` after an ISO day (negative: before), the month's last day when it has no such day. */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The birth dates that make a guest `age` on `sailingDay`, and at least `minAgeMonths` old then. */
export function birthRangeForAge(sailingDay: string, age: number, minAgeMonths = 0): { min: string; max: string } {
  const max = monthsAfter(sailingDay, -12 * age);
  const youngest = monthsAfter(sailingDay, -minAgeMonths);
  return { min: dayAfter(monthsAfter(sailingDay, -12 * (age + 1))), max: youngest < max ? youngest : max };
}
