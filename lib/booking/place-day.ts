import { addDays, todayIn } from "@/lib/org/calendar";
import { localToInstant } from "@/lib/suppliers/wall-clock.mjs";

/**
 * An activity's day is the calendar day of its place: a tour at 09:30 in Auckland (UTC+13) is on that day there,
 * though it is still the day before in UTC; one at 20:00 in Honolulu (UTC−10) is on the day before the UTC one. Its
 * search, its slots listed for a date, its price, its booking and its cancellation deadline all count that day.
 */
export function placeDay(at: Date | string, timeZone: string): string {
  return todayIn(timeZone, new Date(at));
}

/**
 * The instants a run of a place's calendar days covers, `first` through `last` inclusive: from midnight there at the
 * start of `first` to midnight there at the end of `last` (a Prisma range, `lt` exclusive).
 */
export function placeDaysSpan(first: string, last: string, timeZone: string): { gte: Date; lt: Date } {
  return { gte: placeMidnight(first, timeZone), lt: placeMidnight(addDays(last, 1), timeZone) };
}

/** The instant a calendar day begins at a place. */
export function placeMidnight(day: string, timeZone: string): Date {
  return new Date(localToInstant(`${day}T00:00`, timeZone));
}
