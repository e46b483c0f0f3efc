import { addDays } from "@/lib/org/calendar";
import type { Phase } from "./types";

/** A catalogue stay's or activity's terms as stored on its order item (lib/orders/book-stay.ts). */
export type CatalogueTerms = { policy: string; freeCancelDays: number };

export function isCatalogueTerms(t: unknown): t is CatalogueTerms {
  return typeof t === "object" && t !== null && "policy" in t && "freeCancelDays" in t;
}

const HALF = 5_000;

/**
 * A property's policy for a stay or an activity starting on `startDay` (YYYY-MM-DD):
 *   - FREE_CANCELLATION: everything back through the last free day — the day before check-in minus freeCancelDays —
 *     then half until check-in;
 *   - PARTIAL_REFUND: half until check-in;
 *   - NON_REFUNDABLE: nothing.
 * Days are the organisation's calendar days, as the cancellation judges them.
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
