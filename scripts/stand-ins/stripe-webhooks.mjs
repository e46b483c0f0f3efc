/**
 * Webhook delivery of the local Stripe stand-in (./stripe.mjs), signed as Stripe signs them so that
 * `stripe.webhooks.constructEvent` verifies them: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the endpoint's secret>`. A delivery that fails (no answer, or not 2xx) is tried again after each of
 * `retryDelaysMs`, then given up — bounded, unlike Stripe's three days. Every attempt is signed afresh.
 */
import { createHmac, randomBytes } from "node:crypto";

export function signatureHeader(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/**
 * `endpoints`: [{ url, secret, enabled_events? }] known at start; more come through POST /v1/webhook_endpoints.
 * `deliveries` records every attempt ({ event, url, attempt, status }) for tests and for the stand-in's log.
 */
export function createWebhookSender({ endpoints = [], retryDelaysMs = [500, 2000, 8000], timeoutMs = 5000 } = {}) {
  const registered = endpoints.map((e) => ({ id: `we_${randomBytes(12).toString("hex")}`, enabled_events: ["*"], ...e }));
  const timers = new Set();
  const deliveries = [];
  let stopped = false;

  async function attempt(endpoint, event, n) {
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const res = await fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signatureHeader(payload, endpoint.secret),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    deliveries.push({ event: event.id, type: event.type, url: endpoint.url, attempt: n + 1, status });
    if ((status < 200 || status > 299) && n < retryDelaysMs.length && !stopped) {
      const timer = setTimeout(() => (timers.delete(timer), void attempt(endpoint, event, n + 1)), retryDelaysMs[n]);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    deliveries,
    /** POST /v1/webhook_endpoints: Stripe makes the secret and answers it once. */
    addEndpoint({ url, enabled_events = ["*"] }) {
      const endpoint = { id: `we_${randomBytes(12).toString("hex")}`, url, enabled_events, secret: `whsec_${randomBytes(24).toString("hex")}` };
      registered.push(endpoint);
      return endpoint;
    },
    send(event) {
      for (const endpoint of registered)
        if (endpoint.enabled_events.includes("*") || endpoint.enabled_events.includes(event.type)) void attempt(endpoint, event, 0);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
