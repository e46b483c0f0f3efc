import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { dateWithDay } from "../tests/support/flights";
import { chooseDates } from "./support/calendar";
import { payOnProviderPage } from "./support/checkout";
import { bookFlightThroughApi } from "./support/flight-booking";
import { openManageLinkFromMail } from "./support/guest";

/** Issue 53 §2 for a guest: the flight booked without an account moved to another date from the manage-booking page. */
test("a guest changes their flight's date on the manage-booking page and pays the total", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  const reference = await bookFlightThroughApi(page, { days: 56, email, guest: true });
  await openManageLinkFromMail(page, email, reference);
  const manage = page.url();
  await expect(page.getByTestId("change-flight-rule")).toContainText("the change fee is $75.00");

  await page.getByTestId("change-flight").click();
  const panel = page.getByTestId("change-flight-panel");
  await chooseDates(page, dateWithDay(0, 58));
  const offer = panel.getByTestId("change-flight-offer").first();
  await expect(offer).toContainText("Change fee $75.00");
  const total = (await offer.getByTestId("change-flight-total").textContent())!.replace("+", "");
  await page.screenshot({ path: "test-results/change-flight/guest-offers.png" });
  await panel.getByTestId("change-flight-confirm").click();

  await payOnProviderPage(page, { holder: "Ada Lovelace" });
  await expect(page).toHaveURL(manage);
  await expect(page.locator('[data-testid="trip-change"][data-kind="FLIGHT_CHANGED"]')).toContainText(`${total} paid`);
  await page.screenshot({ path: "test-results/change-flight/guest-changed.png", fullPage: true });
});
