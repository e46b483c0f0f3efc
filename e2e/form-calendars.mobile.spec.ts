import { test } from "@playwright/test";
import { carDates, flightDates, transferDate, type Lang } from "./support/form-calendars";

// SPEC §9 on a phone (Pixel 7), in Arabic (right to left): the flight, car and transfer forms pick their days on the
// organisation's calendar. The English desktop run is form-calendars.spec.ts.
test.describe("search calendars on a phone (Pixel 7) (ar-SA)", () => {
  const lang: Lang = "ar-SA";
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
