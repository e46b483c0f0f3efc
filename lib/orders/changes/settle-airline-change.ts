import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { publishChange } from "@/lib/events/publish";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import { paidChange, type ChangePayment } from "./paid-change";

export type { ChangePayment };
import type { Settled } from "@/lib/orders/settle-hosted-checkout";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { actorOf, type OrderActor } from "./order-events";

type Order = { id: number; reference: string };
type Locked = { userId: number | null; reference: string; payments: { id: number; status: string }[] };
type Paid = { paymentId: number; providerRef: string; last4: string | null };

/** What one sort of change to a booked flight does at each step of settling its payment. */
export type AirlineChange<C, R extends Locked> = {
  /** The return page's parameter (?bags=, ?flight=). */
  param: "bags" | "flight";
  /** The order read again under its lock. */
  load: (tx: Prisma.TransactionClient, orderId: number) => Promise<R>;
  /** Whether the order still allows this change as it was paid for (its rule, the same item and booking). */
  stillAllowed: (r: R, change: C, now: Date) => boolean;
  /** The airline makes the change (a refusal throws). */
  withAirline: (change: C) => Promise<unknown>;
  /** The change recorded with its payment; answers the e-mail to deliver. */
  apply: (
    tx: Prisma.TransactionClient,
    r: R,
    change: C,
    how: { org: OrgConfig; actor: OrderActor; key: string; paid: Paid },
  ) => Promise<{ emailId: number | null }>;
  /** The refund's idempotency key prefix, and the log lines when the airline or the refund fails. */
  undoKey: string;
  refusedLog: string;
  unrefundedLog: string;
};

/**
 * Settles a checkout that pays for a change the airline makes (extra bags, another flight), from the payer's return,
 * the provider's event or the sweep. Paid: with the order locked, the airline makes the change and it is recorded with
 * the payment — unless the order can no longer take it (cancelled, departed, changed meanwhile) or the airline
 * refuses, when the payment is given back and the booking stays as it was. Closed unpaid: nothing changes.
 */
export async function settleAirlineChange<C, R extends Locked>(
  kind: AirlineChange<C, R>,
  payment: ChangePayment,
  order: Order,
  provider: HostedPaymentProvider,
  stale: boolean,
): Promise<Settled> {
  const ended = (outcome: "REFUNDED" | "CHANGED"): Settled => ({ status: "CHANGE", reference: order.reference, outcome, param: kind.param });
  const paid = await paidChange(payment, order, provider, stale, kind.param);
  if ("settled" in paid) return paid.settled;
  const { outcome, org, userId } = paid;
  const change = payment.change as unknown as C;
  const recorded = await withOrderLocked(order.id, async (tx) => {
    const r = await kind.load(tx, order.id);
    const mine = r.payments.find((p) => p.id === payment.id)!;
    if (mine.status === "APPROVED") return { emailId: null, refund: false };
    if (mine.status !== "OPEN" && mine.status !== "CHARGING") return { emailId: null, refund: true };
    // Made on an earlier try whose record then failed: the airline is not asked twice, and what it made is recorded.
    const madeBefore = await airlineMadeIt(tx, payment.id);
    let refused = !madeBefore && !kind.stillAllowed(r, change, new Date());
    if (!madeBefore && !refused)
      refused = await kind.withAirline(change).then(
        () => noteAirlineMadeIt(payment.id, r.reference).then(() => false),
        (error: unknown) => (log("warn", kind.refusedLog, { reference: r.reference, ...errorFields(error) }), true),
      );
    if (refused) {
      await abandonPayment(tx, payment.id, "REFUNDED_CHANGE_REFUSED");
      return { emailId: null, refund: true };
    }
    const key = payment.idempotencyKey.slice(payment.idempotencyKey.indexOf(":") + 1);
    const paid = { paymentId: payment.id, providerRef: outcome.paymentRef, last4: outcome.last4 };
    const done = await kind.apply(tx, r, change, { org, actor: actorOf({ userId: r.userId }), key, paid });
    return { emailId: done.emailId, refund: false };
  });
  if (recorded.refund) {
    await provider
      .refund({
        providerRef: outcome.paymentRef,
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        idempotencyKey: `${kind.undoKey}${payment.checkoutRef}`,
      })
      .catch((error: unknown) => log("error", kind.unrefundedLog, { reference: order.reference, ...errorFields(error) }));
    return ended("REFUNDED");
  }
  if (userId !== null) publishChange({ topic: "member", userId });
  if (recorded.emailId !== null) await deliverQueued(recorded.emailId);
  return ended("CHANGED");
}

/** The mark a payment's change carries once the airline has made it (./settle-airline-change.ts). */
const MADE = "airlineMadeAt";

async function airlineMadeIt(tx: Prisma.TransactionClient, paymentId: number): Promise<boolean> {
  const { change } = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { change: true } });
  return typeof change === "object" && change !== null && !Array.isArray(change) && MADE in change;
}

/**
 * Writes down, at once and outside the settlement's transaction (so that a failure of the record after it cannot
 * undo it), that the airline made the change. The order's lock is still held, so no other settlement reads in between.
 */
async function noteAirlineMadeIt(paymentId: number, reference: string): Promise<void> {
  try {
    await db.$executeRaw`UPDATE "Payment" SET "change" = "change" || jsonb_build_object(${MADE}::text, now()) WHERE id = ${paymentId}`;
  } catch (error) {
    log("error", "orders: the airline made a paid change that could not be noted; a retry may ask it again", { reference, ...errorFields(error) });
    throw error;
  }
}
