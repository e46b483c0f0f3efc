#!/usr/bin/env node
/**
 * A local stand-in for Stripe's HTTP API (https://api.stripe.com) and its hosted Checkout page, so the `stripe` SDK
 * runs with no internet: the site's payment provider (lib/payments/stripe-provider.ts) talks to it exactly as
 * it would to Stripe, with STRIPE_API_URL pointing here. Stateful and in memory; its parts:
 * ./stripe-api.mjs (the /v1 calls), ./stripe-pages.mjs (the card form and the 3-D Secure challenge, on this origin),
 * ./stripe-store.mjs (the objects), ./stripe-payments.mjs (money moving), ./stripe-cards.mjs (Stripe's test cards) and ./stripe-webhooks.mjs (signed events).
 *
 * As Stripe: bodies are form-encoded (`a[b][0]=c`), every /v1 call needs `Authorization: Bearer <secret key>`, a POST
 * with an `Idempotency-Key` seen before on the same path answers the stored answer again (another body with the same
 * key is refused, 400 idempotency_error), and errors are `{ error: { type, code, decline_code, message, param } }`
 * with Stripe's status codes (400, 401, 402, 404).
 *
 * `npm test` and `npm start` (without STRIPE_SECRET_KEY) start one in-process (startStripeStandIn) and point
 * STRIPE_API_URL and STRIPE_SECRET_KEY at it. Standalone: `node scripts/stand-ins/stripe.mjs` (STRIPE_STAND_IN_PORT,
 * default 4040).
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sendJson } from "./html.mjs";
import { answerApi } from "./stripe-api.mjs";
import { answerPage } from "./stripe-pages.mjs";
import { StripeApiError } from "./stripe-errors.mjs";
import { createStripeStore } from "./stripe-store.mjs";
import { createWebhookSender } from "./stripe-webhooks.mjs";

const HOST = "127.0.0.1";
const MAX_BODY = 256 * 1024;

/** Stripe's form encoding to nested objects: `a[b][0][c]=v` → { a: { b: [{ c: "v" }] } }. */
export function parseStripeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\]\[|\[|\]/).filter((p, i) => p !== "" || i === 0);
    if (parts.some((p) => p === "__proto__" || p === "constructor" || p === "prototype")) continue;
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] = node[part] && typeof node[part] === "object" ? node[part] : {};
    });
  }
  // Objects keyed 0, 1, 2… were arrays (line_items, expand).
  const arrays = (value) => {
    if (!value || typeof value !== "object") return value;
    const keys = Object.keys(value);
    for (const k of keys) value[k] = arrays(value[k]);
    return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => value[k]) : value;
  };
  return arrays(root);
}

async function readText(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new StripeApiError(400, { type: "invalid_request_error", message: "Request body too large." });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function sendError(res, status, error) {
  const clean = Object.fromEntries(Object.entries(error).filter(([, v]) => v !== undefined));
  sendJson(res, status, { error: { ...clean, request_log_url: null } });
}

/**
 * `secretKey`: the key callers must send. `webhooks`: [{ url, secret }] to send signed events to;
 * `webhookRetryDelaysMs`: waits before each retry of a failed delivery (as many retries as entries).
 */
export async function startStripeStandIn({ port = 0, secretKey = `sk_test_${randomBytes(16).toString("hex")}`, webhooks = [], webhookRetryDelaysMs } = {}) {
  const sender = createWebhookSender({ endpoints: webhooks, retryDelaysMs: webhookRetryDelaysMs });
  // Made once the port is known: the store writes this origin into the sessions' page URLs.
  let store;
  /** "<key> <path>" → { body (the request's), status, answer }: Stripe keeps them 24 hours, the stand-in for its life. */
  const idempotent = new Map();

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (await answerPage(store, req, res, url.pathname)) return;
      if (!url.pathname.startsWith("/v1/"))
        return sendError(res, 404, { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return sendError(res, 401, { type: "invalid_request_error", message: "Invalid API Key provided." });
      const body = req.method === "POST" ? await readText(req) : "";
      const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
      const stored = key ? idempotent.get(`${key} ${url.pathname}`) : undefined;
      if (stored) {
        if (stored.body !== body)
          return sendError(res, 400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        res.setHeader("idempotent-replayed", "true");
        return sendJson(res, stored.status, stored.answer);
      }
      const params = parseStripeForm(req.method === "POST" ? body : url.search.slice(1));
      let status = 200;
      let answer;
      try {
        answer = answerApi(store, sender, { method: req.method ?? "GET", path: url.pathname, params });
        if (answer === null)
          return sendError(res, 404, { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        answer = { error: Object.fromEntries(Object.entries(error.error).filter(([, v]) => v !== undefined)) };
      }
      if (key) idempotent.set(`${key} ${url.pathname}`, { body, status, answer });
      sendJson(res, status, answer);
    } catch (error) {
      if (error instanceof StripeApiError) return sendError(res, error.status, error.error);
      sendError(res, 500, { type: "api_error", message: error instanceof Error ? error.message : "Internal error" });
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const origin = `http://${HOST}:${server.address().port}`;
  store = createStripeStore({ origin, onEvent: (event) => sender.send(event) });
  return {
    url: origin,
    secretKey,
    deliveries: sender.deliveries,
    stop: () =>
      new Promise((resolve) => {
        sender.stop();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// No top-level await: jest loads this module in-process (tests start their own stand-in).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void startStripeStandIn({ port: Number(process.env.STRIPE_STAND_IN_PORT ?? 4040) }).then((standIn) =>
    console.log(`Stripe stand-in on ${standIn.url} (secret key ${standIn.secretKey})`),
  );
}
