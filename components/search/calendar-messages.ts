import { getMessages } from "next-intl/server";
import { calendarKeys, type CalendarKind } from "./calendar-kinds";
import type { CalendarMessages } from "./date-range-field";

/** The texts of a calendar of this kind in the visitor's language, handed by a server component to its date field. */
export async function calendarMessages(kind: CalendarKind = "stay"): Promise<CalendarMessages> {
  const group = (await getMessages()).DatePicker as CalendarMessages;
  return Object.fromEntries(calendarKeys(kind).map((key) => [key, group[key]!]));
}
