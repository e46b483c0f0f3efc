/**
 * What a calendar is chosen for, and so which texts of the DatePicker catalogue group it reads: the dialog's title for
 * the first and the second day, the caption naming the first day the organisation takes (SPEC §9), and, for a stay, the
 * count of nights. A form is sent only its own kind's texts (calendar-messages.ts), keeping pages light.
 */
export const CALENDAR_KINDS = {
  stay: { first: "chooseCheckIn", second: "chooseCheckOut", earliest: "earliest", count: "nights" },
  activity: { first: "chooseActivityFrom", second: "chooseActivityUntil", earliest: "earliestActivity" },
  flight: { first: "chooseDeparture", second: "chooseReturn", earliest: "earliestDeparture" },
  rental: { first: "choosePickUp", second: "chooseDropOff", earliest: "earliestPickUp" },
  transfer: { first: "chooseTransferDate", earliest: "earliestTransfer" },
} as const satisfies Record<string, { first: string; second?: string; earliest: string; count?: string }>;

export type CalendarKind = keyof typeof CALENDAR_KINDS;

/** Texts every calendar reads, whatever it is for. */
export const CALENDAR_COMMON_KEYS = ["dates", "done", "close", "previousMonth", "nextMonth", "selected", "unavailable"] as const;

/** The DatePicker keys a calendar of this kind reads. */
export function calendarKeys(kind: CalendarKind): string[] {
  return [...CALENDAR_COMMON_KEYS, ...Object.values(CALENDAR_KINDS[kind])];
}
