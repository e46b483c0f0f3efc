import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { dateWithDay } from "../tests/support/flights";
import { signInThroughApi } from "./support/auth";
import { chooseDates } from "./support/calendar";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";

/**
 * Issue 53 §2: a member moves their booked flight (a Light fare: changes for a fee) to another date from the trip page —
 * the airline's flights that day with the change fee, the fare difference and the total — and pays the total.
 */
test("a member changes a booked flight's date on the trip page: the offers with fee and difference, then pays the total", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Ada" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  const reference = await bookFlightThroughApi(page, { days: 44, email: user.email });
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("change-flight-rule")).toHaveText(
    "You can move your flight to another date until it departs: the change fee is $75.00, plus any fare difference.",
  );

  await page.getByTestId("change-flight").click();
  const panel = page.getByTestId("change-flight-panel");
  const newDate = dateWithDay(0, 46);
  await chooseDates(page, newDate);
  const offer = panel.getByTestId("change-flight-offer").first();
  await expect(offer).toContainText("Change fee $75.00");
  await expect(offer).toContainText("Fare difference");
  const total = (await offer.getByTestId("change-flight-total").textContent())!.replace("+", "");
  await page.screenshot({ path: "test-results/change-flight/desktop-offers.png" });
  await expect(panel.getByTestId("change-flight-confirm")).toHaveText(`Pay ${total} and change flight`);
  await panel.getByTestId("change-flight-confirm").click();

  await payOnProviderPage(page, { holder: "Ada Lovelace" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.locator('[data-testid="trip-change"][data-kind="FLIGHT_CHANGED"]')).toContainText(`${total} paid`);
  await expect(page.locator('[data-testid="trip-change"][data-kind="FLIGHT_CHANGED"]')).toContainText("Flight changed from");
  await page.screenshot({ path: "test-results/change-flight/desktop-changed.png", fullPage: true });
});
