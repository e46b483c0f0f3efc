import { getLocale } from "next-intl/server";
import { getRequestContext } from "@/lib/http/page-context";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatCalendarDay, formatCalendarDays, formatDate, formatMoney } from "@/lib/locale/format";
import { formatClock, formatCount } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";

/**
 * How the reader's language writes a product's parts, for a server component: the separator between a line's parts
 * (`join` leaves out the empty ones), calendar days and ranges, a month, an instant on a place's clock (`at`, with its
 * zone named, as tickets and rental agreements say it), clock times, counts and amounts. One place, so a card, a
 * summary and a results page of any kind write the same fact the same way.
 */
export async function readerFormats(locale?: string) {
  const l = locale ?? (await getLocale());
  const sep = partSeparator(l);
  return {
    locale: l,
    sep,
    join: (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(sep),
    day: (iso: string) => formatCalendarDay(iso, l),
    days: (first: string, last: string) => formatCalendarDays(first, last, l),
    month: (yearMonth: string) => formatDate(`${yearMonth}-15T12:00:00Z`, l, "UTC", { month: "long", year: "numeric" }),
    date: (at: string, timeZone: string, options: Intl.DateTimeFormatOptions) => formatDate(at, l, timeZone, options),
    at: (at: string, timeZone: string) => placeTimeText(localeFormat(l), at, timeZone),
    clock: (iso: string) => formatClock(iso, l),
    count: (n: number) => formatCount(n, l),
    money: (minor: number, currency: string) => formatMoney(minor, currency, l),
  };
}

/** The page's amounts: any currency shown in the visitor's (converted at today's rate) and written in their language. */
export async function pageMoney() {
  const { locale, currency } = await getRequestContext();
  return moneyFormatter(locale, currency);
}

export type ReaderFormats = Awaited<ReturnType<typeof readerFormats>>;
