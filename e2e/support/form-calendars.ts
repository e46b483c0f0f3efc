import { expect, test, type Page } from "@playwright/test";
import { createOrg, isoDay } from "../../tests/support/factories";
import { port } from "./auth";
import { calendarDay, chooseDates, openCalendar } from "./calendar";
import { expectNoSidewaysScroll, msg } from "./journey";
import { chooseAirport, chooseTransferPoint, parisHotel } from "./search";

/**
 * The flight, car and transfer search forms' calendars (components/search/date-range-field.tsx), as a traveller uses
 * them, shared by the desktop and phone specs: each form on an organisation of the test's own whose week starts on
 * Monday and whose first bookable day is four days ahead (SPEC §9), in English and in Arabic.
 */

export type Lang = "en-US" | "ar-SA";

const MIN_DAYS = 4;
const MONDAY: Record<Lang, string> = { "en-US": "Monday", "ar-SA": "الاثنين" };

/** The organisation's host, the visitor's language set as one who chose it (the lan_code cookie). */
export async function calendarOrg(page: Page, lang: Lang): Promise<string> {
  const org = await createOrg({ eligibleProducts: ["flight", "cars", "transfers"], weekStart: 1, minCheckinDays: MIN_DAYS, timeZone: "UTC" });
  const base = `http://${org.host}:${port}`;
  await page.context().addCookies([{ name: "lan_code", value: lang, url: base }]);
  return base;
}

/**
 * Opens the form's calendar and checks it against SPEC §9 and the visitor's language: titled for what is chosen, the
 * week from Monday, every day before the first bookable one disabled (and no month before it), right to left in
 * Arabic. With CALENDAR_SHOTS=1 a picture of the open calendar lands in test-results/calendar-shots/. Escape closes it
 * with the form's dates unchanged.
 */
export async function expectCalendarRules(page: Page, lang: Lang, form: string, title: string) {
  const before = await page.getByTestId("dates-value").textContent();
  const dialog = await openCalendar(page);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(msg(lang, title));
  await expect(dialog.locator(".rdp-weekday").first()).toHaveAttribute("aria-label", MONDAY[lang]);
  await expect(dialog.locator(".rdp-root")).toHaveAttribute("dir", lang === "ar-SA" ? "rtl" : "ltr");
  // The calendar opens on the form's month; back to the first bookable day's, and no further.
  const previous = dialog.locator(".rdp-button_previous");
  for (let months = 0; months < 12 && (await previous.isEnabled()); months++) await previous.click();
  await expect(previous).toBeDisabled();
  const min = isoDay(MIN_DAYS);
  await expect(calendarDay(dialog, min)).toBeEnabled();
  const days = await dialog
    .locator("[data-day]:not([data-outside])")
    .evaluateAll((cells) => cells.map((c) => ({ day: c.getAttribute("data-day")!, disabled: c.querySelector("button")!.disabled })));
  expect(days.filter((d) => d.day < min && !d.disabled)).toEqual([]);
  expect(days.filter((d) => d.day >= min && d.disabled)).toEqual([]);
  if (test.info().project.name === "mobile") {
    // A phone gets the calendar as a full-screen sheet, Done within reach and nothing wider than the screen.
    const viewport = page.viewportSize()!;
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog.getByTestId("calendar-done")).toBeInViewport();
    await expectNoSidewaysScroll(page, `${form} calendar`);
  }
  await shot(page, lang, form);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dates-value")).toHaveText(before!);
}

/** CALENDAR_SHOTS=1: a picture of the page as it is, to look at (test-results/calendar-shots/). */
async function shot(page: Page, lang: Lang, name: string) {
  if (process.env.CALENDAR_SHOTS === "1") await page.screenshot({ path: `test-results/calendar-shots/${name}-${test.info().project.name}-${lang}.png` });
}

/** The page is `path` and its query string carries these values (null: not at all). */
async function expectParams(page: Page, path: string, values: Record<string, string | null>) {
  await expect(page).toHaveURL((url) => url.pathname === path && Object.entries(values).every(([k, v]) => url.searchParams.get(k) === v));
}

/** A round trip London–New York picked on the calendar, then, from its results, the same flight one way on a new day. */
export async function flightDates(page: Page, lang: Lang) {
  await page.goto(`${await calendarOrg(page, lang)}/flight`);
  await page.getByRole("radio").nth(1).click();
  await chooseAirport(page, "from", "lon", "LON");
  await chooseAirport(page, "to", "jfk", "JFK");
  await expectCalendarRules(page, lang, "flight-round-trip", "DatePicker.chooseDeparture");
  const [depart, back] = [isoDay(MIN_DAYS + 20), isoDay(MIN_DAYS + 27)];
  await chooseDates(page, depart, back);
  await shot(page, lang, "flight-form");
  await expect(page.getByTestId("flight-depart")).toHaveValue(depart);
  await expect(page.getByTestId("flight-return")).toHaveValue(back);
  await page.getByTestId("flight-search-submit").click();
  await expectParams(page, "/flight/results", { depart, return: back });
  await expect(page.getByTestId("flight-result").first()).toBeVisible();
  // The results page's form holds the trip searched for.
  await expect(page.getByTestId("flight-depart")).toHaveValue(depart);
  await expect(page.getByTestId("flight-return")).toHaveValue(back);

  // One way: a single day, and no return sent. On a phone the results fold the search into one line: a tap opens it.
  const folded = page.getByTestId("search-summary");
  if (await folded.isVisible()) await folded.click();
  await page.getByRole("radio").first().click();
  await expect(page.getByTestId("flight-return")).toHaveCount(0);
  await expectCalendarRules(page, lang, "flight-one-way", "DatePicker.chooseDeparture");
  const oneWay = isoDay(MIN_DAYS + 40);
  await chooseDates(page, oneWay);
  await page.getByTestId("flight-search-submit").click();
  await expectParams(page, "/flight/results", { depart: oneWay, return: null });
  await expect(page.getByTestId("flight-result").first()).toBeVisible();
  await expect(page.getByTestId("flight-depart")).toHaveValue(oneWay);
}

/** A rental at Heathrow: pick-up and drop-off as one range on the calendar, beside their times. */
export async function carDates(page: Page, lang: Lang) {
  await page.goto(`${await calendarOrg(page, lang)}/cars`);
  await page.getByTestId("pickup-input").fill("Heathrow");
  await page.getByTestId("place-option").filter({ hasText: "LHR" }).first().click();
  await expectCalendarRules(page, lang, "cars", "DatePicker.choosePickUp");
  const [pickup, dropoff] = [isoDay(MIN_DAYS + 30), isoDay(MIN_DAYS + 34)];
  await chooseDates(page, pickup, dropoff);
  await shot(page, lang, "cars-form");
  await page.getByTestId("dropoff-time").selectOption("16:30");
  await page.getByTestId("car-search-submit").click();
  await expectParams(page, "/cars/results", { pickupDate: pickup, pickupTime: "10:00", dropoffDate: dropoff, dropoffTime: "16:30" });
  await expect(page.getByTestId("car-card").first()).toBeVisible();
  await expect(page.getByTestId("pickup-date")).toHaveValue(pickup);
  await expect(page.getByTestId("dropoff-date")).toHaveValue(dropoff);
}

/** A transfer from Paris-CDG to a hotel of the test's own: one day on the calendar. */
export async function transferDate(page: Page, lang: Lang) {
  const hotel = await parisHotel();
  await page.goto(`${await calendarOrg(page, lang)}/transfers`);
  await chooseTransferPoint(page, "transfer-airport", "CDG", "CDG");
  await chooseTransferPoint(page, "transfer-place", hotel.name.slice(0, 12), hotel.slug);
  await expectCalendarRules(page, lang, "transfers", "DatePicker.chooseTransferDate");
  const day = isoDay(MIN_DAYS + 15);
  await chooseDates(page, day);
  await shot(page, lang, "transfers-form");
  await page.getByTestId("transfer-time").fill("07:00");
  await page.getByTestId("transfer-search-submit").click();
  await expectParams(page, "/transfers/results", { date: day, time: "07:00", hotel: hotel.slug });
  await expect(page.getByTestId("transfer-offer").first()).toBeVisible();
  await expect(page.getByTestId("transfer-date")).toHaveValue(day);
}
