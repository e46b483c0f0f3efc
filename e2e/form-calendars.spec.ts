import { expect, test } from "@playwright/test";
import { carDates, flightDates, transferDate, type Lang } from "./support/form-calendars";

// SPEC §9 on a desktop, in English: the flight, car and transfer forms pick their days on the organisation's calendar.
// Right-to-left layout is covered on the phone (form-calendars.mobile.spec.ts, Arabic).
test.describe("search calendars on a desktop (en-US)", () => {
  const lang: Lang = "en-US";
  test("a round trip, then one way from its results, searched with the calendar", async ({ page }) => {
    test.slow();
    await flightDates(page, lang);
  });

  test("a car's pick-up and drop-off days chosen as one range beside their times", async ({ page }) => {
    await carDates(page, lang);
  });

  test("a transfer's day chosen on the calendar", async ({ page }) => {
    await transferDate(page, lang);
  });
});

test("a shared link with days that are no days still opens each search, its dates button showing the form's days", async ({ page }) => {
  for (const path of [
    "/flight/results?from=LON&to=JFK&depart=soon&return=%7B%7D",
    "/cars/results?pickup=airport:LHR&pickupDate=2026-02-30&dropoffDate=later",
    "/transfers/results?airport=CDG&address=Louvre&date=%3Cb%3E",
  ]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBeLessThan(500);
    await expect(page.getByTestId("dates-value"), path).toHaveText(/\d/);
  }
});
