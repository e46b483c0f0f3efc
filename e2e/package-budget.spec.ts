import { expect, test } from "@playwright/test";
import { tripDay } from "../tests/support/package-factory";
import { destinationOfFourStays, packageResultsUrl } from "./support/packages";
import { expectPricesInside, narrowingBand } from "./support/stay-filters";

const PACKAGE_PRICE = { testId: "package-price", data: "minor" };

/** Issue #53 item 5: packages' budget bands, built from the results' own prices, with honest counts. */
test("a budget band of the packages' prices, counted with free cancellation chosen, lists only packages inside it", async ({ page }, testInfo) => {
  const dest = await destinationOfFourStays(`Budget ${Date.now()}`);
  // Free cancellation leaves three of the four (the flat is non-refundable): the bands count those three.
  await page.goto(`${packageResultsUrl(dest.slug, tripDay(0, 44))}&freeCancel=1`);
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "3");
  const form = page.getByTestId("filters-form").first();
  const bands = form.getByTestId("filter-budget").getByRole("link");
  await expect(bands.first()).toHaveText(/^Up to \$[\d,]+\d$/);
  await expect(bands.last()).toHaveText(/or more/);
  const { i, band } = await narrowingBand(bands, 3);
  await expect(form.getByTestId(`filter-budget-${i}-count`)).toHaveText(String(band.count));
  await page.screenshot({ path: testInfo.outputPath("package-budget-desktop-en.png"), fullPage: true });

  await bands.nth(i).click();
  if (band.min) await expect(page).toHaveURL(new RegExp(`minPrice=${band.min}(&|$)`));
  if (band.max) await expect(page).toHaveURL(new RegExp(`maxPrice=${band.max}(&|$)`));
  await expect(page).toHaveURL(/freeCancel=1/);
  // The count the band showed is the number listed, and every listed package's price is inside the band.
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", String(band.count));
  await expect(page.getByTestId("package-card")).toHaveCount(band.count);
  await expectPricesInside(page, band, PACKAGE_PRICE);
  await expect(page.locator(`[data-testid="package-stay-terms"][data-kind="free"]`)).toHaveCount(band.count);
  // The chosen band is marked, the boxes show its range, and its link clears it.
  await expect(bands.nth(i)).toHaveAttribute("aria-current", "true");
  if (band.min) await expect(form.getByTestId("filter-min-price")).toHaveValue(band.min);
  if (band.max) await expect(form.getByTestId("filter-max-price")).toHaveValue(band.max);
  await bands.nth(i).click();
  await expect(page.getByTestId("package-card")).toHaveCount(3);
  await expect(page).not.toHaveURL(/Price=/);
});
