import type { Prisma } from "@/lib/generated/prisma/client";
import { orderTerms, refundPlan } from "@/lib/terms/refund";

type Order = {
  reference: string;
  status: string;
  cardPaidMinor: number;
  amountDueMinor: number;
  refundMinor: number | null;
  cancelledAt: Date | null;
  /** `refundOfId`: set on a refund made while the order stood (a date change's lower price), not on a cancellation's. */
  payments: readonly { status: string; amountMinor: number; refundOfId?: number | null }[];
  items: readonly { kind: string; terms: Prisma.JsonValue; startsAt: Date; totalMinor: number; currency: string; details: Prisma.JsonValue }[];
};

export type MoneyState = { status: string; capturedMinor: number; refundedMinor: number; dueMinor: number; expectedRefundMinor: number | null };

/**
 * The money invariant of one order (docs/decisions/0001-hosted-card-entry.md): what the provider captured (approved charges) less what it refunded is what
 * the policy keeps at the order's state —
 *   - always: the card part the order counts as paid is what was captured less what its date changes gave back
 *     (lib/orders/changes: a lower price refunded while the order stands, tied to its charge);
 *   - confirmed or completed: nothing else refunded, and what it counts as due is what its pending charges hold;
 *   - cancelled: the policy's share at the moment of cancelling (lib/terms/refund.ts, the function that gave the
 *     refund), to the minor unit, of what the card had paid then; nothing still waiting to be charged.
 * Answers the differences as sentences: none when the order is whole.
 */
export function moneyDifferences(order: Order, timeZone: string): { state: MoneyState; differences: string[] } {
  const sum = (...statuses: string[]) => order.payments.filter((p) => statuses.includes(p.status)).reduce((s, p) => s + p.amountMinor, 0);
  const capturedMinor = sum("APPROVED");
  const refundedMinor = sum("REFUNDED");
  const changedBackMinor = order.payments.filter((p) => p.status === "REFUNDED" && p.refundOfId).reduce((s, p) => s + p.amountMinor, 0);
  const cancelRefundedMinor = refundedMinor - changedBackMinor;
  const keptMinor = capturedMinor - changedBackMinor;
  const pendingMinor = sum("DUE", "DECLINED", "CHARGING");
  const differences: string[] = [];
  let expectedRefundMinor: number | null = null;
  // A hold (PENDING) or a checkout that failed has charged nothing the order counts: settling it is another check's.
  if (order.status === "PENDING" || order.status === "FAILED")
    return { state: { status: order.status, capturedMinor, refundedMinor, dueMinor: order.amountDueMinor, expectedRefundMinor }, differences };
  if (order.cardPaidMinor !== keptMinor)
    differences.push(
      `the order counts ${order.cardPaidMinor} paid by card; ${capturedMinor} was captured` +
        (changedBackMinor ? ` and ${changedBackMinor} given back by its changes` : ""),
    );
  if (order.status !== "CANCELLED") {
    if (cancelRefundedMinor !== 0) differences.push(`a confirmed order had ${cancelRefundedMinor} refunded`);
    if (order.amountDueMinor !== pendingMinor) differences.push(`the order counts ${order.amountDueMinor} due; its pending charges hold ${pendingMinor}`);
  } else if (order.status === "CANCELLED") {
    const at = order.cancelledAt ?? new Date(0);
    expectedRefundMinor = refundPlan({ cardPaidMinor: keptMinor, wallet: [] }, { allowed: true, share: orderTerms(order.items, at, timeZone).share }).cardMinor;
    if (cancelRefundedMinor !== expectedRefundMinor)
      differences.push(`captured ${keptMinor}, refunded ${cancelRefundedMinor}; the policy gives back ${expectedRefundMinor}`);
    if ((order.refundMinor ?? 0) !== cancelRefundedMinor)
      differences.push(`the order counts ${order.refundMinor ?? 0} refunded; ${cancelRefundedMinor} was refunded`);
    if (pendingMinor !== 0) differences.push(`a cancelled order still has ${pendingMinor} waiting to be charged`);
  }
  return { state: { status: order.status, capturedMinor, refundedMinor, dueMinor: order.amountDueMinor, expectedRefundMinor }, differences };
}
