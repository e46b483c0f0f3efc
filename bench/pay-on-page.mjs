/**
 * A stay booked by a member as a browser does it (issue #50): the checkout posted without a card, the card typed on
 * the payment provider's page (the local Stripe stand-in the bench runs, through the site's `stripe` SDK), and the
 * payer's return to the site, which settles the order. Answers the booking's HTTP status (200 once confirmed, the
 * checkout's own refusal otherwise), its reference and how long each step took.
 */
import { randomUUID } from "node:crypto";

const TYPED = new URLSearchParams({ name: "Bench Member", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });

export async function bookAndPay(base, cookie, stay, email) {
  const started = performance.now();
  const res = await fetch(`${base}/api/booking/book`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      ...stay,
      guests: 2,
      rooms: 1,
      traveler: { title: 2, firstName: "Bench", lastName: "Member", email },
      idempotencyKey: randomUUID(),
    }),
  });
  const answer = await res.json().catch(() => null);
  const held = performance.now();
  const steps = { holdMs: held - started, pageMs: 0, returnMs: 0 };
  if (res.status !== 200 || answer?.data?.status !== "PAYMENT_REQUIRED")
    return { status: res.status, reference: answer?.data?.reference, message: answer?.message, steps, ms: held - started };
  const page = await fetch(answer.data.paymentUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: TYPED,
    redirect: "manual",
  });
  await page.arrayBuffer();
  const paid = performance.now();
  steps.pageMs = paid - held;
  const next = page.headers.get("location");
  if (!next) return { status: 402, reference: answer.data.reference, steps, ms: paid - started };
  const back = await fetch(new URL(next, answer.data.paymentUrl), { headers: { cookie }, redirect: "manual" });
  await back.arrayBuffer();
  const done = performance.now();
  steps.returnMs = done - paid;
  const confirmed = (back.headers.get("location") ?? "").startsWith("/checkout-success?ref=");
  return { status: confirmed ? 200 : back.status, reference: answer.data.reference, steps, ms: done - started };
}
