import { AppError } from "@/lib/errors";
import { hostedProvider } from "@/lib/payments/card-entry";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { settleHostedCheckout } from "./settle-hosted-checkout";

const MAX_EVENT_BYTES = 512 * 1024;

/** The events that settle a checkout: paid, kept (pay later), paid after a delay, or closed unpaid. */
const SETTLING_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/**
 * One event from the provider's webhook: verified by its signature (the provider's SDK), then a checkout event
 * settles its order exactly as the payer's return does — whichever comes first books, the other reads the result.
 * Events for checkouts this site does not know (another deployment's, on a shared account) are accepted and ignored.
 */
export async function receivePaymentEvent(
  payload: string,
  signature: string,
  provider: HostedPaymentProvider | null = hostedProvider(),
): Promise<"SETTLED" | "IGNORED" | "REFUSED"> {
  if (!provider || Buffer.byteLength(payload) > MAX_EVENT_BYTES) return "REFUSED";
  const event = provider.verifyWebhook(payload, signature);
  if (!event) return "REFUSED";
  if (!SETTLING_EVENTS.has(event.type) || !event.objectId) return "IGNORED";
  try {
    await settleHostedCheckout(event.objectId, provider);
    return "SETTLED";
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return "IGNORED";
    throw error;
  }
}
