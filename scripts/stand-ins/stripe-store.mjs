/**
 * The objects of the local Stripe stand-in (./stripe.mjs) and what happens to them: customers, Checkout sessions,
 * payment and setup intents, payment methods, charges, refunds and events, in memory for the life of the process.
 * The API (./stripe-api.mjs) and the hosted pages (./stripe-pages.mjs) both act through it, so a card entered on the
 * page and a charge made through the SDK change the same objects. Objects leave it as copies: nothing outside mutates
 * the stored ones.
 *
 * One departure from today's Stripe, on purpose: a Checkout session in payment mode gets its PaymentIntent when it is
 * created (as API versions before 2022-08-01 did), so the intent and its last error can be read before the card is in.
 */
import { randomBytes } from "node:crypto";
import { assessEntry, assessOffSession, authenticationFailure } from "./stripe-cards.mjs";

/** An answer Stripe gives as `{ error }` with this status (the SDK turns it into its typed errors). */
export class StripeApiError extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export const invalidRequest = (message, param, code) => new StripeApiError(400, { type: "invalid_request_error", message, param, code });
const missing = (kind, id, param) =>
  new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param });

const PREFIXES = {
  cs_test: "sessions",
  pi: "paymentIntents",
  seti: "setupIntents",
  pm: "paymentMethods",
  ch: "charges",
  re: "refunds",
  cus: "customers",
  evt: "events",
};

const now = () => Math.floor(Date.now() / 1000);
const copy = (value) => structuredClone(value);

export function createStripeStore({ origin, onEvent = () => {} }) {
  const maps = Object.fromEntries(Object.values(PREFIXES).map((name) => [name, new Map()]));
  /** The full numbers of entered cards, by payment method: the stand-in's own memory, never answered. */
  const cardNumbers = new Map();

  function newId(prefix) {
    return `${prefix}_${randomBytes(12).toString("hex")}`;
  }

  function put(prefix, fields) {
    const object = { id: newId(prefix), created: now(), livemode: false, ...fields };
    maps[PREFIXES[prefix]].set(object.id, object);
    return object;
  }

  function emit(type, object) {
    const event = put("evt", {
      object: "event",
      type,
      api_version: null,
      data: { object: copy(object) },
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
    });
    onEvent(copy(event));
  }

  /** Any stored object by its id, or null: its prefix names its kind. */
  function find(id) {
    if (typeof id !== "string") return null;
    const prefix = Object.keys(PREFIXES).find((p) => id.startsWith(`${p}_`));
    return prefix ? (maps[PREFIXES[prefix]].get(id) ?? null) : null;
  }

  function get(kind, id, label, param) {
    const object = maps[kind].get(id);
    if (!object) throw missing(label, id, param);
    return object;
  }

  /** A copy with `expand` paths ("payment_intent", "setup_intent.payment_method") replaced by their objects. */
  function view(object, expand = []) {
    const out = copy(object);
    for (const path of expand) {
      let parents = [out];
      for (const key of String(path).split(".")) {
        const next = [];
        for (const parent of parents) {
          if (!parent || typeof parent !== "object") continue;
          const found = typeof parent[key] === "string" ? find(parent[key]) : null;
          if (found) parent[key] = copy(found);
          if (parent[key] && typeof parent[key] === "object") next.push(parent[key]);
        }
        parents = next;
      }
    }
    return out;
  }

  function createCustomer({ email = null, name = null, description = null, metadata = {} }) {
    return put("cus", {
      object: "customer",
      email,
      name,
      description,
      metadata,
      balance: 0,
      currency: null,
      default_source: null,
      invoice_settings: { default_payment_method: null },
    });
  }

  function newPaymentIntent({ amount, currency, customer = null, description = null, metadata = {}, setupFutureUsage = null }) {
    return put("pi", {
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      customer,
      description,
      metadata,
      status: "requires_payment_method",
      payment_method: null,
      payment_method_types: ["card"],
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      setup_future_usage: setupFutureUsage,
      capture_method: "automatic",
      confirmation_method: "automatic",
      canceled_at: null,
      cancellation_reason: null,
    });
  }

  function createSession(fields) {
    const { mode, amount, currency, customer, metadata, setupFutureUsage, paymentIntentMetadata, description } = fields;
    if (customer) get("customers", customer, "customer", "customer");
    const session = newId("cs_test");
    const pi = mode === "payment" ? newPaymentIntent({ amount, currency, customer, metadata: paymentIntentMetadata, setupFutureUsage, description }) : null;
    const si =
      mode === "setup"
        ? put("seti", {
            object: "setup_intent",
            status: "requires_payment_method",
            customer,
            payment_method: null,
            usage: "off_session",
            last_setup_error: null,
            next_action: null,
            metadata,
            payment_method_types: ["card"],
          })
        : null;
    const object = {
      id: session,
      object: "checkout.session",
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      mode,
      ui_mode: "hosted",
      status: "open",
      payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
      url: `${origin}/pay/${session}`,
      success_url: fields.successUrl,
      cancel_url: fields.cancelUrl ?? null,
      client_reference_id: fields.clientReferenceId ?? null,
      customer: customer ?? null,
      customer_email: fields.customerEmail ?? null,
      currency: currency ?? null,
      amount_subtotal: mode === "payment" ? amount : null,
      amount_total: mode === "payment" ? amount : null,
      locale: fields.locale ?? null,
      metadata,
      payment_intent: pi?.id ?? null,
      setup_intent: si?.id ?? null,
      payment_method_types: ["card"],
      branding_settings: fields.branding,
    };
    maps.sessions.set(session, object);
    return object;
  }

  function chargeFor(pi, pm, error) {
    const card = pm.card;
    return put("ch", {
      object: "charge",
      amount: pi.amount,
      amount_captured: error ? 0 : pi.amount,
      amount_refunded: 0,
      captured: !error,
      paid: !error,
      refunded: false,
      status: error ? "failed" : "succeeded",
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } },
      billing_details: pm.billing_details,
      failure_code: error?.code ?? null,
      failure_message: error?.message ?? null,
      outcome: error
        ? {
            type: "issuer_declined",
            network_status: "declined_by_network",
            reason: error.decline_code ?? null,
            seller_message: "The bank did not return any further details with this decline.",
          }
        : { type: "authorized", network_status: "approved_by_network", reason: null, seller_message: "Payment complete." },
      metadata: {},
    });
  }

  /** The intent charged with this payment method: a charge either way, the intent succeeded or waiting for another card. */
  function settle(pi, pm, error) {
    const charge = chargeFor(pi, pm, error);
    pi.latest_charge = charge.id;
    pi.next_action = null;
    if (error) {
      Object.assign(pi, {
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: { ...error, charge: charge.id, payment_method: copy(pm) },
      });
      emit("payment_intent.payment_failed", pi);
    } else {
      Object.assign(pi, { status: "succeeded", payment_method: pm.id, amount_received: pi.amount, last_payment_error: null });
      // Paying with "keep this card for later": the card stays with the customer, as setup_future_usage asks.
      if (pi.setup_future_usage && pi.customer) pm.customer = pi.customer;
      emit("payment_intent.succeeded", pi);
    }
    return charge;
  }

  function completeSession(session) {
    session.status = "complete";
    if (session.mode === "payment") session.payment_status = "paid";
    emit("checkout.session.completed", session);
  }

  function openSession(id) {
    const session = maps.sessions.get(id);
    if (!session) return null;
    if (session.status === "open" && session.expires_at < now()) session.status = "expired";
    return session;
  }

  /**
   * A card typed on the hosted page: "paid" (or "kept" in setup mode), "declined" with Stripe's error, or "challenge"
   * when the bank wants 3-D Secure first.
   */
  function enterCard(session, entry) {
    const purpose = session.mode === "setup" ? "setup" : "payment";
    const { card, error, needs3ds } = assessEntry(entry, purpose);
    // A number or expiry that cannot be a card is caught in the browser by Stripe.js: no payment method, no attempt.
    if (!card || error?.code === "incorrect_number" || error?.code === "invalid_expiry_year") return { outcome: "declined", error };
    const { number, ...shown } = card;
    const pm = put("pm", {
      object: "payment_method",
      type: "card",
      customer: null,
      card: { ...shown, funding: "credit", country: "US" },
      billing_details: { name: entry.name || null, email: session.customer_email },
      metadata: {},
    });
    cardNumbers.set(pm.id, number);
    if (purpose === "payment") {
      const pi = maps.paymentIntents.get(session.payment_intent);
      if (needs3ds) {
        Object.assign(pi, {
          status: "requires_action",
          payment_method: pm.id,
          next_action: { type: "redirect_to_url", redirect_to_url: { url: `${origin}/3ds/${session.id}`, return_url: session.success_url } },
        });
        return { outcome: "challenge" };
      }
      settle(pi, pm, error);
      if (error) return { outcome: "declined", error };
      completeSession(session);
      return { outcome: "paid" };
    }
    const si = maps.setupIntents.get(session.setup_intent);
    if (error) {
      Object.assign(si, { status: "requires_payment_method", last_setup_error: { ...error, payment_method: copy(pm) } });
      emit("setup_intent.setup_failed", si);
      return { outcome: "declined", error };
    }
    si.payment_method = pm.id;
    if (needs3ds) {
      Object.assign(si, {
        status: "requires_action",
        next_action: { type: "redirect_to_url", redirect_to_url: { url: `${origin}/3ds/${session.id}`, return_url: session.success_url } },
      });
      return { outcome: "challenge" };
    }
    keep(session, si, pm);
    return { outcome: "kept" };
  }

  function keep(session, si, pm) {
    pm.customer = session.customer;
    Object.assign(si, { status: "succeeded", payment_method: pm.id, last_setup_error: null, next_action: null });
    emit("setup_intent.succeeded", si);
    completeSession(session);
  }

  /** The 3-D Secure challenge answered: completed goes on as an accepted card, failed leaves the intent unpaid. */
  function answerChallenge(session, passed) {
    const intent = session.mode === "payment" ? maps.paymentIntents.get(session.payment_intent) : maps.setupIntents.get(session.setup_intent);
    if (intent.status !== "requires_action") return { outcome: "none" };
    const pm = maps.paymentMethods.get(intent.payment_method);
    if (passed) {
      if (session.mode === "payment") settle(intent, pm, null);
      if (session.mode === "payment") completeSession(session);
      else keep(session, intent, pm);
      return { outcome: session.mode === "payment" ? "paid" : "kept" };
    }
    const error = { ...authenticationFailure(), payment_method: copy(pm) };
    if (session.mode === "payment") {
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, next_action: null, last_payment_error: error });
      emit("payment_intent.payment_failed", intent);
    } else {
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, next_action: null, last_setup_error: error });
    }
    return { outcome: "declined", error };
  }

  /** POST /v1/payment_intents: with `confirm`, the kept card is charged at once (off-session when so marked). */
  function createPaymentIntent({ amount, currency, customer, paymentMethod, confirm, offSession, description, metadata }) {
    if (customer) get("customers", customer, "customer", "customer");
    const pm = paymentMethod ? get("paymentMethods", paymentMethod, "PaymentMethod", "payment_method") : null;
    if (pm && pm.customer !== customer)
      throw invalidRequest(
        pm.customer
          ? `The provided PaymentMethod belongs to another customer.`
          : "The provided PaymentMethod was previously used without being attached to a Customer; it cannot be used again.",
        "payment_method",
      );
    const pi = newPaymentIntent({ amount, currency, customer, description, metadata });
    if (!confirm || !pm) {
      if (pm) Object.assign(pi, { payment_method: pm.id, status: "requires_confirmation" });
      return pi;
    }
    const error = assessOffSession({ number: cardNumbers.get(pm.id) });
    if (error && !offSession && error.code === "authentication_required") {
      Object.assign(pi, { status: "requires_action", payment_method: pm.id, next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} } });
      return pi;
    }
    const charge = settle(pi, pm, error);
    if (error) throw new StripeApiError(402, { ...error, charge: charge.id, payment_intent: copy(pi), payment_method: copy(pm) });
    return pi;
  }

  function cancelPaymentIntent(id, reason) {
    const pi = get("paymentIntents", id, "payment_intent", "intent");
    if (pi.status === "succeeded" || pi.status === "canceled")
      throw invalidRequest(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`, undefined, "payment_intent_unexpected_state");
    Object.assign(pi, { status: "canceled", canceled_at: now(), cancellation_reason: reason ?? null, next_action: null });
    emit("payment_intent.canceled", pi);
    return pi;
  }

  /** Never more than was captured less what is already refunded, as Stripe refuses it. */
  function createRefund({ paymentIntent, charge: chargeId, amount, reason, metadata }) {
    let charge;
    if (chargeId) charge = get("charges", chargeId, "charge", "charge");
    else {
      if (!paymentIntent)
        throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.", undefined, "parameter_missing");
      const pi = get("paymentIntents", paymentIntent, "payment_intent", "payment_intent");
      charge = pi.status === "succeeded" ? maps.charges.get(pi.latest_charge) : undefined;
      if (!charge) throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, "payment_intent");
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    const value = amount ?? left;
    if (value > left) throw invalidRequest(`Refund amount (${value}) is greater than unrefunded amount on charge (${left})`, "amount", "amount_too_large");
    const refund = put("re", {
      object: "refund",
      amount: value,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      reason: reason ?? null,
      metadata: metadata ?? {},
      balance_transaction: null,
      receipt_number: null,
    });
    charge.amount_refunded += value;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    emit("charge.refunded", charge);
    return refund;
  }

  /** Stripe's list: newest first, `limit` (1–100, default 10) after `starting_after`, filtered by `where`. */
  function list(kind, { limit = 10, startingAfter, where = () => true }, url) {
    const all = [...maps[kind].values()].reverse().filter(where);
    const start = startingAfter ? all.findIndex((o) => o.id === startingAfter) + 1 : 0;
    if (startingAfter && start === 0) throw missing(kind.replace(/s$/, ""), startingAfter, "starting_after");
    const data = all.slice(start, start + limit);
    return { object: "list", url, has_more: start + limit < all.length, data: data.map((o) => copy(o)) };
  }

  return {
    maps,
    get,
    view,
    find,
    list,
    createCustomer,
    createSession,
    openSession,
    enterCard,
    answerChallenge,
    createPaymentIntent,
    cancelPaymentIntent,
    createRefund,
  };
}
