import type { Page } from "@playwright/test";

/** Fills the checkout form with a traveller and a sandbox card (4242… approves). */
export async function fillCheckoutForm(page: Page, card = "4242 4242 4242 4242") {
  await page.getByTestId("checkout-title").selectOption({ label: "Mr" });
  await page.getByTestId("checkout-firstName").fill("Tom");
  await page.getByTestId("checkout-lastName").fill("Tripper");
  await page.getByTestId("checkout-email").fill("tom@example.test");
  await page.getByTestId("checkout-number").fill(card);
  await page.getByTestId("checkout-name").fill("Tom Tripper");
  await page.getByTestId("checkout-expiry").fill("12/39");
  await page.getByTestId("checkout-cvc").fill("123");
}
