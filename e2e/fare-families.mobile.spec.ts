import { expect, test } from "@playwright/test";
import { ar, expectArabicAmount, expectArabicPage, memberIn } from "./support/journey";
import { departureDay } from "./support/search";

/** Issue #53 item 1 on a phone in Arabic: the fare families fit the screen, in Arabic words and digits. */
test("on a phone in Arabic, a flight's fares open side by side, each with its price in Arabic digits and its own Select", async ({ page }) => {
  await memberIn(page, "ar-SA");
  await page.goto(`/flight/results?from=LHR&to=JFK&depart=${departureDay(33)}&adults=1&cabin=economy`);
  const card = page
    .getByTestId("flight-result")
    .filter({ has: page.getByTestId("fare-choices") })
    .first();
  await card.getByTestId("fare-choices").locator("summary").click();
  const fares = card.getByTestId("fare-choice");
  await expect(fares.first()).toBeVisible();
  await expect(fares.first().locator("h4")).toHaveText(ar("Flights.summary.fares.light"));
  await expect(fares.last().locator("h4")).toHaveText(ar("Flights.summary.fares.flex"));
  for (const price of await fares.getByTestId("fare-price").all()) await expectArabicAmount(price);
  await fares.last().scrollIntoViewIfNeeded();
  await expectArabicPage(page, "flight fare families");
  await page.screenshot({ path: test.info().outputPath("fare-families-phone-ar.png"), fullPage: false });
  await fares.last().getByTestId("fare-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  await expect(page.getByTestId("flight-summary")).toContainText(ar("Flights.summary.fares.flex"));
});
