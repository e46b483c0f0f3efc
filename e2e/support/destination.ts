import { expect, type Page } from "@playwright/test";
import { createProperty, isoDay, testDb } from "../../tests/support/factories";

/** A hotel of the test's own in a catalogue city (by slug), so the search by that city lists it. */
export async function hotelInCity(slug: string, name: string, at?: { latitude: number; longitude: number }) {
  const d = await testDb().destination.findUniqueOrThrow({ where: { slug } });
  const { property } = await createProperty({
    name,
    city: d.name,
    countryCode: d.countryCode,
    latitude: at?.latitude ?? d.latitude,
    longitude: at?.longitude ?? d.longitude,
    rooms: [{ publicRateMinor: 15_000, memberRateMinor: 12_000 }],
    // From today: the form's default dates (the organisation's earliest check-in) must find it.
    from: 0,
    nights: 60,
  });
  await testDb().property.update({ where: { id: property.id }, data: { destinationId: d.id } });
  return property;
}

/**
 * Types into the destination field and waits for the suggestion with `id` (city:paris, country:FR …); the first
 * suggestion is active as soon as the list shows (Headless UI), so `steps` arrow presses reach the one wanted.
 */
export async function typeDestination(page: Page, text: string, id: string) {
  const input = page.getByTestId("destination-input");
  await input.click();
  // The combobox replaces the plain input once its code has loaded (components/search/destination-field.tsx).
  await expect(input).toHaveAttribute("role", "combobox");
  await expect(input).toBeFocused();
  await input.pressSequentially(text, { delay: 20 });
  const option = page.locator(`[data-testid="destination-option"][data-id="${id}"]`);
  await expect(option).toBeVisible();
  return { input, option };
}

/** Presses the arrow key until the option is the active one, then Enter: the keyboard's way to choose it. */
export async function chooseWithKeyboard(page: Page, option: ReturnType<Page["locator"]>, key: "ArrowDown" | "ArrowUp" = "ArrowDown") {
  for (let i = 0; i < 8 && (await option.getAttribute("data-focus")) === null; i++) await page.keyboard.press(key);
  await expect(option).toHaveAttribute("data-focus", "");
  await page.keyboard.press("Enter");
}

/** The results page's count equals the JSON search's total for the same URL and all its pages' items. */
export async function expectHonestCount(page: Page) {
  const url = new URL(page.url());
  const summary = page.getByTestId("results-summary");
  const shown = Number(await summary.getAttribute("data-total"));
  const api = await (await page.request.get(`/api/search${url.search}`)).json();
  expect(api.data.total).toBe(shown);
  let listed = api.data.results.length;
  for (let n = 2; n <= api.data.pages; n++) listed += (await (await page.request.get(`/api/search${url.search}&page=${n}`)).json()).data.results.length;
  expect(listed).toBe(shown);
  await expect(page.getByTestId("result-card")).toHaveCount(Math.min(shown, 20));
  return shown;
}

export const stayDates = { checkIn: isoDay(10), checkOut: isoDay(12) };
