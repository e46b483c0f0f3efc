import { expect, test } from "@playwright/test";
import { isoDay } from "../tests/support/catalogue-factory";
import { chooseDates } from "./support/calendar";
import { payOnProviderPage } from "./support/checkout";
import { memberWithBookedStay, shownDay } from "./support/trips";

test("a member moves a stay to longer dates: the new price, difference and policy first, the difference paid on the provider's page", async ({ page }) => {
  // A booking, a quote, the provider's page and the way back: room for a loaded machine.
  test.setTimeout(90_000);
  const { reference, checkIn } = await memberWithBookedStay(page);
  await page.goto(`/user/my-trips/${reference}`);
  // Free cancellation lasts until 3 days before check-in (2 days' notice, the day before counted out): so do free changes.
  await expect(page.getByTestId("change-dates-rule")).toHaveText(`You can change the dates free of charge until ${shownDay(isoDay(17), "en-US")}.`);

  await page.getByTestId("change-dates").click();
  const panel = page.getByTestId("change-dates-panel");
  await chooseDates(page, checkIn, isoDay(22));
  // Two nights at $100 + 10% tax; $110 was paid ($50 certificate, $60 card): $110 more, on the card.
  await expect(panel.getByTestId("change-new-price")).toHaveText("$220.00");
  await expect(panel.getByTestId("change-difference")).toHaveText("You pay $110.00 more.");
  await expect(panel.getByTestId("change-policy")).toHaveText(
    `Free cancellation until ${shownDay(isoDay(17), "en-US")}. After that, 50% is refunded if you cancel before check-in.`,
  );
  await page.screenshot({ path: "test-results/change-dates/desktop-quote.png" });
  await expect(panel.getByTestId("change-dates-confirm")).toHaveText("Pay $110.00 and change dates");
  await panel.getByTestId("change-dates-confirm").click();

  await payOnProviderPage(page, { holder: "Tess Tripper" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-check-in")).toHaveText(shownDay(checkIn, "en-US"));
  await expect(page.getByTestId("trip-check-out")).toHaveText(shownDay(isoDay(22), "en-US"));
  await expect(page.getByTestId("trip-total")).toHaveText("$220.00");
  const change = page.locator('[data-testid="trip-change"][data-kind="DATE_CHANGE"]');
  await expect(change).toContainText(
    `You · Dates changed from ${shownDay(checkIn, "en-US")} – ${shownDay(isoDay(21), "en-US")} to ${shownDay(checkIn, "en-US")} – ${shownDay(isoDay(22), "en-US")} · $110.00 paid`,
  );
  await page.screenshot({ path: "test-results/change-dates/desktop-changed.png", fullPage: true });
});
