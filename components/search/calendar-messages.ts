import { getLocale, getMessages } from "next-intl/server";
import { calendarKeys, type CalendarKind } from "./calendar-kinds";
import { calendarTranslator, dateRangeTexts, type CalendarMessages, type DateRangeTexts } from "./date-range-texts";

/** The texts of a calendar of this kind in the visitor's language, handed by a server component to its date field. */
export async function calendarMessages(kind: CalendarKind = "stay"): Promise<CalendarMessages> {
  const group = (await getMessages()).DatePicker as CalendarMessages;
  return Object.fromEntries(calendarKeys(kind).map((key) => [key, group[key]!]));
}

/** A stay field's button texts for the days it opens with, formatted here so the browser need not (DateRangeField's `texts`). */
export async function stayRangeTexts(messages: CalendarMessages, range: { from: string; to: string }, countNights: boolean): Promise<DateRangeTexts> {
  const locale = await getLocale();
  return dateRangeTexts({ locale, t: calendarTranslator(locale, messages), ...range, single: false, countNights });
}
