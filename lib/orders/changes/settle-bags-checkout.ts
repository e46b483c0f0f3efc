import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { publishChange } from "@/lib/events/publish";
import { getOrgById } from "@/lib/org/get-org-by-host";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import type { Settled } from "@/lib/orders/settle-hosted-checkout";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { addBagsRule } from "./add-bags-rule";
import { applyBags } from "./apply-bags";
import { addBagsWithAirline, loadBagsOrder, type BagsChange } from "./bags-change";
import { actorOf } from "./order-events";

type BagsPayment = { id: number; status: string; checkoutRef: string; checkoutUrl: string | null; idempotencyKey: string; change: Prisma.JsonValue | null };
type Order = { id: number; reference: string };

/**
 * Settles a checkout that pays for extra bags (./add-bags.ts), from the payer's return, the provider's event or the
 * sweep. Paid: with the order locked, the airline adds the bags (Duffel's POST /air/orders/:id/services) and they
 * are recorded with the payment (./apply-bags.ts) — unless the flight can no longer take them (cancelled or departed
 * meanwhile, or the airline refuses), when the payment is given back and the booking stays as it was. Closed unpaid:
 * nothing changes.
 */
export async function settleBagsCheckout(payment: BagsPayment, order: Order, provider: HostedPaymentProvider, stale: boolean): Promise<Settled> {
  const ended = (outcome: "NOT_PAID" | "REFUNDED"): Settled => ({ status: "CHANGE", reference: order.reference, outcome, param: "bags" });
  if (payment.status === "APPROVED") return { status: "CHANGE", reference: order.reference, outcome: "CHANGED", param: "bags" };
  if (payment.status === "CHARGING" && !stale) return { status: "SETTLING", reference: order.reference };
  if (payment.status !== "OPEN" && !stale) return ended("NOT_PAID");
  const outcome = await provider.readCheckout(payment.checkoutRef);
  if (outcome.status === "OPEN" || outcome.status === "FAILED") return { status: "OPEN", reference: order.reference, paymentUrl: payment.checkoutUrl };
  if (outcome.status !== "PAID") {
    await abandonPayment(db, payment.id, "NOT_PAID");
    return ended("NOT_PAID");
  }
  const { orgId, userId } = await db.reservation.findUniqueOrThrow({ where: { id: order.id }, select: { orgId: true, userId: true } });
  const org = await getOrgById(orgId);
  if (!org) throw new Error(`order ${order.reference} belongs to no organisation`);
  const change = payment.change as unknown as BagsChange;
  const recorded = await withOrderLocked(order.id, async (tx) => {
    const r = await loadBagsOrder(tx, order.id);
    const mine = r.payments.find((p) => p.id === payment.id)!;
    if (mine.status === "APPROVED") return { emailId: null, refund: false };
    if (mine.status !== "OPEN" && mine.status !== "CHARGING") return { emailId: null, refund: true };
    const rule = addBagsRule(r, new Date());
    const item = r.items.find((i) => i.id === change.itemId);
    let refused = !!rule.refusal || !item || rule.itemId !== item.id || item.supplierRef !== change.supplierRef;
    if (!refused)
      refused = await addBagsWithAirline(change).then(
        () => false,
        (error: unknown) => (
          log("warn", "orders: the airline did not add paid bags; the payment is given back", { reference: r.reference, ...errorFields(error) }),
          true
        ),
      );
    if (refused) {
      await abandonPayment(tx, payment.id, "REFUNDED_CHANGE_REFUSED");
      return { emailId: null, refund: true };
    }
    const key = payment.idempotencyKey.slice(payment.idempotencyKey.indexOf(":") + 1);
    const paid = { paymentId: payment.id, providerRef: outcome.paymentRef, last4: outcome.last4 };
    const done = await applyBags(tx, r, change, { org, actor: actorOf({ userId: r.userId }), key, paid });
    return { emailId: done.emailId, refund: false };
  });
  if (recorded.refund) {
    await provider
      .refund({
        providerRef: outcome.paymentRef,
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        idempotencyKey: `add-bags-undo:${payment.checkoutRef}`,
      })
      .catch((error: unknown) =>
        log("error", "payments: paid bags that could not be added were not refunded", { reference: order.reference, ...errorFields(error) }),
      );
    return ended("REFUNDED");
  }
  if (userId !== null) publishChange({ topic: "member", userId });
  if (recorded.emailId !== null) await deliverQueued(recorded.emailId);
  return { status: "CHANGE", reference: order.reference, outcome: "CHANGED", param: "bags" };
}
