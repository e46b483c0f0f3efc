import { db } from "@/lib/db";
import type { HostedPaymentProvider } from "./provider";

export type ProviderDifference = { reference: string; status: string; difference: string };

type Books = Pick<HostedPaymentProvider, "name" | "listPayments" | "listRefunds">;

/** A refund that has not failed or been cancelled is money on its way back. */
const REFUND_COUNTS = (status: string | null) => status !== "failed" && status !== "canceled";

/**
 * The provider's own books against ours (`npm run payments:reconcile`): for each of our orders the provider was paid
 * for, what it kept — received less refunded, over every payment it holds with the order's reference — must be what
 * our payments record as captured less refunded through it. An order still being paid (held, or with a payment open
 * or being settled) is left to the next run; payments naming a reference this database does not know belong to
 * another deployment sharing the account, and are only counted.
 */
export async function reconcileWithProvider(
  provider: Books,
  { userIds }: { /** only these members' orders (tests) */ userIds?: number[] } = {},
): Promise<{ checked: number; unknown: number; differences: ProviderDifference[] }> {
  const refunded = new Map<string, number>();
  for (const r of await provider.listRefunds())
    if (r.paymentRef && REFUND_COUNTS(r.status)) refunded.set(r.paymentRef, (refunded.get(r.paymentRef) ?? 0) + r.amountMinor);
  const kept = new Map<string, { minor: number; currency: string }>();
  for (const p of await provider.listPayments()) {
    if (!p.reference) continue;
    const before = kept.get(p.reference);
    kept.set(p.reference, { minor: (before?.minor ?? 0) + p.receivedMinor - (refunded.get(p.paymentRef) ?? 0), currency: p.currency });
  }

  const orders = await db.order.findMany({
    where: {
      OR: [{ reference: { in: [...kept.keys()] } }, { payments: { some: { provider: provider.name, status: { in: ["APPROVED", "REFUNDED"] } } } }],
      ...(userIds ? { userId: { in: userIds } } : {}),
    },
    select: { reference: true, status: true, currency: true, payments: { where: { provider: provider.name }, select: { status: true, amountMinor: true } } },
  });
  const differences: ProviderDifference[] = [];
  let checked = 0;
  for (const order of orders) {
    if (order.status === "PENDING" || order.payments.some((p) => p.status === "OPEN" || p.status === "CHARGING")) continue;
    checked++;
    const ours = order.payments.reduce((sum, p) => sum + (p.status === "APPROVED" ? p.amountMinor : p.status === "REFUNDED" ? -p.amountMinor : 0), 0);
    const theirs = kept.get(order.reference)?.minor ?? 0;
    if (ours !== theirs)
      differences.push({
        reference: order.reference,
        status: order.status,
        difference: `${provider.name} kept ${theirs} ${order.currency}; our payments say ${ours} was kept`,
      });
  }
  const known = new Set(orders.map((o) => o.reference));
  return { checked, unknown: userIds ? 0 : [...kept.keys()].filter((reference) => !known.has(reference)).length, differences };
}
