import { getMessages } from "next-intl/server";
import type { CalendarMessages } from "./date-range-field";

/** The calendar's texts in the visitor's language, handed by a server component to its date-range field. */
export async function calendarMessages(): Promise<CalendarMessages> {
  return (await getMessages()).DatePicker as CalendarMessages;
}
