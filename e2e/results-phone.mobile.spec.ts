import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { partnerUrl } from "./support/auth";

/** Two hotels in a city of the test's own: a five-star with a spa, and a three-star. */
async function twoHotels(prefix: string) {
  const city = uniqueWord(prefix);
  await createProperty({
    name: `Grand ${city}`,
    city,
    starRating: 5,
    amenities: ["wifi", "spa"],
    rooms: [{ publicRateMinor: 30_000, memberRateMinor: 25_000 }],
  });
  await createProperty({
    name: `Simple ${city}`,
    city,
    starRating: 3,
    amenities: ["wifi"],
    cancellationPolicy: "NON_REFUNDABLE",
    rooms: [{ publicRateMinor: 9_000, memberRateMinor: 8_000 }],
  });
  return city;
}

test("on a phone the search folds into one line and Filter / Sort open bottom sheets from a bar that stays on screen", async ({ page }) => {
  const city = await twoHotels("Fold");
  await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(13)}&guests=2&rooms=1`);
  await expect(page.getByTestId("result-card")).toHaveCount(2);
  // Folded: one line names the search; the form is out of the way until tapped.
  const summary = page.getByTestId("search-summary");
  await expect(summary).toContainText(city);
  await expect(summary).toContainText(/\w{3} \d{1,2}\s–\s(\w{3} )?\d{1,2} · 2 guests, 1 room/);
  await expect(summary).toHaveAccessibleName(/Edit your search/);
  await expect(page.getByTestId("search-form")).toBeHidden();
  await expect(page.getByTestId("filters-form")).toBeHidden();
  await expect(page.getByTestId("result-cancellation").first()).toHaveText(/^Free cancellation until \w{3} \d{1,2}$/);
  // The bar stays at the top of the screen while the list scrolls.
  await page.getByTestId("result-card").last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await page.getByTestId("results-bar").boundingBox())!.y).toBeLessThanOrEqual(1);
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  await expect(sheet.getByRole("heading", { name: "Filters" })).toBeVisible();
  await sheet.getByTestId("filter-stars-5").check();
  await sheet.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/stars=5/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("results-bar-filter")).toHaveText("Filter (1)");
  // Sort: one tap on an order re-sorts.
  await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(13)}`);
  await page.getByTestId("results-bar-sort").click();
  await page.getByTestId("sort-sheet").getByTestId("sort-option-price-desc").click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByTestId("result-link").first()).toHaveText(`Grand ${city}`);
  // Unfolding the search shows the form, filled with this search.
  await page.getByTestId("search-summary").click();
  await expect(page.getByTestId("destination-input")).toHaveValue(city);
  await expect(page.getByTestId("search-submit")).toBeVisible();
});

test("in Arabic the sheet runs right to left and its filters apply", async ({ page }) => {
  const city = await twoHotels("Rtl");
  await page.goto(`/search-detail?destination=${city}&checkin=${isoDay(10)}&checkout=${isoDay(12)}&lang=ar-SA`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("search-summary")).toContainText(city);
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  await expect(sheet.getByRole("heading", { name: "عوامل التصفية" })).toBeVisible();
  await sheet.getByTestId("filter-amenity-spa").check();
  await sheet.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/amenities=spa/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
  await expect(page.getByTestId("results-bar-filter")).toHaveText("تصفية (١)");
});

for (const lang of ["en-US", "ar-SA"] as const) {
  test(`the calendar picks a stay on a phone from the partner's earliest check-in, weeks from Monday (${lang})`, async ({ page }) => {
    const city = await twoHotels("Cal");
    // Partner: minCheckinDays 3, week starting on Monday (prisma/seed/organizations.ts).
    await page.goto(`${partnerUrl}/hotel?lang=${lang}`);
    await page.getByTestId("destination-input").fill(city);
    await page.getByTestId("dates-button").click();
    const dialog = page.getByTestId("calendar-dialog");
    // Full screen, as SPEC §9 wants a phone's modals.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    await expect(dialog.locator(".rdp-root")).toHaveAttribute("dir", lang === "ar-SA" ? "rtl" : "ltr");
    await expect(dialog.locator(".rdp-weekday").first()).toHaveAttribute("aria-label", lang === "ar-SA" ? "الاثنين" : "Monday");
    const min = await page.getByTestId("checkin-input").getAttribute("min");
    const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const cell = (iso: string) => dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`).first();
    if ((await cell(dayBefore).count()) > 0) await expect(cell(dayBefore)).toBeDisabled();
    await expect(cell(min!)).toBeEnabled();
    // The test hotels have rooms from five days ahead (tests/support/factories.ts).
    const checkIn = new Date(Date.parse(`${min}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(`${min}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    await cell(checkIn).click();
    await cell(checkOut).click();
    await expect(dialog.getByTestId("calendar-summary")).toContainText(lang === "ar-SA" ? "ليلتان" : "2 nights");
    await dialog.getByTestId("calendar-done").click();
    await expect(dialog).toBeHidden();
    await page.getByTestId("search-submit").click();
    await expect(page).toHaveURL(new RegExp(`checkin=${checkIn}&checkout=${checkOut}`));
    await expect(page.getByTestId("result-card")).toHaveCount(2);
  });
}
