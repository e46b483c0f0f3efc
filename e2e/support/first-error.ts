import { expect, type Locator, type Page } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../../tests/support/factories";
import { fillCheckoutForm } from "./checkout";
import { ar, memberIn } from "./journey";
import { searchCarsAtHeathrow, searchStays } from "./search";
import { fillDriver } from "./travellers";

/**
 * Issue #51 item 5, "errors where the eye is": after Pay, the first field in error has the focus and is wholly on the
 * screen, marked invalid — wherever the form had been scrolled to.
 */
export async function expectFirstErrorInView(field: Locator) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
}

/**
 * The reason a field gives beside it: the alert among its aria-describedby (a hint may come first), not empty or the
 * text given, written under the field where the eye lands after Pay, not only in the list at the top of the form.
 */
export async function expectReasonBeside(page: Page, field: Locator, text?: string | RegExp) {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  expect(ids.length, "the field names its reason in aria-describedby").toBeGreaterThan(0);
  const reason = page.locator(ids.map((id) => `[id="${id}"][role="alert"]`).join(", "));
  await expect(reason).toHaveCount(1);
  if (text) await expect(reason).toHaveText(text);
  else await expect(reason).not.toBeEmpty();
  const [box, under] = [(await field.boundingBox())!, (await reason.boundingBox())!];
  expect(under.y, "the reason is under its field").toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(under.y - (box.y + box.height), "close under it").toBeLessThan(80);
  await expect(reason).toBeInViewport();
}

/**
 * A member reading `locale` rents a car at Heathrow `days` ahead and gives a driver of 22 where the rate was priced for
 * 31 to 40, Pay pressed at the foot of the form: the server refuses the date of birth. Returns that field.
 */
export async function carCheckoutWithDriverTooYoung(page: Page, locale: "en-US" | "ar-SA", days: number): Promise<Locator> {
  await memberIn(page, locale);
  await page.goto("/cars");
  await searchCarsAtHeathrow(page, days);
  await page.getByTestId("car-card").first().getByTestId("car-select").click();
  await fillDriver(page, { dateOfBirth: `${Number(isoDay(0).slice(0, 4)) - 22}-04-12` });
  await page.getByTestId("checkout-pay").scrollIntoViewIfNeeded();
  await page.getByTestId("checkout-pay").click();
  return page.getByTestId("driver-dateOfBirth");
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
