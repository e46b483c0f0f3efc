import type { createFormatter } from "next-intl";
import { dateTimeFormat } from "@/lib/locale/intl-cache";

/**
 * The one way the site writes a time at a place: a tour's start, a car's pick-up, a transfer's meeting, a sailing, a
 * free-cancellation deadline. The rule: a time is the wall clock of the place where it happens (the activity's
 * destination, the car desk, the airport, the port), never the organisation's or the reader's zone, and the zone is
 * named beside it ("Mon, Dec 14, 2026, 10:00 AM Western European Time"), because a reader in New York looking at a
 * Lisbon tour cannot tell which clock a bare "10:00" is on. Intl names the zone in the reader's language and digits.
 */

/** What writing a date needs: next-intl's formatter is one; `localeFormat` makes one from a locale alone. */
export type DateFormatter = Pick<ReturnType<typeof createFormatter>, "dateTime">;
// next-intl's option type predates "longGeneric"; it hands the options to Intl.DateTimeFormat as they are.
type Options = NonNullable<Parameters<DateFormatter["dateTime"]>[2]>;

/** A date with its time, in the Gregorian calendar whatever the locale's default (the trip texts share it). */
export const MOMENT = { calendar: "gregory", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" } as const;
// "Western European Time", "Eastern Time", "توقيت غرب أوروبا": the zone in words, the same all year round.
const AT_PLACE = { ...MOMENT, timeZoneName: "longGeneric" } as const;

/** Where no place says its zone: named as UTC, so the text is still true and says which clock it is on. */
export const UNKNOWN_ZONE = "UTC";

/** A time at a place: its local date and time there, with the zone named. */
export function placeTimeText(format: DateFormatter, at: string | Date, timeZone: string): string {
  const when = new Date(at);
  try {
    return format.dateTime(when, { ...AT_PLACE, timeZone } as Options);
  } catch {
    // A zone Intl does not know (a supplier's typo) is said in UTC rather than failing the page or the e-mail.
    return format.dateTime(when, { ...AT_PLACE, timeZone: UNKNOWN_ZONE } as Options);
  }
}

/** A formatter for code that has a locale but no next-intl formatter (checkout pages, the trip lists' cards). */
export function localeFormat(locale: string): DateFormatter {
  const dateTime = (value: Date | number, options?: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, options ?? {}).format(value);
  return { dateTime } as DateFormatter;
}
