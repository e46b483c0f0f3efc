import { expect, type Page } from "@playwright/test";

/**
 * Picks a stay on the search form's calendar as a traveller does: open it, page forward to each day's month, tap the
 * check-in and the check-out, then Done (components/search/date-range-dialog.tsx). Days are ISO (YYYY-MM-DD).
 */
export async function chooseStayDates(page: Page, checkIn: string, checkOut: string) {
  await page.getByTestId("dates-button").click();
  const dialog = page.getByTestId("calendar-dialog");
  // The calendar's code loads on first use: count its days only once it shows.
  await expect(dialog.locator(".rdp-month").first()).toBeVisible();
  for (const iso of [checkIn, checkOut]) {
    // Days of the next month shown in a month's last row are hidden copies: only the month's own cell counts.
    const day = dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`);
    for (let months = 0; months < 12 && (await day.count()) === 0; months++) await dialog.locator(".rdp-button_next").click();
    await day.click();
  }
  await dialog.getByTestId("calendar-done").click();
}
