import Stripe from "stripe";
import { env } from "@/lib/env";
import type { ChargeResult, CheckoutOutcome, DeclineReason, HostedPaymentProvider, ProviderCharge, ProviderPayment, ProviderRefund } from "./provider";
import { stripeClient } from "./stripe-client";

/**
 * Card payments through Stripe's SDK only, with card entry and 3-D Secure on Stripe's hosted Checkout page: the site
 * creates a checkout, sends the payer to its URL and reads what came of it. Amounts are minor units; currencies are
 * ours upper-case and Stripe's lower-case. Every call that creates something carries an idempotency key derived from
 * the caller's, so a retried step answers what the first one did.
 */

/** Stripe's decline and error codes (https://docs.stripe.com/declines/codes) → ours. */
export function declineReasonOf(code: string | null | undefined, declineCode: string | null | undefined): DeclineReason {
  const reason = declineCode ?? code ?? "";
  if (reason === "insufficient_funds") return "INSUFFICIENT_FUNDS";
  if (reason === "expired_card") return "EXPIRED_CARD";
  if (/^(incorrect|invalid)_(number|cvc|expiry_month|expiry_year|zip)$/.test(reason)) return "INVALID_CARD";
  return "CARD_DECLINED";
}

/** A refund Stripe refused for a reason the caller can act on (anything else is thrown as the SDK's error). */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: "ALREADY_REFUNDED" | "AMOUNT_TOO_LARGE",
    message: string,
  ) {
    super(message);
  }
}

/**
 * The locales Stripe's hosted page speaks (its API refuses others). Any other language goes as "auto": the page then
 * follows the payer's browser, which is what an Arabic-speaking payer's would ask for.
 */
const CHECKOUT_LOCALES = new Set(
  "bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  ),
);
const checkoutLocale = (locale: string | undefined) => (locale && CHECKOUT_LOCALES.has(locale) ? locale : "auto");

const expanded = <T extends { id: string }>(value: string | T | null | undefined): T | null => (value && typeof value === "object" ? value : null);

function failed(error: { code?: string; decline_code?: string; payment_method?: Stripe.PaymentMethod } | null | undefined): CheckoutOutcome | null {
  if (!error) return null;
  return {
    status: "FAILED",
    reason: declineReasonOf(error.code, error.decline_code),
    code: error.decline_code ?? error.code ?? "card_declined",
    last4: error.payment_method?.card?.last4 ?? null,
  };
}

function cardOf(method: Stripe.PaymentMethod | null, charge: Stripe.Charge | null): string {
  return method?.card?.last4 ?? charge?.payment_method_details?.card?.last4 ?? "";
}

function expiryOf(method: Stripe.PaymentMethod): string | null {
  const card = method.card;
  return card?.exp_year && card.exp_month ? `${card.exp_year}-${String(card.exp_month).padStart(2, "0")}` : null;
}

export function createStripeProvider(client: () => Stripe = stripeClient): HostedPaymentProvider {
  return {
    name: "stripe",

    async createPaymentCheckout({
      amountMinor,
      currency,
      description,
      keepCard,
      reference,
      successUrl,
      cancelUrl,
      customerEmail,
      locale,
      merchantName,
      expiresAt,
      idempotencyKey,
    }) {
      const stripe = client();
      // A card kept for later has to belong to a customer: Stripe charges it off-session only through one.
      const customer = keepCard
        ? (await stripe.customers.create({ email: customerEmail, metadata: { reference } }, { idempotencyKey: `${idempotencyKey}:customer` })).id
        : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amountMinor, product_data: { name: description } } }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: reference,
          ...(customer ? { customer } : customerEmail ? { customer_email: customerEmail } : {}),
          locale: checkoutLocale(locale),
          metadata: { reference },
          payment_intent_data: { metadata: { reference }, ...(keepCard ? { setup_future_usage: "off_session" as const } : {}) },
          ...(merchantName ? { branding_settings: { display_name: merchantName } } : {}),
          ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: `${idempotencyKey}:checkout` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a page URL`);
      return { sessionId: session.id, url: session.url };
    },

    async createCardCheckout({ currency, reference, successUrl, cancelUrl, customerEmail, locale, merchantName, expiresAt, idempotencyKey }) {
      const stripe = client();
      const customer = await stripe.customers.create({ email: customerEmail, metadata: { reference } }, { idempotencyKey: `${idempotencyKey}:customer` });
      const session = await stripe.checkout.sessions.create(
        {
          mode: "setup",
          currency: currency.toLowerCase(),
          customer: customer.id,
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: reference,
          locale: checkoutLocale(locale),
          metadata: { reference },
          ...(merchantName ? { branding_settings: { display_name: merchantName } } : {}),
          ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: `${idempotencyKey}:checkout` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a page URL`);
      return { sessionId: session.id, url: session.url };
    },

    async readCheckout(sessionId): Promise<CheckoutOutcome> {
      const session = await client().checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent.latest_charge", "payment_intent.payment_method", "setup_intent.payment_method"],
      });
      if (session.status === "expired") return { status: "EXPIRED" };
      if (session.mode === "setup") {
        const intent = expanded(session.setup_intent);
        const method = expanded(intent?.payment_method);
        if (session.status === "complete" && intent?.status === "succeeded" && method)
          return { status: "KEPT", methodRef: method.id, last4: cardOf(method, null), expires: expiryOf(method) };
        return (intent?.status === "requires_payment_method" && failed(intent.last_setup_error)) || { status: "OPEN" };
      }
      const intent = expanded(session.payment_intent);
      if (session.payment_status === "paid" && intent?.status === "succeeded") {
        const method = expanded(intent.payment_method);
        return {
          status: "PAID",
          paymentRef: intent.id,
          methodRef: intent.setup_future_usage && method ? method.id : null,
          last4: cardOf(method, expanded(intent.latest_charge)),
          amountMinor: intent.amount_received,
          currency: intent.currency.toUpperCase(),
        };
      }
      return (intent?.status === "requires_payment_method" && failed(intent.last_payment_error)) || { status: "OPEN" };
    },

    async expireCheckout(sessionId) {
      const stripe = client();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== "open") return;
      await stripe.checkout.sessions.expire(sessionId).catch(async (error: unknown) => {
        // Paid or closed meanwhile: what it came to is read by the caller, not decided here.
        if ((await stripe.checkout.sessions.retrieve(sessionId)).status !== "open") return;
        throw error;
      });
    },

    async refund({ providerRef, amountMinor, idempotencyKey }) {
      try {
        const refund = await client().refunds.create({ payment_intent: providerRef, amount: amountMinor }, { idempotencyKey });
        return { providerRef: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded")
          throw new RefundRefusedError("ALREADY_REFUNDED", error.message);
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "amount_too_large")
          throw new RefundRefusedError("AMOUNT_TOO_LARGE", error.message);
        throw error;
      }
    },

    async chargeSaved({ methodRef, amountMinor, currency, idempotencyKey, reference }): Promise<ChargeResult> {
      const stripe = client();
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(methodRef);
      } catch (error) {
        // The kept card is gone (removed at Stripe): a refusal the payer can answer with another card, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
          return { status: "DECLINED", reason: "INVALID_CARD", last4: null };
        throw error;
      }
      const customer = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? undefined);
      const last4 = method.card?.last4 ?? null;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            customer,
            payment_method: methodRef,
            off_session: true,
            confirm: true,
            ...(reference ? { metadata: { reference } } : {}),
          },
          { idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "APPROVED", providerRef: intent.id, last4: last4 ?? "" };
        return { status: "DECLINED", reason: "CARD_DECLINED", last4 };
      } catch (error) {
        // A refusal is an answer (402): the card's bank said no, or wants the payer there to authenticate.
        if (error instanceof Stripe.errors.StripeCardError) return { status: "DECLINED", reason: declineReasonOf(error.code, error.decline_code), last4 };
        throw error;
      }
    },

    async listCharges({ pageSize = 100 } = {}): Promise<ProviderCharge[]> {
      const charges: ProviderCharge[] = [];
      for await (const c of client().charges.list({ limit: pageSize })) {
        charges.push({
          id: c.id,
          paymentRef: typeof c.payment_intent === "string" ? c.payment_intent : (c.payment_intent?.id ?? null),
          status: c.status,
          amountMinor: c.amount,
          capturedMinor: c.amount_captured,
          refundedMinor: c.amount_refunded,
          currency: c.currency.toUpperCase(),
          created: new Date(c.created * 1000),
        });
      }
      return charges;
    },

    async listPayments({ pageSize = 100 } = {}): Promise<ProviderPayment[]> {
      const payments: ProviderPayment[] = [];
      for await (const pi of client().paymentIntents.list({ limit: pageSize })) {
        payments.push({
          paymentRef: pi.id,
          reference: pi.metadata?.reference ?? null,
          status: pi.status,
          receivedMinor: pi.amount_received ?? 0,
          currency: pi.currency.toUpperCase(),
          created: new Date(pi.created * 1000),
        });
      }
      return payments;
    },

    async listRefunds({ paymentRef, pageSize = 100 } = {}): Promise<ProviderRefund[]> {
      const refunds: ProviderRefund[] = [];
      for await (const r of client().refunds.list({ limit: pageSize, ...(paymentRef ? { payment_intent: paymentRef } : {}) })) {
        refunds.push({
          id: r.id,
          paymentRef: typeof r.payment_intent === "string" ? r.payment_intent : (r.payment_intent?.id ?? null),
          status: r.status,
          amountMinor: r.amount,
          currency: r.currency.toUpperCase(),
          created: new Date(r.created * 1000),
        });
      }
      return refunds;
    },

    verifyWebhook(payload, signature) {
      const secret = env().STRIPE_WEBHOOK_SECRET;
      if (!secret) return null;
      try {
        const event = Stripe.webhooks.constructEvent(payload, signature, secret);
        const object = event.data.object as { id?: unknown };
        return { id: event.id, type: event.type, objectId: typeof object.id === "string" ? object.id : null };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
  };
}

/** The provider on the configured client (lib/env.ts: STRIPE_SECRET_KEY, STRIPE_API_URL, STRIPE_WEBHOOK_SECRET). */
export const stripeProvider: HostedPaymentProvider = createStripeProvider();
