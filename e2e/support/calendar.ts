import { expect, type Locator, type Page } from "@playwright/test";

/** Opens the search form's calendar (components/search/date-range-dialog.tsx) and waits for its months to show. */
export async function openCalendar(page: Page): Promise<Locator> {
  await page.getByTestId("dates-button").click();
  const dialog = page.getByTestId("calendar-dialog");
  // The calendar's code loads on first use: count its days only once it shows.
  await expect(dialog.locator(".rdp-month").first()).toBeVisible();
  return dialog;
}

/** A day's button on an open calendar; days of the next month shown in a month's last row are hidden copies. */
export const calendarDay = (dialog: Locator, iso: string) => dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`);

/**
 * Picks days on the search form's calendar as a traveller does: open it, page forward to each day's month, tap each
 * day — a stay's check-in and check-out, a round trip's departure and return, a rental's pick-up and drop-off, or the
 * one day of a one-way flight or a transfer — then Done. Days are ISO (YYYY-MM-DD).
 */
export async function chooseDates(page: Page, ...days: string[]) {
  const dialog = await openCalendar(page);
  for (const iso of days) {
    const day = calendarDay(dialog, iso);
    for (let months = 0; months < 12 && (await day.count()) === 0; months++) await dialog.locator(".rdp-button_next").click();
    await day.click();
  }
  await dialog.getByTestId("calendar-done").click();
  await expect(dialog).toBeHidden();
}
