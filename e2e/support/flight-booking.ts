import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { adult, dateWithDay } from "../../tests/support/flights";
import { itemQuote } from "../../lib/orders/item-pricing";

const TYPED = { name: "Test Traveller", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

/**
 * A London → Paris flight booked through the API by the signed-in member of `page`, as the browser would book it
 * (the flight checkout is flights.spec.ts's): the cheapest fare found `days` ahead, the card typed on the provider's
 * page (the Stripe stand-in) and the payer's return, which confirms it. Answers the booking's reference. `guest`: booked
 * by a visitor who is not signed in, at the public price (lib/orders/item-pricing.ts).
 */
export async function bookFlightThroughApi(
  page: Page,
  {
    days,
    email,
    firstName = "Ada",
    lastName = "Lovelace",
    guest = false,
  }: { days: number; email: string; firstName?: string; lastName?: string; guest?: boolean },
) {
  const q = new URLSearchParams({ from: "LHR", to: "CDG", depart: dateWithDay(0, days), adults: "1" });
  const found = await (await page.request.get(`/api/flights/search?${q}`)).json();
  const offer = found.data.results.items[0] as {
    id: string;
    price: { baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number; currency: string };
  };
  const res = await page.request.post("/api/orders", {
    data: {
      product: "flight",
      offerId: offer.id,
      expectedTotalMinor: itemQuote(offer, { memberPricing: !guest }).totalMinor,
      expectedCurrency: "USD",
      travellers: [adult({ firstName, lastName })],
      contact: { firstName, lastName, email, phone: "+442079460000" },
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status()).toBe(200);
  const answer = (await res.json()).data as { reference: string; status: string; paymentUrl?: string };
  if (answer.status === "PAYMENT_REQUIRED") {
    const paid = await page.request.post(answer.paymentUrl!, { form: TYPED, maxRedirects: 0 });
    const next = paid.headers().location;
    expect(next, "the provider's page should take the test card").toBeTruthy();
    const back = await page.request.get(new URL(next!, answer.paymentUrl).toString(), { maxRedirects: 0 });
    expect(back.headers().location).toMatch(/^\/checkout-success\?ref=/);
  }
  return answer.reference;
}
