import { expect, test } from "@playwright/test";
import { tripDay } from "../tests/support/package-factory";
import { ar, expectArabicAmount, expectArabicPage } from "./support/journey";
import { destinationOfFourStays, packageResultsUrl } from "./support/packages";
import { expectPricesInside, narrowingBand } from "./support/stay-filters";

const arabicDigits = (n: number) => n.toLocaleString("ar-SA");

/** Issue #53 item 5 on a phone in Arabic: packages' budget bands in the filter sheet, in Arabic words and digits. */
test("in Arabic on a phone, a package budget band counts in Arabic digits and lists only packages inside it", async ({ page }, testInfo) => {
  const dest = await destinationOfFourStays(`Budget Phone ${Date.now()}`);
  await page.goto(`${packageResultsUrl(dest.slug, tripDay(0, 46))}&lang=ar-SA`);
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "4");
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  const bands = sheet.getByTestId("filter-budget").getByRole("link");
  await expect(bands.first()).toContainText(ar("Results.budgetUpTo", { max: "" }).trim());
  await expect(bands.last()).toContainText(ar("Results.budgetFrom", { min: "" }).trim());
  // Arabic-Indic digits only: no Latin digit in any band's range or count.
  for (const text of await bands.allTextContents()) expect(text).not.toMatch(/\d/);
  const { i, band } = await narrowingBand(bands, 4);
  await expect(sheet.getByTestId(`filter-budget-${i}-count`)).toHaveText(arabicDigits(band.count));
  await page.screenshot({ path: testInfo.outputPath("package-budget-phone-ar.png") });

  await bands.nth(i).click();
  await expect(page).toHaveURL(/Price=/);
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", String(band.count));
  await expect(page.getByTestId("package-card")).toHaveCount(band.count);
  await expectPricesInside(page, band, { testId: "package-price", data: "minor" });
  for (const price of await page.getByTestId("package-price").all()) await expectArabicAmount(price);
  await expectArabicPage(page, "package results in a budget band on a phone");
});
