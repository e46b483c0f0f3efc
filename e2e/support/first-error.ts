import { expect, type Locator, type Page } from "@playwright/test";
import { createProperty, uniqueWord } from "../../tests/support/factories";
import { fillCheckoutForm } from "./checkout";
import { ar, memberIn } from "./journey";
import { searchStays } from "./search";

/**
 * Issue #51 item 5, "errors where the eye is": after Pay, the first field in error has the focus and is wholly on the
 * screen, marked invalid — wherever the form had been scrolled to.
 */
export async function expectFirstErrorInView(field: Locator) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
}

/** The reason a field gives beside it (its aria-describedby): not empty, or the text given. */
export async function expectReasonBeside(page: Page, field: Locator, text?: string) {
  const reason = page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
  if (text) await expect(reason).toHaveText(text);
  else await expect(reason).not.toBeEmpty();
}

/**
 * A member reading `locale` at a stay's checkout, the traveller's first name emptied and the e-mail mistyped, Pay
 * pressed from the bottom of the form: the first name is the first field in error. Returns it.
 */
export async function stayCheckoutWithTravellerErrors(page: Page, locale: "en-US" | "ar-SA"): Promise<Locator> {
  const city = uniqueWord("Eye");
  await createProperty({ name: `Eye Level ${city}`, city, rooms: [{ name: "Quiet Double", maxGuests: 2, publicRateMinor: 20_000, memberRateMinor: 16_000 }] });
  await memberIn(page, locale);
  await searchStays(page, "hotel", city);
  await page.getByTestId("result-card").first().getByTestId("result-link").click();
  await page.getByTestId("book-link").first().click();
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-firstName").fill("");
  await page.getByTestId("checkout-email").fill("tom@example");
  // Pay is pressed at the foot of the form, the traveller's fields far above it (on a phone, screens above).
  await page.getByTestId("checkout-pay").scrollIntoViewIfNeeded();
  await page.getByTestId("checkout-pay").click();
  return page.getByTestId("checkout-firstName");
}

/**
 * In Arabic (right to left): the stay's checkout above after Pay — the first name focused and in view, said missing in
 * Arabic beside the field and in the form's alert, the mistyped e-mail marked too; pictured at `picture`.
 */
export async function arabicTravellerErrorsInView(page: Page, picture: string) {
  const first = await stayCheckoutWithTravellerErrors(page, "ar-SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectFirstErrorInView(first);
  // Said in Arabic, the missing name as missing — beside the field and in the form's alert.
  await expectReasonBeside(page, first, ar("Checkout.fieldErrors.enterFirstName"));
  await expect(page.getByTestId("checkout-error")).toHaveText(ar("Checkout.fieldErrors.enterFirstName"));
  await expect(page.getByTestId("checkout-email")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: picture });
}
