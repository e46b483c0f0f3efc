import type { Prisma } from "@/lib/generated/prisma/client";
import { cancellationTerms, NO_REFUND, type CancellationTerms, type RefundShare } from "@/lib/booking/refund-policy";
import type { CancellationTerms as SupplierTerms } from "@/lib/suppliers/seam";

type StoredItem = { terms: Prisma.JsonValue; startsAt: Date; totalMinor: number };

export function isCatalogueTerms(t: unknown): t is { policy: string; freeCancelDays: number } {
  return typeof t === "object" && t !== null && "policy" in t && "freeCancelDays" in t;
}

/**
 * What cancelling one item today gives back. A catalogue stay or activity follows its property's policy in the org's
 * calendar (lib/booking/refund-policy.ts); a supplier item its own terms: everything until `freeUntil`, then
 * `afterShareBps`, nothing and no cancelling once it has started.
 */
export function itemCancellationTerms(item: StoredItem, now: Date, today: string): CancellationTerms {
  const t = item.terms;
  if (isCatalogueTerms(t)) {
    return cancellationTerms({ cancellationPolicy: t.policy, freeCancelDays: t.freeCancelDays }, item.startsAt.toISOString().slice(0, 10), today);
  }
  const terms = t as unknown as SupplierTerms;
  if (now >= item.startsAt) return { allowed: false, share: NO_REFUND };
  if (terms.freeUntil && now < new Date(terms.freeUntil)) return { allowed: true, share: { numerator: 1, denominator: 1 } };
  if (terms.noRefundFrom && now >= new Date(terms.noRefundFrom)) return { allowed: true, share: NO_REFUND };
  return { allowed: true, share: { numerator: Math.max(0, Math.min(10_000, terms.afterShareBps)), denominator: 10_000 } };
}

/**
 * An order's share is its items' shares weighted by their prices, so a package whose flight refunds nothing and
 * whose stay refunds everything gives back the stay's part. It can be cancelled only while every item can.
 */
export function orderCancellationTerms(items: readonly StoredItem[], now: Date, today: string): CancellationTerms {
  if (items.length === 0) return { allowed: false, share: NO_REFUND };
  const each = items.map((i) => ({ terms: itemCancellationTerms(i, now, today), total: i.totalMinor }));
  if (each.length === 1) return each[0]!.terms;
  const allowed = each.every((e) => e.terms.allowed);
  const total = each.reduce((s, e) => s + e.total, 0);
  if (!allowed || total <= 0) return { allowed, share: NO_REFUND };
  const numerator = each.reduce((s, e) => s + Math.floor((e.total * e.terms.share.numerator * 10_000) / e.terms.share.denominator), 0);
  const share: RefundShare = { numerator, denominator: total * 10_000 };
  return { allowed, share };
}

/** The card refund told per item, in proportion to the items' prices; the last item takes the rounding. */
export function splitByItem(refundMinor: number, items: readonly { totalMinor: number }[]): number[] {
  const total = items.reduce((s, i) => s + i.totalMinor, 0);
  let given = 0;
  return items.map((item, i) => {
    const part = i === items.length - 1 ? refundMinor - given : total > 0 ? Math.floor((refundMinor * item.totalMinor) / total) : 0;
    given += part;
    return part;
  });
}
