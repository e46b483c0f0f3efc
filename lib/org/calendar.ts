import { dateTimeFormat } from "@/lib/locale/intl-cache";

/**
 * Today's date in a time zone, as YYYY-MM-DD. Every member's call asks it (a search's earliest check-in, each trip's
 * cancellability) and formatToParts is a few per cent of such a call, so the answer is kept per zone for the UTC
 * minute it was asked in: every zone's offset is a whole number of minutes, so a zone's date only changes on a minute
 * boundary and the kept answer is exact for any instant of that minute, earlier or later calls alike.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = todayByZone.get(timeZone);
  if (kept?.minute === minute) return kept.date;
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${get("year")}-${get("month")}-${get("day")}`;
  if (todayByZone.size >= MAX_KEPT_ZONES) todayByZone.clear();
  todayByZone.set(timeZone, { minute, date });
  return date;
}

/** Zones come from the organisations' settings; the bound only keeps a stray caller from growing the map. */
const MAX_KEPT_ZONES = 200;
const todayByZone = new Map<string, { minute: number; date: string }>();

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** SPEC §9: minimum check-in date = today plus the configured minCheckinDays (today in the org's time zone). */
export function minCheckinDate(org: { minCheckinDays: number; timeZone: string }, now: Date = new Date()): string {
  return addDays(todayIn(org.timeZone, now), Math.max(0, org.minCheckinDays));
}

/** SPEC §9: the week starts on Sunday (0) unless configured. */
export function weekdayOrder(weekStart: number): number[] {
  const start = ((weekStart % 7) + 7) % 7;
  return Array.from({ length: 7 }, (_, i) => (start + i) % 7);
}

/** The name of the organisation's first weekday in a language (1 January 2023 was a Sunday, so day 1 + weekStart). */
export function weekStartName(locale: string, weekStart: number): string {
  return dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2023, 0, 1 + (((weekStart % 7) + 7) % 7))));
}

/** A YYYY-MM-DD naming a real day, or undefined: what a date field can show of a date from a mistyped or hostile link. */
export function realIsoDay(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : undefined;
}
