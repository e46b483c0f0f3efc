import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";

test("search results fit a phone screen: cards, prices and filters without sideways scrolling", async ({ page }) => {
  const city = uniqueWord("Mmm");
  await createProperty({ name: `Mobile ${city} Hotel`, city, amenities: ["wifi", "pool", "spa", "gym"], rooms: [room()] });
  await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}`);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("result-price")).toBeVisible();
  await expect(page.getByTestId("filters-form")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

function room() {
  return { publicRateMinor: 12_000, memberRateMinor: 10_000 };
}
