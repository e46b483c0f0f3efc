import { expect, type Page } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../../tests/support/factories";
import { chooseDates } from "./calendar";
import { closePicker, openPicker, stepTo } from "./occupancy";

/**
 * Each product's search through its own form, as a visitor fills it in, shared by the desktop and the phone journeys.
 * Suggestions are picked by their codes and values, so the same steps work in every language.
 */

/** The first day at least `ahead` days from now whose day of the month is `day` (or any day but the 13th and 22nd). */
export function departureDay(ahead: number, day?: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ahead);
  while (day ? d.getUTCDate() !== day : [13, 22].includes(d.getUTCDate())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM, `n` months after this one. */
export function monthAhead(n: number): string {
  const d = new Date();
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
}

/** Types into an airport combobox of the flight form and picks the suggestion whose code is `code`. */
export async function chooseAirport(page: Page, field: "from" | "to", typed: string, code: string) {
  await page.getByTestId(`flight-${field}`).fill(typed);
  await page
    .getByRole("option")
    .filter({ hasText: new RegExp(`^${code}`) })
    .first()
    .click();
  await expect(page.locator(`input[type=hidden][name=${field}]`)).toHaveValue(code);
}

/** On /flight: London (all airports) to New York JFK, one way. */
export async function searchLondonNewYork(page: Page, depart: string) {
  await chooseAirport(page, "from", "lon", "LON");
  await expect(page.getByTestId("flight-from")).toHaveValue(/London|لندن/);
  await chooseAirport(page, "to", "jfk", "JFK");
  await chooseDates(page, depart);
  await page.getByTestId("flight-search-submit").click();
  await expect(page).toHaveURL(/\/flight\/results\?/);
  await expect(page.getByTestId("flight-result").first()).toBeVisible();
}

/** On /packages: Heathrow to the test's destination, three nights from `day` days ahead, two adults. */
export async function searchPackages(page: Page, destination: string, day: number, party = { adults: 2, children: 0 }) {
  await page.getByTestId("flight-from").fill("LHR");
  await page.getByRole("option", { name: /LHR/ }).first().click();
  await page.getByTestId("package-to").selectOption({ label: `${destination} (LIS)` });
  await chooseDates(page, isoDay(day), isoDay(day + 3));
  await openPicker(page, "package-party");
  await stepTo(page, "package-adults", "adults", party.adults);
  await stepTo(page, "package-children", "children", party.children);
  // Each child's age is asked (the flight's child fare): 8 here.
  for (let i = 0; i < party.children; i++) await page.getByTestId(`package-age-${i}`).selectOption("8");
  await closePicker(page, "package-party");
  await page.getByTestId("package-search-submit").click();
  await expect(page).toHaveURL(/\/packages\/results\?/);
}

/** On a cruise search or sailing page (`prefix` cruise or sailing): two adults and a child of `age` in the cabin. */
export async function chooseCruiseChild(page: Page, age: number, prefix: "cruise" | "sailing" = "cruise") {
  const picker = `${prefix}-guests`;
  await openPicker(page, picker);
  await stepTo(page, `${prefix}-children`, "children", 1);
  await page.getByTestId(`${prefix}-age-0`).selectOption(String(age));
  await closePicker(page, picker);
}

/** On /cars: a three-day rental at Heathrow from `days` ahead. */
export async function searchCarsAtHeathrow(page: Page, days: number) {
  await page.getByTestId("pickup-input").fill("Heathrow");
  await page.getByTestId("place-option").filter({ hasText: "LHR" }).first().click();
  await chooseDates(page, isoDay(days), isoDay(days + 3));
  await page.getByTestId("car-search-submit").click();
  await expect(page.getByTestId("car-card").first()).toBeVisible();
}

/** A hotel of the catalogue near Paris-Charles de Gaulle, of this test's own, for transfers. */
export async function parisHotel() {
  const name = `${uniqueWord("Transfer")} Palace`;
  const { property } = await createProperty({ name, city: "Paris", countryCode: "FR", latitude: 48.8584, longitude: 2.2945 });
  return { name, slug: property.slug };
}

/** Picks the suggestion whose value is `value` after typing `text` into a combobox of the transfer form. */
export async function chooseTransferPoint(page: Page, testId: string, text: string, value: string) {
  await page.getByTestId(`${testId}-input`).fill(text);
  await page.locator(`[data-testid="${testId}-option"][data-value="${value}"]`).click();
}

/** On /transfers: from Paris-CDG to `hotel`, `days` ahead at 14:30, two passengers with two suitcases. */
export async function searchTransferToHotel(page: Page, hotel: { name: string; slug: string }, days: number) {
  await chooseTransferPoint(page, "transfer-airport", "CDG", "CDG");
  await chooseTransferPoint(page, "transfer-place", hotel.name.slice(0, 12), hotel.slug);
  await chooseDates(page, isoDay(days));
  await page.getByTestId("transfer-time").fill("14:30");
  await openPicker(page, "transfer-party");
  await stepTo(page, "transfer-passengers", "passengers", 2);
  await stepTo(page, "transfer-luggage", "luggage", 2);
  await closePicker(page, "transfer-party");
}

/** On a stay product's landing page (/condo, /hotelgd …): `city`, three nights from 14 days ahead. */
export async function searchStays(page: Page, product: string, city: string) {
  await page.goto(`/${product}`);
  await page.getByTestId("destination-input").fill(city);
  await chooseDates(page, isoDay(14), isoDay(17));
  await page.getByTestId("search-submit").click();
}
