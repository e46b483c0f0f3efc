import Stripe from "stripe";
import { env } from "@/lib/env";

/**
 * The one Stripe client, from lib/env.ts: STRIPE_SECRET_KEY, and STRIPE_API_URL when the API is elsewhere than Stripe
 * (the local stand-in: the SDK's host, port and protocol come from that URL). Rebuilt when the settings change, so
 * tests that point the environment at their own stand-in get a client for it.
 */
let cached: { signature: string; client: Stripe } | undefined;

export class StripeNotConfiguredError extends Error {
  constructor() {
    super("STRIPE_SECRET_KEY is not set: card payments through Stripe are not configured");
  }
}

/** The SDK's connection options for a base URL (no URL: Stripe's own api.stripe.com over HTTPS). */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) throw new StripeNotConfiguredError();
  const signature = `${STRIPE_SECRET_KEY}\n${STRIPE_API_URL ?? ""}`;
  if (cached?.signature !== signature) {
    const client = new Stripe(STRIPE_SECRET_KEY, {
      ...stripeConnection(STRIPE_API_URL),
      // A lost answer is retried with the same idempotency key (the SDK keys every POST), so retrying is safe.
      maxNetworkRetries: 2,
      // Checkout's and the due-charge job's calls wait at most this long for Stripe before failing as "no answer".
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "TravelSaver" },
    });
    cached = { signature, client };
  }
  return cached.client;
}
