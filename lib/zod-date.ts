import { realIsoDay } from "@/lib/org/calendar";
import { zText } from "@/lib/zod-text";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether "YYYY-MM-DD" names a day the calendar has (2027-02-30 and 2027-99-99 have the shape but not the day). */
export function isRealDay(day: string): boolean {
  return realIsoDay(day) !== undefined;
}

export const REAL_DATE = "Use a real date";

/**
 * A calendar day as the forms and the API send it, "YYYY-MM-DD", refused with a field message when its shape is wrong
 * (`format`, the field's own example) or when no such day exists — such a day used to reach `new Date()` as an
 * invalid date and the database as a 500.
 */
export function zIsoDate(format = "Use a date like 2027-01-31", params?: Parameters<typeof zText>[0]) {
  return zText(params).regex(DAY, { error: format, abort: true }).refine(isRealDay, REAL_DATE);
}
