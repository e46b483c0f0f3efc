import { expect, test } from "@playwright/test";
import { uniqueWord } from "../tests/support/factories";

test("the stay calendar works from the keyboard alone: open, move by day and week, pick, Done, search", async ({ page }) => {
  const city = uniqueWord("Keys");
  await page.goto("/hotel");
  await page.getByTestId("destination-input").fill(city);
  await page.getByTestId("dates-button").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog).toBeVisible();
  // Focus starts on the current check-in day; the default organisation's week starts on Sunday (SPEC §9).
  const checkIn = await page.getByTestId("checkin-input").inputValue();
  await expect(dialog.locator(`[data-day="${checkIn}"]:not([data-outside]) button`)).toBeFocused();
  await expect(dialog.locator(".rdp-weekday").first()).toHaveAttribute("aria-label", "Sunday");
  // A new stay: a day later, for a week.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const from = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 8 * 86_400_000).toISOString().slice(0, 10);
  await expect(dialog.getByTestId("calendar-summary")).toContainText("7 nights");
  // Escape would drop the choice; Done keeps it and gives focus back to the dates.
  await page.keyboard.press("Tab");
  await expect(dialog.getByTestId("calendar-done")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dates-button")).toBeFocused();
  await expect(page.getByTestId("dates-value")).toContainText("7 nights");
  await page.getByTestId("search-submit").click();
  await expect(page).toHaveURL(new RegExp(`checkin=${from}&checkout=${to}`));
});

test("a one-way flight's day is chosen from the keyboard alone: open, move a week on, pick, Done", async ({ page }) => {
  await page.goto("/flight");
  await page.getByTestId("dates-button").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Choose your departure date");
  const depart = await page.getByTestId("flight-depart").inputValue();
  await expect(dialog.locator(`[data-day="${depart}"]:not([data-outside]) button`)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const weekLater = new Date(Date.parse(`${depart}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.keyboard.press("Tab");
  await expect(dialog.getByTestId("calendar-done")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dates-button")).toBeFocused();
  await expect(page.getByTestId("flight-depart")).toHaveValue(weekLater);
  await expect(page.getByTestId("flight-return")).toHaveCount(0);
});
