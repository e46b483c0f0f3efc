import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getOrgById } from "@/lib/org/get-org-by-host";
import type { OrgConfig } from "@/lib/org/org-config";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import type { Settled } from "@/lib/orders/settle-hosted-checkout";
import type { CheckoutOutcome, HostedPaymentProvider } from "@/lib/payments/provider";

export type ChangePayment = {
  id: number;
  status: string;
  checkoutRef: string;
  checkoutUrl: string | null;
  idempotencyKey: string;
  change: Prisma.JsonValue | null;
};
type Order = { id: number; reference: string };

/**
 * The first steps of settling any change's checkout (a stay's dates, bags, another flight): a payment already settled
 * or still being charged answers as it stands, a page still open or refused answers OPEN, one closed unpaid is
 * abandoned — each `settled`. A paid one answers the provider's outcome with the order's organisation and member, for
 * the change to be recorded under the order's lock. `param`: the return page's parameter of the change, if it has one.
 */
export async function paidChange(
  payment: ChangePayment,
  order: Order,
  provider: HostedPaymentProvider,
  stale: boolean,
  param?: "bags" | "flight",
): Promise<{ settled: Settled } | { outcome: Extract<CheckoutOutcome, { status: "PAID" }>; org: OrgConfig; userId: number | null }> {
  const ended = (outcome: "NOT_PAID" | "CHANGED") => ({
    settled: { status: "CHANGE", reference: order.reference, outcome, ...(param ? { param } : {}) } as Settled,
  });
  if (payment.status === "APPROVED") return ended("CHANGED");
  if (payment.status === "CHARGING" && !stale) return { settled: { status: "SETTLING", reference: order.reference } };
  if (payment.status !== "OPEN" && !stale) return ended("NOT_PAID");
  const outcome = await provider.readCheckout(payment.checkoutRef);
  if (outcome.status === "OPEN" || outcome.status === "FAILED")
    return { settled: { status: "OPEN", reference: order.reference, paymentUrl: payment.checkoutUrl } };
  if (outcome.status !== "PAID") {
    await abandonPayment(db, payment.id, "NOT_PAID");
    return ended("NOT_PAID");
  }
  const { orgId, userId } = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { orgId: true, userId: true } });
  const org = await getOrgById(orgId);
  if (!org) throw new Error(`order ${order.reference} belongs to no organisation`);
  return { outcome, org, userId };
}
