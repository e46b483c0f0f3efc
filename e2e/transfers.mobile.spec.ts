import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";

test("transfer search and results fit a phone screen: the form, the offers and the filters without sideways scrolling", async ({ page }) => {
  const name = `${uniqueWord("Phone")} Hotel`;
  const { property } = await createProperty({ name, city: "Paris", countryCode: "FR", latitude: 48.87, longitude: 2.33 });
  await page.goto("/transfers");
  await expect(page.getByTestId("transfer-search-form")).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.goto(`/transfers/results?airport=CDG&hotel=${property.slug}&date=${isoDay(20)}&time=09:15&passengers=3&luggage=3`);
  await expect(page.getByTestId("transfer-offer")).toHaveCount(4);
  await expect(page.getByTestId("transfer-select").first()).toBeVisible();
  await expect(page.getByTestId("transfer-filters")).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
  if (process.env.TRANSFER_SHOTS === "1") await page.screenshot({ path: "test-results/transfers-results-phone.png", fullPage: true });
});
