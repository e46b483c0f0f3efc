import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import type { HostedPaymentProvider, StoredPaymentProvider } from "./provider";
import { stripeProvider } from "./stripe-provider";

export type { StoredPaymentProvider } from "./provider";

/**
 * Where a card is typed (docs/decisions/0001-hosted-card-entry.md): on the payment provider's hosted page, never on
 * ours. With Stripe configured (STRIPE_SECRET_KEY; npm start and the tests point it at the local stand-in) every
 * checkout sends the payer there; without it, only what the wallet pays in full can be booked.
 */
export function hostedProvider(): HostedPaymentProvider | null {
  return env().STRIPE_SECRET_KEY ? stripeProvider : null;
}

/**
 * The provider a stored payment was made with (Payment.provider), for its refund or its later charge: the one that
 * holds the money answers for it.
 */
export function providerNamed(name: string): StoredPaymentProvider {
  if (name === stripeProvider.name) return stripeProvider;
  throw new AppError("SERVICE_UNAVAILABLE", `Payments made through ${name} cannot be handled here. Please contact us.`);
}
