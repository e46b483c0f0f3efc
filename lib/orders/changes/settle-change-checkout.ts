import { afterBookingOf } from "@/lib/suppliers/registry";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { publishChange } from "@/lib/events/publish";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import type { Settled } from "@/lib/orders/settle-hosted-checkout";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { applyStayChange } from "./apply-stay-change";
import { dateChangeRule } from "./date-change-rule";
import { actorOf } from "./order-events";
import { paidChange, type ChangePayment } from "./paid-change";
import { isoDay, loadChangeOrder, nightsFree, stayFacts, type ChangeOrder, type StayChange } from "./stay-change-quote";

type Order = { id: number; reference: string };

/**
 * Settles a checkout that pays a date change's higher price (./change-dates.ts), from the payer's return, the
 * provider's event or the sweep. Paid: with the order locked, the change is made as it was quoted and the payment
 * recorded with it (./apply-stay-change.ts) — unless the booking moved on meanwhile (cancelled, its free period over,
 * the dates taken by someone else), when the payment is given back and the booking stays as it was. Closed unpaid:
 * nothing changes.
 */
export async function settleChangeCheckout(payment: ChangePayment, order: Order, provider: HostedPaymentProvider, stale: boolean): Promise<Settled> {
  const paid = await paidChange(payment, order, provider, stale);
  if ("settled" in paid) return paid.settled;
  const { outcome, org, userId } = paid;
  const change = payment.change as unknown as StayChange;
  const now = new Date();
  const recorded = await withOrderLocked(order.id, async (tx) => {
    const r = await loadChangeOrder(tx, order.id);
    const mine = r.payments.find((p) => p.id === payment.id)!;
    if (mine.status === "APPROVED") return { emailId: null, refund: false };
    if (mine.status !== "OPEN" && mine.status !== "CHARGING") return { emailId: null, refund: true };
    if (await refusedNow(tx, r, change, org.timeZone, now)) {
      await abandonPayment(tx, payment.id, "REFUNDED_CHANGE_REFUSED");
      return { emailId: null, refund: true };
    }
    const key = payment.idempotencyKey.slice(payment.idempotencyKey.indexOf(":") + 1);
    const paid = { paymentId: payment.id, amountMinor: change.differenceMinor, providerRef: outcome.paymentRef, last4: outcome.last4 };
    const done = await applyStayChange(tx, r, change, { org, actor: actorOf({ userId: r.userId }), key, paid, now });
    return { emailId: done.emailId, refund: false };
  });
  if (recorded.refund) {
    await provider
      .refund({
        providerRef: outcome.paymentRef,
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        idempotencyKey: `date-change-undo:${payment.checkoutRef}`,
      })
      .catch((error: unknown) =>
        log("error", "payments: a date change's payment that could not be used was not refunded", { reference: order.reference, ...errorFields(error) }),
      );
    return { status: "CHANGE", reference: order.reference, outcome: "REFUNDED" };
  }
  publishChange({ topic: "inventory", of: "stays" });
  if (userId !== null) publishChange({ topic: "member", userId });
  if (recorded.emailId !== null) await deliverQueued(recorded.emailId);
  return { status: "CHANGE", reference: order.reference, outcome: "CHANGED" };
}

/** Whether the paid change can no longer be made as quoted: the rule closed, the stay moved since, or its new nights taken. */
async function refusedNow(tx: Prisma.TransactionClient, r: ChangeOrder, change: StayChange, orgZone: string, now: Date): Promise<boolean> {
  const rule = dateChangeRule(r, now, orgZone, afterBookingOf);
  const item = r.items.find((i) => i.id === change.itemId);
  if (rule.refusal || !item || rule.itemId !== item.id) return true;
  if (isoDay(item.startsAt) !== change.from.checkIn || isoDay(item.endsAt) !== change.from.checkOut || item.totalMinor !== change.previousTotalMinor)
    return true;
  try {
    return !(await nightsFree(tx, stayFacts(item), change.from, change.to));
  } catch (error) {
    if (error instanceof AppError) return true;
    throw error;
  }
}
