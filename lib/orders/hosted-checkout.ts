import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { siteUrl } from "@/lib/http/link-origin";
import { localPath } from "@/lib/local-path";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";
import { bookingViewKey } from "@/lib/booking/view-token";
import { releaseStayHold } from "@/lib/orders/holds";
import type { HostedPaymentProvider } from "@/lib/payments/provider";

/** How long the provider's page stays open (Stripe's shortest): the order's rooms and places are held as long. */
export const CHECKOUT_OPEN_MINUTES = 30;

export const PROVIDER_UNREACHABLE = "We could not open the secure payment page. Nothing was charged; please try again.";

type Opening = {
  provider: HostedPaymentProvider;
  order: { id: number; reference: string };
  org: OrgConfig;
  /** The payer's address, shown and kept on the provider's page. */
  email: string;
  locale?: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Pay later: the page keeps the card for the due day and charges nothing now. */
  keepOnly: boolean;
  /** The checkout page the payer came from, for "Cancel and go back". */
  returnPath?: string;
  /** Back to `returnPath` once paid too (a quote's link shows its booking), instead of the confirmation. */
  backAfterPaying?: boolean;
  idempotencyKey: string;
};

/**
 * Where the payer goes when they leave the provider's page: back here to settle (the session's id filled in by the
 * provider), or, cancelling, to end the checkout. Both on the organisation's configured origin, never one taken from a
 * request; the cancel link carries the order's view key, so nobody else can end a checkout. The page to go back to
 * stays with the payment (Payment.returnPath), out of the provider's sight.
 */
export function checkoutReturnUrls(org: Pick<OrgConfig, "hosts" | "isDefault">, reference: string) {
  const origin = trustedOrigin(org, null, siteUrl());
  const cancel = new URLSearchParams({ ref: reference, key: bookingViewKey(reference) });
  return {
    successUrl: `${origin}/api/payments/return?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/api/payments/cancel?${cancel}`,
  };
}

/** What the payment keeps of where the payer came from: a path on this site only. */
export function returnOf(returnPath: string | undefined, returnAfterPaying = false) {
  return { returnPath: localPath(returnPath), returnAfterPaying };
}

/**
 * Step 2 of an order paid by card (lib/orders/place-order.ts), with the card typed on the provider's page: a checkout
 * for what the wallet leaves to pay — or, paying later, one that only keeps the card — recorded as the order's OPEN
 * payment, and the page's address to send the payer to. The order stays held (PENDING) until the checkout settles
 * (./settle-hosted-checkout.ts); a provider that cannot be reached lets the hold go at once.
 */
export async function openHostedCheckout(o: Opening): Promise<{ paymentUrl: string }> {
  const page = {
    reference: o.order.reference,
    ...checkoutReturnUrls(o.org, o.order.reference),
    customerEmail: o.email,
    locale: o.locale,
    merchantName: o.org.name,
    expiresAt: new Date(Date.now() + CHECKOUT_OPEN_MINUTES * 60_000),
    idempotencyKey: `checkout:${o.idempotencyKey}`,
  };
  let checkout: { sessionId: string; url: string };
  try {
    checkout = o.keepOnly
      ? await o.provider.createCardCheckout({ ...page, currency: o.currency })
      : await o.provider.createPaymentCheckout({ ...page, amountMinor: o.amountMinor, currency: o.currency, description: o.description });
  } catch (error) {
    log("error", "payments: the hosted checkout could not be opened", { reference: o.order.reference, ...errorFields(error) });
    await releaseStayHold(o.order.id);
    throw new AppError("SERVICE_UNAVAILABLE", PROVIDER_UNREACHABLE);
  }
  await db.payment.create({
    data: {
      reservationId: o.order.id,
      provider: o.provider.name,
      providerRef: "",
      checkoutRef: checkout.sessionId,
      checkoutUrl: checkout.url,
      idempotencyKey: `checkout:${o.idempotencyKey}`,
      amountMinor: o.amountMinor,
      currency: o.currency,
      status: "OPEN",
      ...returnOf(o.returnPath, o.backAfterPaying),
    },
    select: { id: true },
  });
  return { paymentUrl: checkout.url };
}
