import { expect, test, type Page } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { destinationOfFourStays, packageResultsUrl } from "./support/packages";
import { departureDay } from "./support/search";

/**
 * Issue #53: "Flights on a phone: the full search form fills the first screen and the results start below it (stays
 * fold the form into a summary)." Every product's results fold their search on a phone into one box that names it,
 * so the first result is on the first screen; a tap unfolds the form to change the search.
 */
async function expectFolded(page: Page, { card, form, place, details }: { card: string; form: string; place: RegExp; details: RegExp }) {
  const summary = page.getByTestId("search-summary");
  await expect(summary).toContainText(place);
  await expect(summary).toContainText(details);
  await expect(summary).toHaveAccessibleName(/Edit your search/);
  await expect(page.getByTestId(form)).toBeHidden();
  const first = page.getByTestId(card).first();
  await expect(first).toBeVisible();
  // The first result starts on the first screen (the phone's 844 px), not below a whole form.
  const top = (await first.boundingBox())!.y;
  expect(top).toBeLessThan(page.viewportSize()!.height * 0.75);
  await summary.click();
  await expect(page.getByTestId(form)).toBeVisible();
  await expect(summary).toBeHidden();
}

test("flights: the results start on the first screen under the trip in one line, which opens the form", async ({ page }) => {
  await page.goto(`/flight/results?from=LON&to=NYC&depart=${departureDay(40)}&return=${departureDay(47)}&adults=2&cabin=economy`);
  await expectFolded(page, {
    card: "flight-result",
    form: "flight-search-form",
    place: /London \(LON\) → New York \(NYC\)/,
    details: /· 2 passengers · Economy/,
  });
});

test("packages: the results start on the first screen under the trip in one line", async ({ page }) => {
  const dest = await destinationOfFourStays(uniqueWord("Fold"));
  await page.goto(packageResultsUrl(dest.slug, 30));
  await expectFolded(page, { card: "package-card", form: "package-search-form", place: /London \(LHR\) → /, details: /2 adults · 1 room/ });
});

test("transfers and cruises: the results start on the first screen under the search in one line", async ({ page }) => {
  const { property } = await createProperty({ name: `${uniqueWord("Fold")} Hotel`, city: "Paris", countryCode: "FR", latitude: 48.87, longitude: 2.33 });
  await page.goto(`/transfers/results?airport=CDG&hotel=${property.slug}&date=${isoDay(20)}&time=09:15&passengers=3&luggage=3`);
  await expectFolded(page, { card: "transfer-offer", form: "transfer-search-form", place: /Paris \(CDG\) → /, details: /09:15/ });
  const month = isoDay(120).slice(0, 7);
  await page.goto(`/cruises/results?region=CAR&month=${month}&adults=2`);
  await expectFolded(page, { card: "sailing-card", form: "cruise-search-form", place: /Caribbean/, details: /2 guests/ });
});
