import { expect, test, type Locator, type Page } from "@playwright/test";
import { createProperty, createUser, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { fillCheckoutForm } from "./support/checkout";
import { searchStays } from "./support/search";

/**
 * Issue #51, "errors where the eye is": after Pay, focus moves to the first field in error, or to the alert when no
 * field is to blame, scrolled into view — an error 387 px above the screen made "Pay" look like it did nothing. Every
 * empty card field is named, not only the name on the card.
 */

async function inView(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

test("a stay's checkout: an empty card focuses its number with every card field named; a declined card focuses the message", async ({ page }) => {
  test.setTimeout(60_000);
  const city = uniqueWord("Eye");
  await createProperty({ name: `Eye Level ${city}`, city, rooms: [{ name: "Quiet Double", maxGuests: 2, publicRateMinor: 20_000, memberRateMinor: 16_000 }] });
  const user = await createUser({ planStatus: "ACTIVE" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await searchStays(page, "hotel", city);
  await page.getByTestId("result-card").first().getByTestId("result-link").click();
  await page.getByTestId("book-link").first().click();
  await fillCheckoutForm(page);
  for (const name of ["number", "name", "expiry", "cvc"]) await page.getByTestId(`checkout-${name}`).fill("");

  await page.getByTestId("checkout-pay").click();
  const number = page.getByTestId("checkout-number");
  await expect(number).toBeFocused();
  await inView(page, number);
  const named: [string, string][] = [
    ["number", "Please enter the card number"],
    ["name", "Please enter the name on the card"],
    ["expiry", "Please enter the expiry date as MM/YY"],
    ["cvc", "Please enter the card's security code"],
  ];
  for (const [name, message] of named) {
    const field = page.getByTestId(`checkout-${name}`);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The reason tied to the field (aria-describedby), not only the summary above the form.
    await expect(page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`)).toHaveText(message);
  }

  // An expired card is the provider's decline: no field to blame, so the message itself takes the focus, in view.
  await page.getByTestId("checkout-number").fill("4242 4242 4242 4242");
  await page.getByTestId("checkout-name").fill("Tom Tripper");
  await page.getByTestId("checkout-expiry").fill("01/20");
  await page.getByTestId("checkout-cvc").fill("123");
  await page.getByTestId("checkout-pay").click();
  const alert = page.getByTestId("checkout-error");
  await expect(alert).toBeFocused();
  await inView(page, alert);
  await page.screenshot({ path: "test-results/checkout-errors/desktop-declined.png" });
});
