/**
 * The Stripe provider (lib/payments/stripe-provider.ts) through the real `stripe` SDK against the local Stripe
 * stand-in started here, and the stand-in's hosted card page driven over HTTP as a browser's form would: GET the
 * page, POST the form to its action, follow each 303 by hand.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { startStripeStandIn, type StripeStandIn } from "../../scripts/stand-ins/stripe.mjs";
import { resetEnvCache } from "@/lib/env";
import { declineReasonOf, RefundRefusedError, stripeProvider as provider } from "@/lib/payments/stripe-provider";
import { StripeNotConfiguredError, stripeClient, stripeConnection } from "@/lib/payments/stripe-client";

const WEBHOOK_SECRET = `whsec_${randomUUID().replace(/-/g, "")}`;
const SUCCESS_URL = "https://site.test/checkout/return?session={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "https://site.test/hotel-checkout?back=1";
const SAVED_ENV = { ...process.env };

let standIn: StripeStandIn;
let receiver: http.Server;
/** Every webhook the local endpoint received, raw as it came. */
const received: Array<{ body: string; signature: string; type: string; objectId: string }> = [];
/** While true, the endpoint answers 500 (a site that is down). */
let endpointDown = false;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const event = JSON.parse(body) as { type: string; data: { object: { id: string } } };
      received.push({ body, signature: String(req.headers["stripe-signature"] ?? ""), type: event.type, objectId: event.data.object.id });
      res.writeHead(endpointDown ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as { port: number };
  standIn = await startStripeStandIn({
    webhooks: [{ url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET }],
    webhookRetryDelaysMs: [50, 100],
  });
  Object.assign(process.env, { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_API_URL: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  resetEnvCache();
});

afterAll(async () => {
  await standIn.stop();
  await new Promise((resolve) => receiver.close(resolve));
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "STRIPE_WEBHOOK_SECRET"]) delete process.env[key];
  Object.assign(process.env, SAVED_ENV);
  resetEnvCache();
});

const checkout = (over: Partial<Parameters<typeof provider.createPaymentCheckout>[0]> = {}) =>
  provider.createPaymentCheckout({
    amountMinor: 12345,
    currency: "USD",
    description: "Hotel Lumière, 2 nights",
    reference: `TS-${randomUUID().slice(0, 8)}`,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    merchantName: "TravelSaver",
    idempotencyKey: randomUUID(),
    ...over,
  });

const keepCard = () =>
  provider.createCardCheckout({
    currency: "USD",
    reference: `TS-${randomUUID().slice(0, 8)}`,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    merchantName: "TravelSaver",
    idempotencyKey: randomUUID(),
  });

/** A page and the form on it, as a browser reads them. */
async function open(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: "manual" });
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return {
    status: res.status,
    html,
    url,
    action: action
      ? new URL(
          action.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
          url,
        ).href
      : null,
  };
}

/** Submits the page's form as the browser would (urlencoded), without following the answer's redirect. */
async function submit(page: { action: string | null }, fields: Record<string, string>, headers: Record<string, string> = {}) {
  if (!page.action) throw new Error("no form on the page");
  const res = await fetch(page.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location, page.action).href : null, html: await res.text(), url: page.action };
}

const card = (number: string, over: Record<string, string> = {}) => ({ name: "Ada Lovelace", number, expiry: "12/34", cvc: "123", ...over });

const payWith = async (url: string, number: string) => submit(await open(url), card(number));

const capturedFor = async (paymentRef: string) =>
  (await provider.listCharges()).filter((c) => c.paymentRef === paymentRef).reduce((sum, c) => sum + c.capturedMinor, 0);

/** The payment intent of a checkout, read through the SDK (for what the outcome does not carry). */
const intentOf = async (sessionId: string) => (await stripeClient().checkout.sessions.retrieve(sessionId)).payment_intent as string;

async function eventually<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a hosted checkout paid with Stripe's test cards", () => {
  test("4242: the page shows the merchant and the amount, the card is charged and the payer returns to success_url with the session id", async () => {
    const { sessionId, url } = await checkout();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${standIn.url}/pay/${sessionId}`);
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(page.html).toContain("TravelSaver");
    expect(page.html).toContain("$123.45");
    for (const field of ["name", "number", "expiry", "cvc"]) expect(page.html).toContain(`name="${field}"`);
    expect(page.html).toContain(`href="${CANCEL_URL}"`);
    expect(await provider.readCheckout(sessionId)).toEqual({ status: "OPEN" });

    const answer = await submit(page, card("4242 4242 4242 4242"));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`https://site.test/checkout/return?session=${sessionId}`);
    const outcome = await provider.readCheckout(sessionId);
    expect(outcome).toEqual({ status: "PAID", paymentRef: expect.stringMatching(/^pi_/), methodRef: null, last4: "4242", amountMinor: 12345, currency: "USD" });
    expect(await capturedFor((outcome as { paymentRef: string }).paymentRef)).toBe(12345);
    // Paid once, the page no longer takes a card.
    expect((await open(url)).action).toBeNull();
  });

  test("the same idempotency key gives the same checkout", async () => {
    const same = { idempotencyKey: randomUUID(), reference: "TS-SAME0001" };
    const first = await checkout(same);
    expect(await checkout(same)).toEqual(first);
    expect((await checkout()).sessionId).not.toBe(first.sessionId);
  });

  test.each([
    ["4000000000000002", "CARD_DECLINED", "generic_decline", "Your card was declined."],
    ["4000000000009995", "INSUFFICIENT_FUNDS", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000000069", "EXPIRED_CARD", "expired_card", "Your card has expired."],
    ["4000000000000127", "INVALID_CARD", "incorrect_cvc", "Your card&#39;s security code is incorrect."],
  ])("%s is declined (%s): the form again with Stripe's message, nothing captured", async (number, reason, code, message) => {
    const { sessionId, url } = await checkout();
    const answer = await payWith(url, number);
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.html).toContain(`role="alert">${message}`);
    expect(answer.html).toContain('name="number"');
    expect(await provider.readCheckout(sessionId)).toEqual({ status: "FAILED", reason, code, last4: number.slice(-4) });
    expect(await capturedFor(await intentOf(sessionId))).toBe(0);
  });

  test("a number that fails the Luhn check is refused on the page before any attempt", async () => {
    const { sessionId, url } = await checkout();
    const answer = await payWith(url, "4242424242424241");
    expect(answer.html).toContain("Your card number is incorrect.");
    expect(await provider.readCheckout(sessionId)).toEqual({ status: "OPEN" });
    expect(await capturedFor(await intentOf(sessionId))).toBe(0);
  });

  test("3184 asks for 3-D Secure: the challenge page, then Complete pays", async () => {
    const { sessionId, url } = await checkout();
    const answer = await payWith(url, "4000002760003184");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${standIn.url}/3ds/${sessionId}`);
    expect(await provider.readCheckout(sessionId)).toEqual({ status: "OPEN" });
    const challenge = await open(answer.location!);
    expect(challenge.html).toContain('value="complete"');
    expect(challenge.html).toContain('value="fail"');
    const done = await submit(challenge, { action: "complete" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`https://site.test/checkout/return?session=${sessionId}`);
    expect(await provider.readCheckout(sessionId)).toMatchObject({ status: "PAID", last4: "3184", amountMinor: 12345 });
  });

  test("3184 with the challenge failed: not paid, nothing captured, and the page offers another card", async () => {
    const { sessionId, url } = await checkout();
    const challenge = await open((await payWith(url, "4000002760003184")).location!);
    const failed = await submit(challenge, { action: "fail" });
    expect(failed.status).toBe(200);
    expect(failed.html).toContain("We are unable to authenticate your payment method.");
    expect(await provider.readCheckout(sessionId)).toEqual({
      status: "FAILED",
      reason: "CARD_DECLINED",
      code: "payment_intent_authentication_failure",
      last4: "3184",
    });
    expect(await capturedFor(await intentOf(sessionId))).toBe(0);

    const another = await submit({ action: new URL(/action="([^"]+)"/.exec(failed.html)![1]!, failed.url).href }, card("4242424242424242"));
    expect(another.status).toBe(303);
    expect(await provider.readCheckout(sessionId)).toMatchObject({ status: "PAID", last4: "4242" });
  });

  test("the page speaks Arabic, right to left, to an Arabic browser; English when the site asks for English", async () => {
    const arabic = await open((await checkout({ locale: "ar" })).url, { "accept-language": "ar,en;q=0.5" });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("ادفع");
    const english = await open((await checkout({ locale: "en" })).url, { "accept-language": "ar" });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    const declined = await submit(arabic, card("4000000000000002"), { "accept-language": "ar,en;q=0.5" });
    expect(declined.html).toContain('role="alert">تم رفض بطاقتك.');
  });

  test("an expired checkout: EXPIRED, its intent cancelled, the page takes no card", async () => {
    const { sessionId, url } = await checkout();
    const stripe = stripeClient();
    expect((await stripe.checkout.sessions.expire(sessionId)).status).toBe("expired");
    expect(await provider.readCheckout(sessionId)).toEqual({ status: "EXPIRED" });
    expect((await stripe.paymentIntents.retrieve(await intentOf(sessionId))).status).toBe("canceled");
    const page = await open(url);
    expect(page.action).toBeNull();
    expect(page.html).toContain("This checkout has expired.");
    await expect(stripe.checkout.sessions.expire(sessionId)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe("pay later: a kept card charged off-session", () => {
  test("0341 is kept (nothing charged), then declined when charged, the same answer for the same key", async () => {
    const { sessionId, url } = await keepCard();
    const page = await open(url);
    expect(page.html).toContain("Save card");
    expect(page.html).not.toContain('class="amount"');
    const answer = await submit(page, card("4000000000000341"));
    expect(answer.location).toBe(`https://site.test/checkout/return?session=${sessionId}`);
    const kept = await provider.readCheckout(sessionId);
    expect(kept).toEqual({
      status: "KEPT",
      methodRef: expect.stringMatching(/^pm_/),
      last4: "0341",
      expires: expect.stringMatching(/^20\d\d-(0[1-9]|1[0-2])$/),
    });
    const methodRef = (kept as { methodRef: string }).methodRef;

    const before = (await provider.listCharges()).length;
    const idempotencyKey = `due:${randomUUID()}`;
    const declined = await provider.chargeSaved({ methodRef, amountMinor: 45000, currency: "EUR", idempotencyKey });
    expect(declined).toEqual({ status: "DECLINED", reason: "CARD_DECLINED", last4: "0341" });
    expect(await provider.chargeSaved({ methodRef, amountMinor: 45000, currency: "EUR", idempotencyKey })).toEqual(declined);
    const charges = await provider.listCharges();
    expect(charges.length - before).toBe(1);
    expect(charges[0]).toMatchObject({ status: "failed", amountMinor: 45000, capturedMinor: 0, currency: "EUR" });
  });

  test("4242 kept, then charged once however often the charge is asked again with its key", async () => {
    const { sessionId, url } = await keepCard();
    await payWith(url, "4242424242424242");
    const { methodRef } = (await provider.readCheckout(sessionId)) as { methodRef: string };
    const idempotencyKey = `due:${randomUUID()}`;
    const first = await provider.chargeSaved({ methodRef, amountMinor: 30000, currency: "USD", idempotencyKey });
    expect(first).toEqual({ status: "APPROVED", providerRef: expect.stringMatching(/^pi_/), last4: "4242" });
    expect(await provider.chargeSaved({ methodRef, amountMinor: 30000, currency: "USD", idempotencyKey })).toEqual(first);
    expect((await provider.listCharges()).filter((c) => c.paymentRef === (first as { providerRef: string }).providerRef)).toHaveLength(1);
  });

  test("a kept card that no longer exists is declined as invalid, not an outage", async () => {
    expect(await provider.chargeSaved({ methodRef: "pm_gone", amountMinor: 500, currency: "USD", idempotencyKey: randomUUID() })).toEqual({
      status: "DECLINED",
      reason: "INVALID_CARD",
      last4: null,
    });
  });

  test("a card paid with once, not kept, cannot be charged again", async () => {
    const { sessionId, url } = await checkout();
    await payWith(url, "4242424242424242");
    const intent = await stripeClient().paymentIntents.retrieve(await intentOf(sessionId));
    const before = (await provider.listCharges()).length;
    await expect(
      provider.chargeSaved({ methodRef: intent.payment_method as string, amountMinor: 500, currency: "USD", idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await provider.listCharges()).length).toBe(before);
  });

  test("a card kept while paying (keepCard) can be charged again later", async () => {
    const { sessionId, url } = await checkout({ keepCard: true, customerEmail: "ada@example.test" });
    await payWith(url, "4242424242424242");
    const paid = await provider.readCheckout(sessionId);
    expect(paid).toMatchObject({ status: "PAID", methodRef: expect.stringMatching(/^pm_/) });
    const again = await provider.chargeSaved({
      methodRef: (paid as { methodRef: string }).methodRef,
      amountMinor: 500,
      currency: "USD",
      idempotencyKey: randomUUID(),
    });
    expect(again.status).toBe("APPROVED");
  });
});

describe("refunds and reconciliation", () => {
  test("a refund is idempotent by key and never more than was captured", async () => {
    const { sessionId, url } = await checkout({ amountMinor: 10000 });
    await payWith(url, "4242424242424242");
    const { paymentRef } = (await provider.readCheckout(sessionId)) as { paymentRef: string };
    const key = randomUUID();
    const first = await provider.refund({ providerRef: paymentRef, amountMinor: 4000, currency: "USD", idempotencyKey: key });
    expect(first.providerRef).toMatch(/^re_/);
    expect(await provider.refund({ providerRef: paymentRef, amountMinor: 4000, currency: "USD", idempotencyKey: key })).toEqual(first);
    await expect(provider.refund({ providerRef: paymentRef, amountMinor: 6001, currency: "USD", idempotencyKey: randomUUID() })).rejects.toMatchObject({
      reason: "AMOUNT_TOO_LARGE",
    });
    await provider.refund({ providerRef: paymentRef, amountMinor: 6000, currency: "USD", idempotencyKey: randomUUID() });
    const refused = provider.refund({ providerRef: paymentRef, amountMinor: 1, currency: "USD", idempotencyKey: randomUUID() });
    await expect(refused).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(refused).rejects.toMatchObject({ reason: "ALREADY_REFUNDED" });

    expect((await provider.listRefunds({ paymentRef })).map((r) => r.amountMinor)).toEqual([6000, 4000]);
    expect((await provider.listCharges()).find((c) => c.paymentRef === paymentRef)).toMatchObject({ capturedMinor: 10000, refundedMinor: 10000 });
  });

  test("the lists page through every charge and refund (starting_after), newest first, none twice", async () => {
    for (let i = 0; i < 3; i++) await payWith((await checkout({ amountMinor: 100 + i })).url, "4242424242424242");
    const all = await provider.listCharges();
    const paged = await provider.listCharges({ pageSize: 2 });
    expect(paged.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(new Set(paged.map((c) => c.id)).size).toBe(paged.length);
    expect(all.slice(0, 3).map((c) => c.amountMinor)).toEqual([102, 101, 100]);
    expect((await provider.listRefunds({ pageSize: 1 })).map((r) => r.id)).toEqual((await provider.listRefunds()).map((r) => r.id));
  });
});

describe("webhooks", () => {
  test("events arrive signed: constructEvent accepts them, and refuses a tampered body or another secret's signature", async () => {
    const { sessionId, url } = await checkout();
    await payWith(url, "4242424242424242");
    const completed = await eventually(() => received.find((r) => r.type === "checkout.session.completed" && r.objectId === sessionId));
    expect(provider.verifyWebhook(completed.body, completed.signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "checkout.session.completed",
      objectId: sessionId,
    });
    const paymentRef = await intentOf(sessionId);
    const succeeded = await eventually(() => received.find((r) => r.type === "payment_intent.succeeded" && r.objectId === paymentRef));
    expect(provider.verifyWebhook(Buffer.from(succeeded.body), succeeded.signature)?.type).toBe("payment_intent.succeeded");

    expect(provider.verifyWebhook(completed.body.replace('"paid"', '"unpaid"'), completed.signature)).toBeNull();
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: completed.body, secret: "whsec_someone_else" });
    expect(provider.verifyWebhook(completed.body, forged)).toBeNull();
  });

  test("a refund sends charge.refunded; a declined card payment_intent.payment_failed", async () => {
    const { sessionId, url } = await checkout();
    await payWith(url, "4000000000000002");
    const paymentRef = await intentOf(sessionId);
    const failed = await eventually(() => received.find((r) => r.type === "payment_intent.payment_failed" && r.objectId === paymentRef));
    expect(provider.verifyWebhook(failed.body, failed.signature)?.type).toBe("payment_intent.payment_failed");
    await payWith(url, "4242424242424242");
    await provider.refund({ providerRef: paymentRef, amountMinor: 100, currency: "USD", idempotencyKey: randomUUID() });
    const refunded = await eventually(() => received.find((r) => r.type === "charge.refunded" && JSON.parse(r.body).data.object.payment_intent === paymentRef));
    expect(JSON.parse(refunded.body).data.object.amount_refunded).toBe(100);
  });

  test("a failed delivery is tried again with back-off, a bounded number of times", async () => {
    endpointDown = true;
    try {
      const { sessionId, url } = await checkout();
      await payWith(url, "4242424242424242");
      const tries = () =>
        standIn.deliveries.filter(
          (d) =>
            d.type === "checkout.session.completed" && received.some((r) => r.objectId === sessionId && r.type === d.type && JSON.parse(r.body).id === d.event),
        );
      await eventually(() => (tries().length >= 3 ? true : undefined));
      await new Promise((r) => setTimeout(r, 300));
      expect(tries().map((d) => [d.attempt, d.status])).toEqual([
        [1, 500],
        [2, 500],
        [3, 500],
      ]);
    } finally {
      endpointDown = false;
    }
  });
});

describe("the stand-in answers as Stripe does", () => {
  test("a wrong secret key is refused (401 → the SDK's authentication error)", async () => {
    const url = new URL(standIn.url);
    const wrong = new Stripe("sk_test_not_the_key", { host: url.hostname, port: url.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(wrong.customers.create({ email: "x@example.test" })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  test("an idempotency key reused with other parameters is refused; with the same ones, the same customer", async () => {
    const stripe = stripeClient();
    const key = randomUUID();
    const first = await stripe.customers.create({ email: "a@example.test" }, { idempotencyKey: key });
    expect((await stripe.customers.create({ email: "a@example.test" }, { idempotencyKey: key })).id).toBe(first.id);
    await expect(stripe.customers.create({ email: "b@example.test" }, { idempotencyKey: key })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((await stripe.customers.retrieve(first.id)) as Stripe.Customer).toMatchObject({ id: first.id, email: "a@example.test" });
  });

  test("an unpaid payment intent can be cancelled, a paid one cannot", async () => {
    const stripe = stripeClient();
    const open = await checkout();
    expect((await stripe.paymentIntents.cancel(await intentOf(open.sessionId))).status).toBe("canceled");
    const paid = await checkout();
    await payWith(paid.url, "4242424242424242");
    await expect(stripe.paymentIntents.cancel(await intentOf(paid.sessionId))).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
      statusCode: 400,
    });
  });

  test("a checkout's return and cancel addresses must be web addresses", async () => {
    await expect(checkout({ cancelUrl: "javascript:alert(1)" })).rejects.toMatchObject({ param: "cancel_url", statusCode: 400 });
    await expect(checkout({ successUrl: "/relative" })).rejects.toMatchObject({ param: "success_url", statusCode: 400 });
  });

  test("the client is built from the configuration: the stand-in's URL, else Stripe; no key, no client", () => {
    expect(stripeConnection("http://127.0.0.1:4040")).toEqual({ host: "127.0.0.1", port: "4040", protocol: "http" });
    expect(stripeConnection("https://stripe.example.test")).toEqual({ host: "stripe.example.test", port: 443, protocol: "https" });
    expect(stripeConnection(undefined)).toEqual({});
    const key = process.env.STRIPE_SECRET_KEY;
    try {
      delete process.env.STRIPE_SECRET_KEY;
      resetEnvCache();
      expect(() => stripeClient()).toThrow(StripeNotConfiguredError);
      process.env.STRIPE_SECRET_KEY = "pk_test_publishable_by_mistake";
      resetEnvCache();
      expect(() => stripeClient()).toThrow(/STRIPE_SECRET_KEY must start with sk_test_/);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetEnvCache();
    }
  });

  test("Stripe's codes map to our decline reasons", () => {
    expect(declineReasonOf("card_declined", "generic_decline")).toBe("CARD_DECLINED");
    expect(declineReasonOf("card_declined", "insufficient_funds")).toBe("INSUFFICIENT_FUNDS");
    expect(declineReasonOf("expired_card", "expired_card")).toBe("EXPIRED_CARD");
    expect(declineReasonOf("incorrect_number", undefined)).toBe("INVALID_CARD");
    expect(declineReasonOf("incorrect_cvc", "incorrect_cvc")).toBe("INVALID_CARD");
    expect(declineReasonOf("payment_intent_authentication_failure", undefined)).toBe("CARD_DECLINED");
  });
});
