import { expect, test } from "@playwright/test";
import { ar, expectNoSidewaysScroll, memberIn } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";
import { TEST_CARDS, payOnProviderPage } from "./support/checkout";
import { arabicTravellerErrorsInView, carCheckoutWithDriverTooYoung, expectFirstErrorInView, expectReasonBeside } from "./support/first-error";

/**
 * Issues #50 and #51 on a phone in Arabic: the card is typed on the payment provider's page, in Arabic and right to
 * left; its decline is said there, in view; "Cancel and go back" returns to the flight's checkout, which says in
 * Arabic, in view, that nothing was charged.
 */
// The payer's browser speaks Arabic: Stripe's page follows the browser's language for locales it has no setting for.
test.use({ locale: "ar-SA" });

test("on a phone in Arabic, a declined card is said on the provider's page in Arabic; going back, the checkout says nothing was charged", async ({ page }) => {
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await searchLondonNewYork(page, departureDay(53));
  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Layla", last: "Haddad", born: "1988-03-14" });
  const phone = page.getByTestId("checkout-phone");
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill("+442071234567");
  await expect(page.getByTestId("hosted-card-note")).toHaveText(ar("Checkout.hostedCardNote"));
  // A wide-body seat map (3-3-3) scrolls inside its own box; the checkout itself stays as wide as the phone.
  await expect(page.getByTestId("seat-map").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "flight checkout with a wide-body seat map");

  await page.getByTestId("checkout-pay").click();
  await payOnProviderPage(page, { holder: "Layla Haddad", number: TEST_CARDS.declined });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("تم رفض بطاقتك.");
  const box = (await alert.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.screenshot({ path: "test-results/checkout-errors/phone-ar-declined.png" });

  await page.getByRole("link", { name: "إلغاء والعودة" }).click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=.*payment=cancelled/);
  const cancelled = page.getByTestId("payment-cancelled");
  await expect(cancelled).toHaveText(ar("Checkout.paymentCancelled"));
  await page.screenshot({ path: "test-results/checkout-errors/phone-ar-cancelled.png" });
});

test("on a phone in Arabic, Pay with the first name missing and the e-mail mistyped: the first name, screens above, takes the focus, in view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await arabicTravellerErrorsInView(page, "test-results/checkout-errors/phone-ar-first-name.png");
});

test("on a phone in Arabic, a driver too young for the rate is told so in Arabic under the date of birth, focused and in view", async ({ page }) => {
  test.setTimeout(90_000);
  const born = await carCheckoutWithDriverTooYoung(page, "ar-SA", 68);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectFirstErrorInView(born);
  await expectReasonBeside(page, born, ar("Checkout.fieldErrors.driverAge"));
  await page.screenshot({ path: "test-results/checkout-errors/phone-ar-driver-age-under.png" });
});
