import { db } from "@/lib/db";
import { moneyDifferences } from "@/lib/orders/money-check";

export type OrderDifference = { reference: string; status: string; differences: string[] };

/**
 * Every order's money checked against its policy (lib/orders/money-check.ts), oldest first in batches: what
 * `npm run payments:reconcile` prints. The orders' payments are the provider's answers as recorded; a provider that
 * can list its own charges and refunds is compared with them as well once it offers that listing.
 */
export async function reconcileOrders({
  batch = 500,
  userIds,
}: { batch?: number; /** only these members' orders (tests) */ userIds?: number[] } = {}): Promise<{ checked: number; differences: OrderDifference[] }> {
  const zones = new Map((await db.organization.findMany({ select: { id: true, timeZone: true } })).map((o) => [o.id, o.timeZone]));
  const differences: OrderDifference[] = [];
  let checked = 0;
  let after = 0;
  for (;;) {
    const orders = await db.order.findMany({
      where: { id: { gt: after }, ...(userIds ? { userId: { in: userIds } } : {}) },
      select: {
        id: true,
        orgId: true,
        reference: true,
        status: true,
        cardPaidMinor: true,
        amountDueMinor: true,
        refundMinor: true,
        cancelledAt: true,
        payments: { select: { status: true, amountMinor: true, refundOfId: true } },
        items: { select: { kind: true, terms: true, startsAt: true, totalMinor: true, currency: true, details: true }, orderBy: { id: "asc" } },
      },
      orderBy: { id: "asc" },
      take: batch,
    });
    if (orders.length === 0) break;
    for (const order of orders) {
      const found = moneyDifferences(order, zones.get(order.orgId) ?? "UTC").differences;
      if (found.length > 0) differences.push({ reference: order.reference, status: order.status, differences: found });
    }
    checked += orders.length;
    after = orders[orders.length - 1]!.id;
  }
  return { checked, differences };
}
