import type { Prisma } from "@/lib/generated/prisma/client";
import { todayIn } from "@/lib/org/calendar";
import type { CancellationTerms as SupplierTerms } from "@/lib/suppliers/seam";
import { lastFreeCancelDay } from "@/lib/booking/refund-policy";
import { isCatalogueTerms } from "./item-terms";

/**
 * The cancellation policy of an order item as a traveller reads it: until when cancelling is free, then what share
 * comes back, until the item starts. It says in words what ./item-terms.ts computes on the day of a cancellation:
 *   - a catalogue stay or activity (lib/booking/refund-policy.ts): FREE_CANCELLATION gives everything while today is
 *     before check-in minus freeCancelDays in the org's calendar — so the last free day is the day before that — and
 *     half after it; PARTIAL_REFUND half; NON_REFUNDABLE nothing;
 *   - a supplier item: everything before `freeUntil` (an instant), then `afterShareBps`, nothing from `noRefundFrom`.
 */

/**
 * A last free calendar day (inclusive, in the org's calendar) or an instant (exclusive); an instant carries the zone of
 * the item's place when it is known, to be told on that clock (./place-time.ts).
 */
export type Deadline = { day: string } | { at: string; timeZone?: string };

export type ItemPolicy = {
  kind: "FREE" | "PARTIAL" | "NON_REFUNDABLE";
  freeUntil: Deadline | null;
  /** The share refunded after the free period (or from booking when there is none), in basis points. */
  afterShareBps: number;
  noRefundFrom: Deadline | null;
};

const HALF_BPS = 5_000;

export function itemPolicy(item: { terms: Prisma.JsonValue; startsAt: Date }): ItemPolicy {
  const t = item.terms;
  if (isCatalogueTerms(t)) {
    if (t.policy === "NON_REFUNDABLE") return { kind: "NON_REFUNDABLE", freeUntil: null, afterShareBps: 0, noRefundFrom: null };
    if (t.policy !== "FREE_CANCELLATION") return { kind: "PARTIAL", freeUntil: null, afterShareBps: HALF_BPS, noRefundFrom: null };
    const checkIn = item.startsAt.toISOString().slice(0, 10);
    return {
      kind: "FREE",
      freeUntil: { day: lastFreeCancelDay({ cancellationPolicy: t.policy, freeCancelDays: t.freeCancelDays }, checkIn) },
      afterShareBps: HALF_BPS,
      noRefundFrom: null,
    };
  }
  const s = t as unknown as SupplierTerms;
  const share = Math.max(0, Math.min(10_000, s.afterShareBps ?? 0));
  const noRefundFrom = s.noRefundFrom ? { at: s.noRefundFrom } : null;
  if (s.freeUntil) return { kind: "FREE", freeUntil: { at: s.freeUntil }, afterShareBps: share, noRefundFrom };
  if (share > 0) return { kind: "PARTIAL", freeUntil: null, afterShareBps: share, noRefundFrom };
  return { kind: "NON_REFUNDABLE", freeUntil: null, afterShareBps: 0, noRefundFrom: null };
}

/** The deadline's calendar day in `timeZone` (an instant's own day there; an exclusive instant's last whole day is the day it falls on). */
function dayOf(d: Deadline, timeZone: string): string {
  return "day" in d ? d.day : todayIn(timeZone, new Date(d.at));
}

/**
 * The whole order's free cancellation deadline: an order is refunded in full only while every item is, so it is the
 * earliest of the items' deadlines — none when any item has no free period.
 */
export function orderFreeUntil(policies: readonly ItemPolicy[], timeZone: string): Deadline | null {
  if (policies.length === 0 || policies.some((p) => !p.freeUntil)) return null;
  return policies
    .map((p) => p.freeUntil!)
    .reduce((a, b) => {
      const da = dayOf(a, timeZone);
      const db = dayOf(b, timeZone);
      if (da !== db) return da < db ? a : b;
      // Same day: an instant is earlier than the day's end.
      return "at" in a ? a : b;
    });
}

/** Whether a deadline is still ahead: a day until its end in the org's calendar, an instant until that instant. */
export function isAhead(d: Deadline, now: Date, timeZone: string): boolean {
  return "day" in d ? todayIn(timeZone, now) <= d.day : now < new Date(d.at);
}
