import type { CruiseRefundSchedule } from "@/lib/suppliers/cruises/types";

/** The usual shape of a cruise line's refund periods (the local stand-in's): all until 90 days before, half until 15. */
export function cruiseSchedule(startsAt: string): CruiseRefundSchedule {
  const start = Date.parse(startsAt);
  return {
    fullUntil: new Date(start - 90 * 86_400_000).toISOString(),
    partialUntil: new Date(start - 14 * 86_400_000).toISOString(),
    partialShareBps: 5_000,
  };
}
