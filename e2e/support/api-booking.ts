import { expect, type Page } from "@playwright/test";

const TYPED = { name: "Test Traveller", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

/**
 * A stay booked through the API as the browser would book it, for specs whose subject comes after the checkout: the
 * checkout posted (no card), the card typed on the provider's page (the Stripe stand-in), the payer's return, which
 * confirms it. Answers the booking's reference.
 */
export async function bookThroughApi(page: Page, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post("/api/booking/book", { data });
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
