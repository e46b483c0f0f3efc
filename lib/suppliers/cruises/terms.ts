import type { CancellationTerms } from "@/lib/suppliers/seam";
import type { CruiseRefundSchedule } from "./types";

/**
 * The sandbox's cancellation rule, the usual shape of a cruise line's: the whole fare back until 90 days before
 * sailing, half of it from then until 15 days before, nothing in the last 14 days (nor once the ship has sailed).
 */
export const FULL_REFUND_DAYS = 90;
export const NO_REFUND_DAYS = 14;
export const PARTIAL_SHARE_BPS = 5_000;

const DAY_MS = 86_400_000;

export function refundSchedule(startsAt: string): CruiseRefundSchedule {
  const start = new Date(startsAt).getTime();
  return {
    fullUntil: new Date(start - FULL_REFUND_DAYS * DAY_MS).toISOString(),
    partialUntil: new Date(start - NO_REFUND_DAYS * DAY_MS).toISOString(),
    partialShareBps: PARTIAL_SHARE_BPS,
  };
}

/** The rule in the seam's terms: free until 90 days before, then half, nothing from 14 days before. */
export function cruiseTerms(startsAt: string): CancellationTerms {
  const s = refundSchedule(startsAt);
  return { refundable: true, freeUntil: s.fullUntil, afterShareBps: PARTIAL_SHARE_BPS, changeable: false, noRefundFrom: s.partialUntil };
}

/** Share of the fare refunded, in basis points, when cancelling at `now`. */
export function refundShareBps(startsAt: string, now: Date): number {
  const daysBefore = (new Date(startsAt).getTime() - now.getTime()) / DAY_MS;
  if (daysBefore >= FULL_REFUND_DAYS) return 10_000;
  if (daysBefore > NO_REFUND_DAYS) return PARTIAL_SHARE_BPS;
  return 0;
}

export function refundFor(totalMinor: number, startsAt: string, now: Date): number {
  return Math.floor((totalMinor * refundShareBps(startsAt, now)) / 10_000);
}
