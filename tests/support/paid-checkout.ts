import { call, type CallOptions } from "./http";
import { backToSite, payOnProviderPage } from "./hosted-payment";

/** The card a traveller types on the provider's page unless a test says otherwise (the stand-in approves it). */
export const TEST_CARD = { number: "4242 4242 4242 4242", name: "Test Traveller", expiry: "12/39", cvc: "123" };

export type TypedCard = Partial<typeof TEST_CARD>;

/** The refusal the provider's page shows beside its card form, as the payer reads it. */
export function providerPageAlert(page: string): string | null {
  const text = /<p class="error" role="alert">([^<]*)<\/p>/.exec(page)?.[1];
  return text ? text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll("&amp;", "&") : null;
}

/**
 * A checkout as a traveller makes it (issue #50): the order posted without a card; when it waits for one, the card
 * typed on the provider's page, the payer's browser back on the site, and the checkout's request sent again with the
 * same idempotency key, whose answer is then the booking made. Any other answer (an error, a booking the wallet paid
 * in full) is returned as it came.
 */
export async function paidCheckout(path: string, opts: CallOptions & { body: Record<string, unknown>; card?: TypedCard }): Promise<Response> {
  const first = await call(path, opts);
  if (first.status !== 200) return first;
  const data = (await first.clone().json()).data as { status?: string; paymentUrl?: string } | undefined;
  if (data?.status !== "PAYMENT_REQUIRED" || !data.paymentUrl) return first;
  await payAndReturn(data.paymentUrl, { card: opts.card, cookies: opts.cookies });
  return call(path, opts);
}

/** The card typed on the provider's page and the payer's browser following it back to the site; throws if refused. */
export async function payAndReturn(paymentUrl: string, opts: { card?: TypedCard; cookies?: Record<string, string> } = {}): Promise<Response> {
  const paid = await payOnProviderPage(paymentUrl, { ...TEST_CARD, ...opts.card });
  if (!paid.next) throw new Error(`the provider's page refused the card: ${providerPageAlert(paid.page) ?? "no message"}`);
  return backToSite(paid.next, opts.cookies);
}
