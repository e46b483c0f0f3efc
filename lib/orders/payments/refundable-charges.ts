/** A payment of an order as the refunds read it. */
type Paid = { id: number; status: string; amountMinor: number; refundOfId?: number | null };

/**
 * The order's charges, earliest first, each with what is left of it to give back: its amount less the refunds made
 * of it while the order stood (a date change's lower price, Payment.refundOfId). A refund asked of a charge is always
 * within what the provider still holds of it.
 */
export function refundableCharges<P extends Paid>(payments: readonly P[]): { charge: P; leftMinor: number }[] {
  const given = new Map<number, number>();
  for (const p of payments) if (p.status === "REFUNDED" && p.refundOfId) given.set(p.refundOfId, (given.get(p.refundOfId) ?? 0) + p.amountMinor);
  return payments
    .filter((p) => p.status === "APPROVED")
    .sort((a, b) => a.id - b.id)
    .map((charge) => ({ charge, leftMinor: Math.max(0, charge.amountMinor - (given.get(charge.id) ?? 0)) }))
    .filter((c) => c.leftMinor > 0);
}
