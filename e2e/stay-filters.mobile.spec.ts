import { expect, test } from "@playwright/test";
import { ar } from "./support/journey";
import { cityOfFourStays, expectPricesInside, narrowingBand } from "./support/stay-filters";

const arabicDigits = (n: number) => n.toLocaleString("ar-SA");

/** Issue #53 item 5 on a phone in Arabic: the filter sheet with counts in Arabic-Indic digits, and the map view. */
test("in Arabic on a phone, the filter sheet narrows by free cancellation and property type with counts in Arabic digits", async ({ page }, testInfo) => {
  const { url } = await cityOfFourStays("Sheet");
  await page.goto(`${url}&lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("result-card")).toHaveCount(4);
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  await expect(sheet.getByText(ar("Results.freeCancellation"), { exact: true })).toBeVisible();
  await expect(sheet.getByText(ar("Results.distanceFromCentre"), { exact: true })).toBeVisible();
  await expect(sheet.getByTestId("filter-free-cancellation-count")).toHaveText(arabicDigits(1));
  await expect(sheet.getByTestId("filter-type-hotel-count")).toHaveText(arabicDigits(3));
  await expect(sheet.getByTestId("filter-type-villa")).toBeVisible();
  await expect(sheet.getByText(ar("Results.types.villa"), { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("stay-filter-sheet-phone-ar.png") });

  await sheet.getByTestId("filter-type-hotel").check();
  await sheet.getByTestId("filter-free-cancellation").check();
  await sheet.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/freeCancel=1/);
  await expect(page).toHaveURL(/types=hotel/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("result-cancellation")).toHaveAttribute("data-kind", "free");
  await expect(page.getByTestId("results-bar-filter")).toHaveText(/٢/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The map on a phone: pins, and a pin opens its card.
  await page.getByTestId("results-view-map").click();
  await expect(page.getByTestId("results-map")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("map-pin")).toHaveCount(1);
  await page.getByTestId("results-map").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("stay-map-pins-phone-ar.png") });
  await page.getByTestId("map-pin").click();
  await expect(page.getByTestId("map-card").getByTestId("result-cancellation")).toHaveAttribute("data-kind", "free");
  await page.screenshot({ path: testInfo.outputPath("stay-map-phone-ar.png") });
});

test("in Arabic on a phone, a bad distance gets a clear Arabic sentence", async ({ page }) => {
  const { url } = await cityOfFourStays("SheetBad");
  await page.goto(`${url}&distance=-2&lang=ar-SA`);
  await expect(page.getByTestId("search-error")).toHaveText(ar("Search.errors.invalidDistance"));
});

test("in Arabic on a phone, a budget band counts in Arabic digits and lists only stays inside it", async ({ page }) => {
  const { url } = await cityOfFourStays("SheetBudget");
  await page.goto(`${url}&types=hotel&lang=ar-SA`);
  await expect(page.getByTestId("result-card")).toHaveCount(3);
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  const bands = sheet.getByTestId("filter-budget").getByRole("link");
  await expect(bands.first()).toContainText(ar("Results.budgetUpTo").replace(" {max}", ""));
  // Hotels only: the villa is not counted.
  const { i, band } = await narrowingBand(bands, 3);
  await expect(sheet.getByTestId(`filter-budget-${i}-count`)).toHaveText(arabicDigits(band.count));
  await bands.nth(i).click();
  await expect(page).toHaveURL(/Price=/);
  await expect(page).toHaveURL(/types=hotel/);
  await expect(page.getByTestId("result-card")).toHaveCount(band.count);
  await expectPricesInside(page, band);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
