/**
 * The /v1 calls of the local Stripe stand-in (./stripe.mjs), in Stripe's shapes, over the objects of
 * ./stripe-store.mjs:
 *   POST /v1/customers · GET /v1/customers/{id} · POST /v1/checkout/sessions · GET /v1/checkout/sessions/{id} ·
 *   POST /v1/checkout/sessions/{id}/expire ·
 *   POST /v1/payment_intents · GET /v1/payment_intents[/{id}] · POST /v1/payment_intents/{id}/cancel ·
 *   GET /v1/setup_intents/{id} · GET /v1/payment_methods/{id} · POST /v1/refunds · GET /v1/refunds[/{id}] ·
 *   GET /v1/charges[/{id}] · GET /v1/events[/{id}] · POST /v1/webhook_endpoints
 * Parameters arrive parsed from Stripe's form encoding (`line_items[0][price_data][currency]`); every GET takes
 * `expand[]`.
 */
import { invalidRequest } from "./stripe-errors.mjs";

function integer(params, name, { required = false, min = 0 } = {}) {
  const raw = params[name];
  if (raw === undefined || raw === "") {
    if (required) throw invalidRequest(`Missing required param: ${name}.`, name, "parameter_missing");
    return undefined;
  }
  if (!/^-?\d+$/.test(String(raw)) || Number(raw) < min) throw invalidRequest(`Invalid integer: ${raw}`, name, "parameter_invalid_integer");
  return Number(raw);
}

function text(params, name, { required = false } = {}) {
  const raw = params[name];
  if (raw === undefined || raw === "") {
    if (required) throw invalidRequest(`Missing required param: ${name}.`, name, "parameter_missing");
    return undefined;
  }
  if (typeof raw !== "string") throw invalidRequest(`Invalid string: ${name}`, name, "parameter_invalid_string");
  return raw;
}

const flag = (params, name) => params[name] === "true";
const currencyOf = (params, name) => text(params, name, { required: true }).toLowerCase();
const list = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const hashOf = (value) => (value && typeof value === "object" && !Array.isArray(value) ? value : {});

/** A payment-mode session's total from `line_items[i][price_data]` (the one way to give an amount without Prices). */
function lineItemTotal(params) {
  const items = list(params.line_items);
  if (items.length === 0) throw invalidRequest("line_items is required in payment mode.", "line_items", "parameter_missing");
  let total = 0;
  let currency;
  items.forEach((item, i) => {
    if (item.price) throw invalidRequest(`No such price: '${item.price}'`, `line_items[${i}][price]`, "resource_missing");
    const data = hashOf(item.price_data);
    const unit = integer(data, "unit_amount", { required: true, min: 1 });
    const quantity = integer(hashOf(item), "quantity", { required: true, min: 1 });
    const itemCurrency = currencyOf(data, "currency");
    if (!data.product && !hashOf(data.product_data).name)
      throw invalidRequest(
        "Missing required param: line_items[0][price_data][product_data][name].",
        `line_items[${i}][price_data][product_data][name]`,
        "parameter_missing",
      );
    if (currency && currency !== itemCurrency) throw invalidRequest("All line items must share one currency.", `line_items[${i}][price_data][currency]`);
    currency = itemCurrency;
    total += unit * quantity;
  });
  const first = hashOf(hashOf(items[0]).price_data);
  return { amount: total, currency, description: hashOf(first.product_data).name ?? null };
}

function createSession(store, params) {
  const mode = text(params, "mode", { required: true });
  if (mode !== "payment" && mode !== "setup")
    throw invalidRequest(`Invalid mode: must be one of payment or setup (the stand-in has no subscriptions).`, "mode");
  const successUrl = text(params, "success_url", { required: true });
  // Both go into the page (a link, a redirect): only web addresses, as Stripe insists.
  for (const name of ["success_url", "cancel_url"])
    if (params[name] !== undefined && !/^https?:\/\//.test(String(params[name]))) throw invalidRequest("Not a valid URL", name, "url_invalid");
  if (params.customer && params.customer_email)
    throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  const priced =
    mode === "payment" ? lineItemTotal(params) : { amount: null, currency: params.currency ? currencyOf(params, "currency") : null, description: null };
  const piData = hashOf(params.payment_intent_data);
  const setupFutureUsage = piData.setup_future_usage ?? null;
  if (setupFutureUsage && !["off_session", "on_session"].includes(setupFutureUsage))
    throw invalidRequest("Invalid setup_future_usage", "payment_intent_data[setup_future_usage]");
  // As Stripe: a session closes between 30 minutes and 24 hours after it was made.
  const expiresAt = integer(params, "expires_at");
  const inSeconds = expiresAt === undefined ? undefined : expiresAt - Math.floor(Date.now() / 1000);
  if (inSeconds !== undefined && (inSeconds < 30 * 60 - 5 || inSeconds > 24 * 3600))
    throw invalidRequest("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
  return store.createSession({
    mode,
    expiresAt,
    ...priced,
    description: piData.description ?? priced.description,
    successUrl,
    cancelUrl: text(params, "cancel_url"),
    customer: text(params, "customer") ?? null,
    customerEmail: text(params, "customer_email"),
    clientReferenceId: text(params, "client_reference_id"),
    locale: text(params, "locale"),
    metadata: hashOf(params.metadata),
    paymentIntentMetadata: hashOf(piData.metadata),
    setupFutureUsage,
    branding: params.branding_settings
      ? { display_name: hashOf(params.branding_settings).display_name ?? null, button_color: hashOf(params.branding_settings).button_color ?? null }
      : undefined,
  });
}

/** `{ method, path, params }` → the answer's object; throws StripeApiError for Stripe's errors; null when no route. */
export function answerApi(store, webhooks, { method, path, params }) {
  const expand = list(params.expand).map(String);
  const one = (kind, label) => (id) => store.view(store.get(kind, id, label, "id"), expand);
  const pageOf = (kind, url, where) =>
    store.list(kind, { limit: integer(params, "limit", { min: 1 }) ?? 10, startingAfter: text(params, "starting_after"), where }, url);
  const routes = [
    [
      "POST",
      /^\/v1\/customers$/,
      () =>
        store.createCustomer({
          email: text(params, "email") ?? null,
          name: text(params, "name") ?? null,
          description: text(params, "description") ?? null,
          metadata: hashOf(params.metadata),
        }),
    ],
    ["GET", /^\/v1\/customers\/([^/]+)$/, one("customers", "customer")],
    ["POST", /^\/v1\/checkout\/sessions$/, () => store.view(createSession(store, params), expand)],
    ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (id) => store.view(store.expireSession(id), expand)],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id) => store.view(store.openSession(id) ?? store.get("sessions", id, "checkout.session", "session"), expand),
    ],
    [
      "POST",
      /^\/v1\/payment_intents$/,
      () =>
        store.view(
          store.createPaymentIntent({
            amount: integer(params, "amount", { required: true, min: 1 }),
            currency: currencyOf(params, "currency"),
            customer: text(params, "customer") ?? null,
            paymentMethod: text(params, "payment_method"),
            confirm: flag(params, "confirm"),
            offSession: flag(params, "off_session"),
            description: text(params, "description") ?? null,
            metadata: hashOf(params.metadata),
          }),
          expand,
        ),
    ],
    ["GET", /^\/v1\/payment_intents$/, () => pageOf("paymentIntents", "/v1/payment_intents", (pi) => !params.customer || pi.customer === params.customer)],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, one("paymentIntents", "payment_intent")],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (id) => store.view(store.cancelPaymentIntent(id, text(params, "cancellation_reason")), expand)],
    ["GET", /^\/v1\/setup_intents\/([^/]+)$/, one("setupIntents", "setup_intent")],
    ["GET", /^\/v1\/payment_methods\/([^/]+)$/, one("paymentMethods", "PaymentMethod")],
    [
      "POST",
      /^\/v1\/refunds$/,
      () =>
        store.createRefund({
          paymentIntent: text(params, "payment_intent"),
          charge: text(params, "charge"),
          amount: integer(params, "amount", { min: 1 }),
          reason: text(params, "reason"),
          metadata: hashOf(params.metadata),
        }),
    ],
    [
      "GET",
      /^\/v1\/refunds$/,
      () =>
        pageOf(
          "refunds",
          "/v1/refunds",
          (r) => (!params.payment_intent || r.payment_intent === params.payment_intent) && (!params.charge || r.charge === params.charge),
        ),
    ],
    ["GET", /^\/v1\/refunds\/([^/]+)$/, one("refunds", "refund")],
    [
      "GET",
      /^\/v1\/charges$/,
      () =>
        pageOf(
          "charges",
          "/v1/charges",
          (c) => (!params.payment_intent || c.payment_intent === params.payment_intent) && (!params.customer || c.customer === params.customer),
        ),
    ],
    ["GET", /^\/v1\/charges\/([^/]+)$/, one("charges", "charge")],
    ["GET", /^\/v1\/events$/, () => pageOf("events", "/v1/events", (e) => !params.type || e.type === params.type)],
    ["GET", /^\/v1\/events\/([^/]+)$/, one("events", "event")],
    [
      "POST",
      /^\/v1\/webhook_endpoints$/,
      () => {
        const events = list(params.enabled_events).map(String);
        const endpoint = webhooks.addEndpoint({ url: text(params, "url", { required: true }), enabled_events: events.length ? events : ["*"] });
        return {
          object: "webhook_endpoint",
          status: "enabled",
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          metadata: {},
          api_version: null,
          ...endpoint,
        };
      },
    ],
  ];
  for (const [verb, pattern, handle] of routes) {
    const m = method === verb ? pattern.exec(path) : null;
    if (m) return handle(...m.slice(1).map(decodeURIComponent));
  }
  return null;
}
