import { expect, test } from "@playwright/test";
import { isoDay } from "../tests/support/catalogue-factory";
import { chooseDates } from "./support/calendar";
import { memberWithBookedStay, shownDay } from "./support/trips";

test("in Arabic on a phone: a stay moves to other dates at the same price, the rule, quote and change in Arabic", async ({ page }) => {
  // A booking, a quote and a change: room for a loaded machine.
  test.setTimeout(90_000);
  const { reference } = await memberWithBookedStay(page);
  await page.goto(`/user/my-trips/${reference}?lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The last free day in Arabic-Indic digits.
  await expect(page.getByTestId("change-dates-rule")).toContainText("يمكنك تغيير التواريخ مجانًا حتى");
  await expect(page.getByTestId("change-dates-rule")).toHaveText(/[٠-٩]/);

  await page.getByTestId("change-dates").click();
  const panel = page.getByTestId("change-dates-panel");
  await chooseDates(page, isoDay(24), isoDay(25));
  await expect(panel.getByTestId("change-difference")).toHaveText("يبقى السعر كما هو.");
  await expect(panel.getByTestId("change-policy")).toHaveText(/[٠-٩]/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: "test-results/change-dates/phone-ar-quote.png" });
  await panel.getByTestId("change-dates-confirm").click();

  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId("trip-check-in")).toHaveText(shownDay(isoDay(24), "ar-SA"));
  const change = page.locator('[data-testid="trip-change"][data-kind="DATE_CHANGE"]');
  await expect(change).toContainText("تم تغيير التواريخ من");
  await expect(change).not.toHaveText(/[0-9]/);
  await page.screenshot({ path: "test-results/change-dates/phone-ar-changed.png", fullPage: true });
});
