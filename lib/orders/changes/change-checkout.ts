import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { checkoutReturnUrls, CHECKOUT_OPEN_MINUTES, PROVIDER_UNREACHABLE, returnOf } from "@/lib/orders/hosted-checkout";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import { CHARGE_IN_PROGRESS } from "@/lib/orders/payments/pay-due";
import { hostedProvider } from "@/lib/payments/card-entry";

type Order = { id: number; reference: string; guestEmail: string | null; user: { email: string } | null };
type OpenPayment = { id: number; status: string; checkoutRef: string | null; idempotencyKey: string };

export const PAYMENTS_UNAVAILABLE = "Card payments are not available just now.";

/**
 * A change to a booked order that costs more (extra bags, another flight) paid on the provider's page first: the
 * amount recorded as the order's OPEN payment keyed `${prefix}${key}`, with the change it pays for (Payment.change).
 * Nothing about the booking changes until that payment settles (lib/orders/settle-hosted-checkout.ts hands it to
 * the change's own settlement by its key's prefix); abandoned, it changes nothing.
 */
export async function openChangeCheckout(
  tx: Prisma.TransactionClient,
  r: Order,
  o: { prefix: string; key: string; amountMinor: number; currency: string; change: Prisma.InputJsonObject; org: OrgConfig; returnPath?: string },
): Promise<{ url: string }> {
  const provider = hostedProvider();
  if (!provider) throw new AppError("SERVICE_UNAVAILABLE", PAYMENTS_UNAVAILABLE);
  const idempotencyKey = `${o.prefix}${o.key}`;
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await provider.createPaymentCheckout({
      reference: r.reference,
      ...checkoutReturnUrls(o.org, r.reference),
      customerEmail: r.user?.email ?? r.guestEmail ?? undefined,
      merchantName: o.org.name,
      amountMinor: o.amountMinor,
      currency: o.currency,
      description: r.reference,
      expiresAt: new Date(Date.now() + CHECKOUT_OPEN_MINUTES * 60_000),
      idempotencyKey,
    });
  } catch (error) {
    log("error", "payments: the hosted checkout of a booking change could not be opened", { reference: r.reference, ...errorFields(error) });
    throw new AppError("SERVICE_UNAVAILABLE", PROVIDER_UNREACHABLE);
  }
  await tx.payment.create({
    data: {
      reservationId: r.id,
      provider: provider.name,
      providerRef: "",
      checkoutRef: checkout.sessionId,
      checkoutUrl: checkout.url,
      idempotencyKey,
      amountMinor: o.amountMinor,
      currency: o.currency,
      status: "OPEN",
      change: o.change,
      ...returnOf(o.returnPath, true),
    },
  });
  return { url: checkout.url };
}

/**
 * An earlier change of the same sort left open on the provider's page (the traveller came back and chose again) is
 * closed there first, so it can no longer be paid; one paid meanwhile is being recorded (409, try again). Any other
 * open payment (what is due, another sort of change) makes this change wait for it.
 */
export async function closeOpenChangeCheckouts(tx: Prisma.TransactionClient, payments: readonly OpenPayment[], prefix: string): Promise<void> {
  const open = payments.filter((p) => p.status === "OPEN" && p.checkoutRef);
  if (payments.some((p) => p.status === "CHARGING")) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
  if (open.length === 0) return;
  if (open.some((p) => !p.idempotencyKey.startsWith(prefix))) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
  const provider = hostedProvider();
  if (!provider) throw new AppError("SERVICE_UNAVAILABLE", PAYMENTS_UNAVAILABLE);
  for (const p of open) {
    await provider.expireCheckout(p.checkoutRef!);
    if ((await provider.readCheckout(p.checkoutRef!)).status === "PAID") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    await abandonPayment(tx, p.id, "NOT_PAID");
  }
}
