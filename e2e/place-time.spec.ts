import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createProperty } from "../tests/support/factories";
import { expectConfirmation, fillCheckoutForm } from "./support/checkout";
import { memberIn } from "./support/journey";
import { bookLisbonTourAtTen } from "./support/lisbon-tour";

/**
 * Issue #51 item 3, desktop in English: a time is said on the clock of the place where it happens, its zone named —
 * the Lisbon tour at 10:00 is "10:00 AM Western European Time" on the checkout, the confirmation and the trip page,
 * though the organisation's zone is New York's (where it is 5:00 AM).
 */
test("the Lisbon tour at 10:00 says 10:00 AM Western European Time on checkout, confirmation and trip page", async ({ page }) => {
  test.setTimeout(90_000);
  const { text } = await bookLisbonTourAtTen(page, "en-US", { ten: /\b10:00 AM\b/, zone: "Western European Time" });
  expect(text).not.toMatch(/\b5:00 AM\b/);
});

/** The instant of a wall-clock time at a place ("09:30" on `day` in Auckland), and that place's date now plus `days`. */
function atPlace(day: string, hhmm: string, zone: string): Date {
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const wall = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "medium" }).format(guess);
  return new Date(guess.getTime() - (Date.parse(`${wall.replace(" ", "T")}Z`) - guess.getTime()));
}
function placeDayAhead(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const dayText = (day: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...opts, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/**
 * Issue #51: an activity's day is its place's. A tour at 09:30 in Auckland (UTC+13 in December, so the UTC day before)
 * is listed for its Auckland day, sold for it, and free to cancel until the end of the day before the day before, as
 * Auckland counts days — on the details page, the checkout, the confirmation and the trip page.
 */
test("an Auckland tour at 09:30 is listed, booked and free to cancel by its Auckland day", async ({ page }) => {
  test.setTimeout(90_000);
  const zone = "Pacific/Auckland";
  const day = placeDayAhead(zone, 10);
  const startsAt = atPlace(day, "09:30", zone);
  const tour = await createProperty({
    productCode: "ACT",
    name: `Harbour Sail ${randomUUID().slice(0, 6)}`,
    city: "Auckland",
    countryCode: "NZ",
    latitude: -36.8485,
    longitude: 174.7633,
    timeZone: zone,
    cancellationPolicy: "FREE_CANCELLATION",
    freeCancelDays: 1,
    slots: [{ day: 10, at: startsAt, publicPriceMinor: 6_000, memberPriceMinor: 6_000 }],
  });
  const slotId = tour.slots[0]!.id;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const lastFree = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  const onDay = dayText(day, { month: "short", day: "numeric" });
  await memberIn(page, "en-US");

  await page.goto(`/hotel-details?id=${tour.property.id}&checkin=${day}&checkout=${next}&guests=2`);
  const slot = page.locator(`[data-testid="slot"][data-slot-id="${slotId}"]`);
  await expect(slot).toContainText(/9:30\sAM/);
  await expect(slot).toContainText(onDay);
  await page.screenshot({ path: "test-results/place-time/auckland-details.png", fullPage: true });

  await page.goto(`/hotel-checkout?property=${tour.property.id}&slot=${slotId}&guests=2`);
  await expect(page.getByTestId("checkout-slot")).toContainText(/9:30\sAM/);
  await expect(page.getByTestId("checkout-slot")).toContainText(onDay);
  await expect(page.getByTestId("checkout-policy")).toContainText(dayText(lastFree, { weekday: "short", month: "short", day: "numeric", year: "numeric" }));
  const time = (await page.getByTestId("checkout-slot").textContent())!.trim();
  await page.screenshot({ path: "test-results/place-time/auckland-checkout.png", fullPage: true });

  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  await expect(page.getByTestId("trip-item-time")).toHaveText(time);
  const reference = (await page.getByTestId("booking-reference").textContent())!;
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-item-time")).toHaveText(time);
  await page.screenshot({ path: "test-results/place-time/auckland-trip.png", fullPage: true });
});
