import { expect, test } from "@playwright/test";
import { memberWithBookedStay } from "./support/trips";

test("in Arabic on a phone: the traveller's name is corrected from the trip page, the rule and the change in Arabic", async ({ page }) => {
  // A booking, a page and a saved dialog: room for a loaded machine.
  test.setTimeout(60_000);
  const { reference } = await memberWithBookedStay(page);
  await page.goto(`/user/my-trips/${reference}?lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The rule's number in Arabic-Indic digits.
  await expect(page.getByTestId("trip-name-rule")).toContainText("٣ أحرف");
  await page.getByTestId("correct-name").click();
  const dialog = page.getByTestId("correct-name-dialog");
  await expect(dialog).toContainText("تصحيح اسم المسافر");
  await dialog.getByTestId("correct-first-name").fill("Tessa");
  await page.screenshot({ path: "test-results/order-changes/phone-ar-dialog.png" });
  await dialog.getByTestId("save-name").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("trip-travellers")).toHaveText("Tessa Tripper");
  const change = page.locator('[data-testid="trip-change"][data-kind="NAME_CORRECTED"]');
  await expect(change).toContainText("تم تصحيح الاسم من Tess Tripper إلى Tessa Tripper");
  // The change's time is written with Arabic-Indic digits, none of 0-9.
  await expect(change.locator("time")).toHaveText(/[٠-٩]/);
  await expect(change.locator("time")).not.toHaveText(/[0-9]/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: "test-results/order-changes/phone-ar-changes.png", fullPage: true });
});
