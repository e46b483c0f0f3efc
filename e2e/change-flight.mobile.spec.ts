import { expect, test } from "@playwright/test";
import { dateWithDay } from "../tests/support/flights";
import { chooseDates } from "./support/calendar";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";
import { expectArabicPage, memberIn } from "./support/journey";

/** Issue 53 §2 on a phone in Arabic: a booked Light fare moved to another date from the trip page, the total paid. */
test("on a phone in Arabic, a member changes their flight's date on the trip page and pays the total", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await memberIn(page, "ar-SA");
  const reference = await bookFlightThroughApi(page, { days: 52, email: user.email, firstName: "Layla", lastName: "Haddad" });
  await page.goto(`/user/my-trips/${reference}`);
  await expectArabicPage(page, "trip page with change flight", { testId: "change-flight", key: "Trip.changeFlight" });
  await expect(page.getByTestId("change-flight-rule")).toContainText(/[٠-٩]/);

  await page.getByTestId("change-flight").click();
  const panel = page.getByTestId("change-flight-panel");
  await chooseDates(page, dateWithDay(0, 54));
  const offer = panel.getByTestId("change-flight-offer").first();
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId("change-flight-total")).toContainText(/[٠-٩]/);
  await expectArabicPage(page, "change flight offers");
  await page.screenshot({ path: "test-results/change-flight/phone-ar-offers.png", fullPage: true });
  await panel.getByTestId("change-flight-confirm").click();

  await payOnProviderPage(page, { holder: "Layla Haddad" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.locator('[data-testid="trip-change"][data-kind="FLIGHT_CHANGED"]')).toBeVisible();
  await expectArabicPage(page, "trip page with the flight changed");
  await page.screenshot({ path: "test-results/change-flight/phone-ar-changed.png", fullPage: true });
});
