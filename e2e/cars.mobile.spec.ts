import { expect, test } from "@playwright/test";
import { isoDay } from "../tests/support/factories";
import { ar, confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn, payByCard } from "./support/journey";
import { searchCarsAtHeathrow } from "./support/search";
import { fillDriver } from "./support/travellers";
import { expectFirstErrorInView, expectReasonBeside } from "./support/first-error";

test("on a phone in Arabic a member rents a car at Heathrow, finds it in My Trips and cancels it free of charge", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/cars");
  await expectArabicPage(page, "car search", { testId: "car-search-submit", key: "Cars.form.submit" });

  // Days of this test's own, so another test's rentals never change its list.
  await searchCarsAtHeathrow(page, 65);
  const card = page.getByTestId("car-card").first();
  await expectArabicAmount(card.getByTestId("member-price"));
  await expect(page.getByTestId("search-summary")).toBeVisible();
  await expectArabicPage(page, "car results");
  const carName = (await card.getByTestId("car-name").textContent())!;

  await card.getByTestId("car-select").click();
  await expect(page.getByTestId("summary-car")).toHaveText(carName);
  await expect(page.getByTestId("driver-fields")).toContainText(ar("Cars.driver.title"));
  const total = await expectArabicCheckout(page, "car checkout");
  // A driver too young for the age range searched for: the server's reason, beside the field, in Arabic.
  await fillDriver(page, { dateOfBirth: `${Number(isoDay(0).slice(0, 4)) - 22}-04-12` });
  await payByCard(page);
  await expect(page.getByTestId("checkout-field-errors")).toHaveText(ar("Checkout.fieldErrors.driverAge"));
  // Issue #51 item 5: the field in error has the focus and is on the screen, not above it.
  await expectFirstErrorInView(page.getByTestId("driver-dateOfBirth"));
  await expectReasonBeside(page, page.getByTestId("driver-dateOfBirth"), ar("Checkout.fieldErrors.driverAge"));
  await page.screenshot({ path: "test-results/checkout-errors/phone-ar-driver-age.png" });
  await fillDriver(page);
  await page.getByTestId("checkout-pay").click();

  // Free cancellation up to 48 hours before pick-up: everything back.
  await confirmFindAndCancelInArabic(page, { trip: carName, refund: total });
});
