/**
 * Money and dates for display, through Intl so every language gets its own separators, digits and currency
 * placement. Pure and usable in server and client components alike.
 */
import { dateTimeFormat, numberFormat } from "./intl-cache";
import { directionOf } from "./locales";

/** ISO 4217 minor-unit exponent as Intl knows it (JPY 0, USD 2, KWD 3) — the client's stand-in for Currency.minorUnits. */
export function isoMinorUnits(currency: string): number {
  try {
    return numberFormat(`currency|${currency}`, "en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * `amountMinor` (integer minor units) of `currency` as the visitor reads it, e.g. 12345 USD in en-US → "$123.45",
 * in de-DE → "123,45 $". Pass `minorUnits` from the Currency table when it is at hand; Intl's ISO value otherwise.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string, minorUnits = isoMinorUnits(currency)): string {
  const format = numberFormat(`currency|${currency}|${minorUnits}`, locale, {
    style: "currency",
    currency,
    minimumFractionDigits: minorUnits,
    maximumFractionDigits: minorUnits,
  });
  // A double nearest to n / 10^k is closer to it than to any other k-decimal value, so Intl's rounding restores it.
  const amount = amountMinor / 10 ** minorUnits;
  if (directionOf(locale) === "ltr") return format.format(amount);
  // Right to left, a symbol of Latin letters and a sign ("US$", "CA$") is torn apart by the bidi algorithm: the "$"
  // after the letters takes the text's direction and shows as "$US". An isolate (LRI … PDI) keeps it one unit.
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join("");
}

/**
 * A calendar date in the organisation's time zone (a booking made at 23:30 in New York is on that day there, not on
 * the next UTC day). `options` may ask for more than the default medium date style. The calendar is Gregorian unless
 * `options.calendar` says otherwise — organisations' calendarType is "gregorian", and some ICU versions default ar-SA
 * to the Umm al-Qura calendar.
 */
export function formatDate(
  date: Date | string | number,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  return dateTimeFormat(locale, { calendar: "gregory", ...options, timeZone }).format(new Date(date));
}

/**
 * A calendar day stored as a date ("2026-12-19": a stay's check-in, an item's day), as that day whatever the time
 * zone: read and formatted in UTC, so an organisation west of UTC does not show it a day early.
 */
export function formatCalendarDay(isoDay: string, locale: string): string {
  return formatDate(`${isoDay}T00:00:00Z`, locale, "UTC");
}

/** A run of calendar days ("Dec 14, 2026 – Dec 16, 2026"; one day once), each as formatCalendarDay writes it. */
export function formatCalendarDays(first: string, last: string, locale: string): string {
  return first === last ? formatCalendarDay(first, locale) : `${formatCalendarDay(first, locale)} – ${formatCalendarDay(last, locale)}`;
}
