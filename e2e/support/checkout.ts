import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Fills the checkout form with a traveller (title 2: Mr, in any language; British when the account gave no
 * nationality, as nothing is preselected) and a sandbox card (4242… approves).
 */
export async function fillCheckoutForm(page: Page, card = "4242 4242 4242 4242") {
  await waitForHydration(page);
  await page.getByTestId("checkout-title").selectOption("2");
  await page.getByTestId("checkout-firstName").fill("Tom");
  await page.getByTestId("checkout-lastName").fill("Tripper");
  await page.getByTestId("checkout-email").fill("tom@example.test");
  await chooseNationalityIfEmpty(page, "GB");
  await fillCard(page, "Tom Tripper", card);
}

/** The stays checkout's nationality type-ahead, when nothing fills it (a guest, a member who never gave theirs). */
export async function chooseNationalityIfEmpty(page: Page, code: string) {
  const input = page.getByTestId("nationality-input");
  if (await input.inputValue()) return;
  await input.click();
  await page.getByTestId(`nationality-option-${code}`).click();
}

/**
 * The card part of a checkout (4242… approves), and the contact phone where the form asks for one and the member's
 * profile left it empty.
 */
export async function fillCard(page: Page, holder = "Ada Lovelace", card = "4242 4242 4242 4242") {
  await waitForHydration(page);
  // A checkout shared by a class of members shows its form once the member's own details are in.
  await page.getByTestId("checkout-pay").waitFor();
  const phone = page.getByTestId("checkout-phone");
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill("+442071234567");
  await page.getByTestId("checkout-number").fill(card);
  await page.getByTestId("checkout-name").fill(holder);
  await page.getByTestId("checkout-expiry").fill("12/39");
  await page.getByTestId("checkout-cvc").fill("123");
}

/**
 * The confirmation after Pay: paying asks the payment provider, then the supplier, before the confirmation renders —
 * seconds on a busy two-core machine, so more than an assertion's usual 7 s.
 */
export async function expectConfirmation(page: Page) {
  await expect(page.getByTestId("confirmation")).toBeVisible({ timeout: 20_000 });
}
