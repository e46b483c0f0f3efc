import { addDays, todayIn } from "@/lib/org/calendar";
import type { Phase } from "./types";

/**
 * A catalogue stay's or activity's terms as stored on its order item (lib/orders/book-stay.ts): the property's policy
 * and, since issue #51, the zone of the property's place (`timeZone`), whose calendar its days are counted in — a
 * Tokyo hotel's last free day ends at midnight in Tokyo, not in the organisation's office. Terms stored before carry
 * no zone and keep the organisation's calendar, for every reader alike (the pages and the cancellation).
 */
export type CatalogueTerms = { policy: string; freeCancelDays: number; timeZone?: string };

export function isCatalogueTerms(t: unknown): t is CatalogueTerms {
  return typeof t === "object" && t !== null && "policy" in t && "freeCancelDays" in t;
}

const HALF = 5_000;

/** The terms a property's stay or activity is sold and booked under: its policy, and its place's zone when known. */
export function catalogueTerms(property: { cancellationPolicy: string; freeCancelDays: number; timeZone?: string | null }): CatalogueTerms {
  const { cancellationPolicy: policy, freeCancelDays, timeZone } = property;
  return timeZone ? { policy, freeCancelDays, timeZone } : { policy, freeCancelDays };
}

/** The zone whose calendar a catalogue item's days are judged in: its place's, else the organisation's. */
export function catalogueZone(t: CatalogueTerms, calendarZone: string): string {
  return typeof t.timeZone === "string" && t.timeZone ? t.timeZone : calendarZone;
}

/**
 * The day a catalogue item starts on, in its place's calendar: a stay's check-in is a date, stored as that date's UTC
 * midnight; an activity starts at an instant, on the date it is at its place (an Auckland tour at 09:30 on the 15th is
 * on the 15th, though the 14th in UTC). An activity's terms stored without a zone keep the UTC date, as they were read.
 */
export function catalogueStartDay(item: { kind: string; terms: CatalogueTerms; startsAt: Date | string }): string {
  const at = new Date(item.startsAt);
  const zone = item.terms.timeZone;
  return item.kind === "ACTIVITY" && typeof zone === "string" && zone ? todayIn(zone, at) : at.toISOString().slice(0, 10);
}

/**
 * A property's policy for a stay or an activity starting on `startDay` (YYYY-MM-DD):
 *   - FREE_CANCELLATION: everything back through the last free day — the day before check-in minus freeCancelDays —
 *     then half until check-in;
 *   - PARTIAL_REFUND: half until check-in;
 *   - NON_REFUNDABLE: nothing.
 * Days are calendar days of the property's place (catalogueZone), as the cancellation judges them.
 */
export function catalogueSchedule(t: CatalogueTerms, startDay: string): Phase[] {
  if (t.policy === "NON_REFUNDABLE") return [{ refund: { kind: "none" }, until: null }];
  const half: Phase = { refund: { kind: "share", bps: HALF }, until: null };
  if (t.policy !== "FREE_CANCELLATION") return [half];
  return [{ refund: { kind: "all" }, until: { day: lastFreeDay(t, startDay) } }, half];
}

/** The last day a FREE_CANCELLATION booking is cancelled for everything (inclusive). */
export function lastFreeDay(t: CatalogueTerms, startDay: string): string {
  return addDays(startDay, -t.freeCancelDays - 1);
}
