import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { checkoutReturnUrls, CHECKOUT_OPEN_MINUTES, PROVIDER_UNREACHABLE, returnOf } from "@/lib/orders/hosted-checkout";
import { hostedProvider } from "@/lib/payments/card-entry";
import { CHARGE_IN_PROGRESS } from "./pay-due";

type Opening = { orderId: number; org: OrgConfig; returnPath?: string; idempotencyKey: string };

export type DueCheckout = { reference: string; status: "PAYMENT_REQUIRED"; paymentUrl: string; redirect: string };

/**
 * Paying what a pay-later booking owes, now, on the provider's page: with the order locked (as the due-charge job's
 * claim and a cancellation are, lib/orders/order-lock.ts), what is due is read again and a checkout opened for it,
 * recorded as the order's OPEN payment; the due-charge job leaves an order with an open checkout alone, and a
 * cancellation closes that checkout first. Sent again while the page is open (Back, a double click): the same page.
 * The payment is settled like a booking's (lib/orders/settle-hosted-checkout.ts) and the payer sent back to
 * `returnPath` (their trip page, a guest's manage page).
 */
export async function openDueCheckout(o: Opening): Promise<DueCheckout> {
  const provider = hostedProvider();
  if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");
  return withOrderLocked(o.orderId, async (tx) => {
    const r = await tx.order.findUniqueOrThrow({ where: { id: o.orderId }, include: { payments: true, user: { select: { email: true } } } });
    const open = r.payments.find((p) => p.status === "OPEN" && p.checkoutUrl);
    if (open?.checkoutUrl) return { reference: r.reference, status: "PAYMENT_REQUIRED", paymentUrl: open.checkoutUrl, redirect: open.checkoutUrl };
    const due = r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status));
    if (r.status !== "CONFIRMED" || r.amountDueMinor === 0 || !due) throw new AppError("CONFLICT", "Nothing is due on this booking.");
    if (due.status === "CHARGING") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    const { successUrl, cancelUrl } = checkoutReturnUrls(o.org, r.reference);
    let checkout: { sessionId: string; url: string };
    try {
      checkout = await provider.createPaymentCheckout({
        reference: r.reference,
        successUrl,
        cancelUrl,
        customerEmail: r.user?.email ?? r.guestEmail ?? undefined,
        merchantName: o.org.name,
        amountMinor: due.amountMinor,
        currency: due.currency,
        description: r.reference,
        expiresAt: new Date(Date.now() + CHECKOUT_OPEN_MINUTES * 60_000),
        idempotencyKey: `pay-due-checkout:${o.idempotencyKey}`,
      });
    } catch (error) {
      log("error", "payments: the hosted checkout of a due payment could not be opened", { reference: r.reference, ...errorFields(error) });
      throw new AppError("SERVICE_UNAVAILABLE", PROVIDER_UNREACHABLE);
    }
    await tx.payment.create({
      data: {
        reservationId: r.id,
        provider: provider.name,
        providerRef: "",
        checkoutRef: checkout.sessionId,
        checkoutUrl: checkout.url,
        idempotencyKey: `pay-due-checkout:${o.idempotencyKey}`,
        amountMinor: due.amountMinor,
        currency: due.currency,
        status: "OPEN",
        ...returnOf(o.returnPath, true),
      },
    });
    return { reference: r.reference, status: "PAYMENT_REQUIRED", paymentUrl: checkout.url, redirect: checkout.url };
  });
}
