import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import type { BookingResult } from "@/lib/orders/place-order";
import { settleHostedCheckout, type Settled } from "@/lib/orders/settle-hosted-checkout";
import { payOnProviderPage } from "./hosted-payment";
import { providerPageAlert, TEST_CARD, type TypedCard } from "./paid-checkout";

/** The provider's checkout session in a page address of the stand-in (…/pay/cs_…). */
export const checkoutSessionOf = (paymentUrl: string) => /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(paymentUrl)![1]!;

/**
 * For suites that call the order flow's domain functions directly: the order they held is paid on the provider's
 * page (the Stripe stand-in, over HTTP as the payer) and settled in this process, as the payer's return would —
 * through `provider`, so a test can watch its refunds. Answers what the checkout came to.
 */
export async function payHeldOrder(
  held: BookingResult,
  opts: { card?: TypedCard; provider?: HostedPaymentProvider } = {},
): Promise<Settled | { status: "CONFIRMED"; reference: string; guest: boolean }> {
  if (held.status !== "PAYMENT_REQUIRED" || !held.paymentUrl) return { status: "CONFIRMED", reference: held.reference, guest: false };
  const paid = await payOnProviderPage(held.paymentUrl, { ...TEST_CARD, ...opts.card });
  if (!paid.next) throw new Error(`the provider's page refused the card: ${providerPageAlert(paid.page) ?? "no message"}`);
  return settleHostedCheckout(checkoutSessionOf(held.paymentUrl), opts.provider ?? stripeProvider);
}

/** The provider as configured, with the refunds asked of it written down. */
export function refundRecordingProvider(): { provider: HostedPaymentProvider; refunds: number[] } {
  const refunds: number[] = [];
  const provider: HostedPaymentProvider = {
    ...stripeProvider,
    refund: async (input) => (refunds.push(input.amountMinor), stripeProvider.refund(input)),
  };
  return { provider, refunds };
}

/**
 * A card payment the provider really holds, for suites that write an order's rows themselves: a checkout opened at
 * the Stripe stand-in for `amountMinor`, paid on its page with the test card. Answers its reference (what refunds
 * take) and the card's last four digits.
 */
export async function providerPayment(reference: string, amountMinor: number, currency = "USD"): Promise<{ providerRef: string; last4: string }> {
  const { sessionId, url } = await stripeProvider.createPaymentCheckout({
    reference,
    amountMinor,
    currency,
    description: reference,
    successUrl: "http://127.0.0.1/return?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://127.0.0.1/cancel",
    idempotencyKey: `test-payment:${reference}`,
  });
  const paid = await payOnProviderPage(url);
  if (!paid.next) throw new Error(`the provider's page refused the test card: ${providerPageAlert(paid.page) ?? "no message"}`);
  const outcome = await stripeProvider.readCheckout(sessionId);
  if (outcome.status !== "PAID") throw new Error(`the test payment for ${reference} is ${outcome.status}`);
  return { providerRef: outcome.paymentRef, last4: outcome.last4 };
}
