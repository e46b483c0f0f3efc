import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { errorFields, log } from "@/lib/log";
import { getOrgById } from "@/lib/org/get-org-by-host";
import { abandonPayment } from "./abandon-payment";
import { withOrderLocked } from "@/lib/orders/order-lock";
import type { Settled } from "@/lib/orders/settle-hosted-checkout";
import { dueChargeMailWriter } from "./due-mail";
import type { HostedPaymentProvider } from "@/lib/payments/provider";

type DuePayment = { id: number; status: string; checkoutRef: string; checkoutUrl: string | null; amountMinor: number; currency: string };
type Order = { id: number; reference: string; orgId?: number };

export const NOT_PAID = "Your payment was not completed, so nothing was charged. What is due is still due.";

/**
 * Settles a checkout that pays what a pay-later booking owes (./pay-due-hosted.ts), from the payer's return, the
 * provider's event or the sweep: paid, the payment is recorded with the order locked — the order's paid and due
 * amounts, the kept card's charge released (nothing more will be taken from it) and the receipt, in one transaction.
 * A page that closed unpaid leaves the booking as it was, still owing.
 */
export async function settleDueCheckout(payment: DuePayment, order: Order, provider: HostedPaymentProvider, stale: boolean): Promise<Settled> {
  if (payment.status === "APPROVED") return { status: "DUE_PAID", reference: order.reference };
  if (payment.status === "CHARGING" && !stale) return { status: "SETTLING", reference: order.reference };
  if (payment.status !== "OPEN" && !stale) return { status: "ENDED", reference: order.reference, message: NOT_PAID };
  const outcome = await provider.readCheckout(payment.checkoutRef);
  if (outcome.status === "OPEN" || outcome.status === "FAILED") return { status: "OPEN", reference: order.reference, paymentUrl: payment.checkoutUrl };
  if (outcome.status !== "PAID") {
    await abandonPayment(db, payment.id, "NOT_PAID");
    return { status: "ENDED", reference: order.reference, message: NOT_PAID };
  }
  const r = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { orgId: true } });
  const org = await getOrgById(r.orgId);
  if (!org) throw new Error(`order ${order.reference} belongs to no organisation`);
  const writeMail = await dueChargeMailWriter(order.id, org);
  const recorded = await withOrderLocked(order.id, async (tx) => {
    const now = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    const mine = now.payments.find((p) => p.id === payment.id)!;
    if (mine.status === "APPROVED") return { emailId: null, refund: false };
    const due = now.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED"].includes(p.status));
    // Nothing owed any more (a cancellation closes the page first, so this is a safeguard): the payment goes back.
    if (now.status !== "CONFIRMED" || now.amountDueMinor === 0 || !due) {
      await abandonPayment(tx, payment.id, "REFUNDED_NOTHING_DUE");
      return { emailId: null, refund: true };
    }
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "APPROVED", providerRef: outcome.paymentRef, last4: outcome.last4, failure: null, checkoutUrl: null },
    });
    await tx.payment.update({ where: { id: due.id }, data: { status: "RELEASED" } });
    await tx.order.update({ where: { id: order.id }, data: { cardPaidMinor: { increment: payment.amountMinor }, amountDueMinor: 0 } });
    return { emailId: await writeMail(tx, { amountMinor: payment.amountMinor, last4: outcome.last4 }, { status: "APPROVED" }), refund: false };
  });
  if (recorded.refund) {
    await provider
      .refund({
        providerRef: outcome.paymentRef,
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        idempotencyKey: `due-undo:${payment.checkoutRef}`,
      })
      .catch((error: unknown) =>
        log("error", "payments: a due payment nothing was owed for could not be refunded", { reference: order.reference, ...errorFields(error) }),
      );
    return { status: "ENDED", reference: order.reference, message: NOT_PAID };
  }
  if (recorded.emailId !== null) await deliverQueued(recorded.emailId);
  return { status: "DUE_PAID", reference: order.reference };
}
