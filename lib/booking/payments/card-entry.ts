import { env } from "@/lib/env";
import type { HostedPaymentProvider, PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe-provider";

/**
 * Where a card is typed (docs/decisions/0001-hosted-card-entry.md): on the payment provider's hosted page, never on
 * ours. With Stripe configured (STRIPE_SECRET_KEY; npm start and the tests point it at the local stand-in) every
 * checkout sends the payer there.
 */
export function hostedProvider(): HostedPaymentProvider | null {
  return env().STRIPE_SECRET_KEY ? stripeProvider : null;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/**
 * Whether a request may carry the card itself, for the built-in sandbox to approve: only for the suites that book
 * without a browser (PAYMENT_TEST_CARDS), and only while payments go to a stand-in on this machine or nowhere at all,
 * so the convenience can never sit beside real payments.
 */
export function testCardsAccepted(): boolean {
  const { PAYMENT_TEST_CARDS, STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!PAYMENT_TEST_CARDS) return false;
  if (!STRIPE_SECRET_KEY) return true;
  return !!STRIPE_API_URL && LOOPBACK.test(new URL(STRIPE_API_URL).hostname);
}

export const CARD_ON_OUR_PAGE = "Card details are entered on the secure payment page, never on this site.";

/**
 * The provider a stored payment was made with (Payment.provider), for its refund or its later charge: the one that
 * holds the money answers for it.
 */
export function providerNamed(name: string): StoredPaymentProvider {
  return name === stripeProvider.name ? stripeProvider : sandboxProvider;
}

/** What a stored payment needs of its provider: refunds, and charging a kept card. */
export type StoredPaymentProvider = Pick<PaymentProvider, "name" | "refund" | "chargeSaved">;
