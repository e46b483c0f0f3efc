import { createTranslator, type Locale } from "next-intl";
import { dateTimeFormat } from "@/lib/locale/intl-cache";
import { nightsBetween } from "@/lib/org/stay-range";

/** The DatePicker texts of one kind of calendar (calendar-messages.ts), sent by the server component of the form. */
export type CalendarMessages = Record<string, string>;

export type CalendarTranslator = (key: string, values?: Record<string, string | number>) => string;

/** What the dates button shows: each day as words, and the nights between them when a stay counts them. */
export type DateRangeTexts = { from: string; to?: string; nights?: string };

export function calendarTranslator(locale: Locale, messages: CalendarMessages): CalendarTranslator {
  return createTranslator({ locale, messages: { DatePicker: messages }, namespace: "DatePicker" }) as unknown as CalendarTranslator;
}

function dayText(locale: string, iso: string | undefined): string {
  const date = new Date(`${iso}T12:00:00Z`);
  // A day from a mistyped link is shown as typed; the search then says what to fix.
  if (Number.isNaN(date.getTime())) return iso ?? "";
  return dateTimeFormat(locale, { calendar: "gregory", weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(date);
}

/**
 * The dates button's texts. The same function runs on the server, whose result the field shows until the visitor
 * picks other days, so hydrating a form makes no date formatter and parses no message in the browser.
 */
export function dateRangeTexts({
  locale,
  t,
  from,
  to,
  single,
  countNights,
}: {
  locale: Locale;
  /** Asked only when there are nights to count. */
  t: CalendarTranslator;
  from?: string;
  to?: string;
  single: boolean;
  countNights: boolean;
}): DateRangeTexts {
  if (single) return { from: dayText(locale, from) };
  // A stay from a link may be back to front; the search then says what to fix.
  const nights = from && to ? nightsBetween(from, to) : 0;
  return {
    from: dayText(locale, from),
    to: dayText(locale, to),
    nights: countNights && nights > 0 ? t("nights", { count: nights }) : undefined,
  };
}
