import { expect, test } from "@playwright/test";
import { memberWithBookedStay } from "./support/trips";

test("a member corrects a typo in the traveller's name from the trip page; the Changes list shows it", async ({ page }) => {
  // A booking, a page and a saved dialog: room for a loaded machine.
  test.setTimeout(60_000);
  const { reference } = await memberWithBookedStay(page);
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-travellers")).toHaveText("Tess Tripper");
  await expect(page.getByTestId("trip-name-rule")).toHaveText("You can correct a spelling of up to 3 letters in the traveller's name until check-in");

  await page.getByTestId("correct-name").click();
  const dialog = page.getByTestId("correct-name-dialog");
  await expect(dialog.getByTestId("correct-last-name")).toHaveValue("Tripper");
  // Another person's name is not a correction: the rule is said on the field, and nothing changes.
  await dialog.getByTestId("correct-last-name").fill("Smith");
  await dialog.getByTestId("save-name").click();
  await expect(dialog.getByRole("alert")).toHaveText("You can correct a spelling of up to 3 letters in the traveller's name until check-in");
  await dialog.getByTestId("correct-first-name").fill("Tessa");
  await dialog.getByTestId("correct-last-name").fill("Tripper");
  await page.screenshot({ path: "test-results/order-changes/desktop-dialog.png" });
  await dialog.getByTestId("save-name").click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByTestId("trip-travellers")).toHaveText("Tessa Tripper");
  const change = page.locator('[data-testid="trip-change"][data-kind="NAME_CORRECTED"]');
  await expect(change).toContainText("You · Name corrected from Tess Tripper to Tessa Tripper");
  await expect(page.locator('[data-testid="trip-change"][data-kind="CONFIRMED"]')).toContainText("Booking confirmed");
  await page.screenshot({ path: "test-results/order-changes/desktop-changes.png", fullPage: true });
});
