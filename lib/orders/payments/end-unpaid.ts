import { db } from "@/lib/db";
import { errorFields, log } from "@/lib/log";
import { getOrgById } from "@/lib/org/get-org-by-host";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { afterCancelled, cancelLocked } from "@/lib/orders/cancel-order";
import { declinedNoLaterThan, unpaidCancelsAt } from "./grace";
import type { StoredPaymentProvider } from "@/lib/payments/card-entry";

/**
 * Ends the pay-later bookings whose due charge was declined and that nobody paid within the grace period (./grace.ts):
 * each is cancelled as its member would cancel it (lib/orders/cancel-order.ts) — nothing charged, nothing kept,
 * its room released, an e-mail saying why — so an unpaid booking never holds a room until check-in. Run by the
 * due-charge round. The order is locked and read again first: one paid or cancelled meanwhile is left alone.
 */
export async function endUnpaidBookings({ now, provider, limit }: { now: Date; provider?: StoredPaymentProvider; limit: number }): Promise<number> {
  const lapsed = await db.payment.findMany({
    where: { methodRef: { not: null }, status: "DECLINED", attemptedAt: { lte: declinedNoLaterThan(now) }, reservation: { status: "CONFIRMED" } },
    select: { id: true, reservation: { select: { id: true, orgId: true, userId: true, reference: true } } },
    orderBy: { id: "asc" },
    take: limit,
  });
  const orgs = new Map<number, OrgConfig | null>();
  let ended = 0;
  for (const p of lapsed) {
    const r = p.reservation!;
    if (!orgs.has(r.orgId)) orgs.set(r.orgId, await getOrgById(r.orgId));
    const org = orgs.get(r.orgId);
    if (!org) continue;
    try {
      const emailId = await withOrderLocked(r.id, async (tx) => {
        const still = await tx.payment.findUnique({ where: { id: p.id }, select: { status: true, attemptedAt: true } });
        if (still?.status !== "DECLINED" || !still.attemptedAt || unpaidCancelsAt(still.attemptedAt) > now) return undefined;
        const done = await cancelLocked(tx, r.id, { org, provider, actorId: null, unpaidBy: unpaidCancelsAt(still.attemptedAt) });
        return done.emailId;
      });
      if (emailId === undefined) continue;
      await afterCancelled(r, emailId);
      ended++;
    } catch (error) {
      log("error", "payments: an unpaid booking could not be cancelled", { reference: r.reference, ...errorFields(error) });
    }
  }
  if (ended > 0) log("info", "payments: unpaid bookings cancelled", { ended });
  return ended;
}
