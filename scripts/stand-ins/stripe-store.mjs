/**
 * The objects of the local Stripe stand-in (./stripe.mjs): customers, Checkout sessions, payment and setup intents,
 * payment methods, charges, refunds and events, in memory for the life of the process; what moves money among them
 * is ./stripe-payments.mjs.
 * The API (./stripe-api.mjs) and the hosted pages (./stripe-pages.mjs) both act through it, so a card entered on the
 * page and a charge made through the SDK change the same objects. Objects leave it as copies: nothing outside mutates
 * the stored ones.
 *
 * One departure from today's Stripe, on purpose: a Checkout session in payment mode gets its PaymentIntent when it is
 * created (as API versions before 2022-08-01 did), so the intent and its last error can be read before the card is in.
 */
import { randomBytes } from "node:crypto";
import { missing } from "./stripe-errors.mjs";
import { createPayments } from "./stripe-payments.mjs";

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
      expires_at: fields.expiresAt ?? now() + 24 * 3600,
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

  function openSession(id) {
    const session = maps.sessions.get(id);
    if (!session) return null;
    if (session.status === "open" && session.expires_at < now()) session.status = "expired";
    return session;
  }

  /** Stripe's list: newest first, `limit` (1–100, default 10) after `starting_after`, filtered by `where`. */
  function list(kind, { limit = 10, startingAfter, where = () => true }, url) {
    const all = [...maps[kind].values()].reverse().filter(where);
    const start = startingAfter ? all.findIndex((o) => o.id === startingAfter) + 1 : 0;
    if (startingAfter && start === 0) throw missing(kind.replace(/s$/, ""), startingAfter, "starting_after");
    const data = all.slice(start, start + limit);
    return { object: "list", url, has_more: start + limit < all.length, data: data.map((o) => copy(o)) };
  }

  const payments = createPayments({ maps, put, get, emit, cardNumbers, origin, newPaymentIntent });
  return { maps, get, view, find, list, createCustomer, createSession, openSession, ...payments };
}
