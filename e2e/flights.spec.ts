import { expect, test, type Page } from "@playwright/test";
import { expectFirstErrorInView, expectReasonBeside } from "./support/first-error";
import { createUser, TEST_PASSWORD, testDb } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

/**
 * Flights from the member's side, against the Duffel stand-in and its sandbox
 * (scripts/stand-ins/data/flights.mjs): London → New York has nonstop and one-stop flights every day; flights departing
 * on the 13th sell out between the results and checkout.
 */

async function signedInMember(page: Page, path: string) {
  const user = await createUser({ planStatus: "ACTIVE" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await page.goto(path);
  return user;
}

async function expectAccessible(page: Page, where: string) {
  expect(await wcagViolations(page, where)).toEqual([]);
}

test.beforeEach(({ page }) => preloadAxe(page));

test.describe("flights", () => {
  test("a member finds the fastest nonstop London–New York flight, books it with a card, sees it in My Trips and cancels it", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInMember(page, "/flight");
    await expectAccessible(page, "flight search");
    await searchLondonNewYork(page, departureDay(30));

    // Member and public prices side by side, the member's saving, on every card.
    const first = page.getByTestId("flight-result").first();
    await expect(first.getByTestId("public-price")).toBeVisible();
    await expect(first.getByTestId("member-price")).toBeVisible();
    await expect(first.getByTestId("saving")).toContainText("You save");
    await expectAccessible(page, "flight results");

    await page.getByRole("link", { name: "Fastest" }).click();
    await expect(page.getByRole("link", { name: "Fastest" })).toHaveAttribute("aria-current", "true");
    const durations = await page.getByTestId("flight-result").evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-duration-minutes"))));
    expect(durations.length).toBeGreaterThan(1);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));

    const filters = page.getByTestId("flight-filters");
    await filters.getByLabel("Nonstop").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/stops=0/);
    const stops = await page.getByTestId("flight-result").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-stops")));
    expect(stops.length).toBeGreaterThan(0);
    expect(new Set(stops)).toEqual(new Set(["0"]));

    const chosen = page.getByTestId("flight-result").first();
    const memberPrice = (await chosen.getByTestId("member-price").textContent())!;
    await chosen.getByTestId("flight-select").click();
    await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
    const summary = page.getByTestId("flight-summary");
    await expect(summary.getByTestId("summary-segment")).toHaveCount(1);
    await expect(summary.getByTestId("summary-segment")).toContainText("JFK");
    await expect(summary.getByTestId("summary-baggage")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(memberPrice);
    await expect(page.getByTestId("passenger-0")).toContainText("Passenger 1 · Adult");
    await expectAccessible(page, "flight checkout");

    await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Ada", last: "Lovelace", born: "1985-12-10" });
    await fillCard(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    await expectAccessible(page, "flight confirmation");

    await cancelInMyTrips(page, reference, { trip: /London.*New York/ });
  });

  test("a saved traveller fills a passenger; one who does not fit the fare is a field error before payment, and nothing is charged", async ({ page }) => {
    const user = await signedInMember(page, `/flight/results?from=LHR&to=JFK&depart=${departureDay(40)}&adults=1&cabin=economy`);
    // Saved in the member's account: a child, born in 2020.
    await testDb().traveler.create({
      data: { userId: user.id, title: 2, firstName: "Tom", lastName: "Tripper", dateOfBirth: new Date("2020-01-01"), nationalityId: 1 },
    });
    await page.getByTestId("flight-select").first().click();
    await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
    await waitForHydration(page);
    await page.getByTestId("passenger-0-saved").selectOption({ label: "Tom Tripper" });
    await expect(page.getByTestId("passenger-0-firstName")).toHaveValue("Tom");
    await expect(page.getByTestId("passenger-0-dateOfBirth")).toHaveValue("2020-01-01");
    await expect(page.getByTestId("passenger-0-nationality")).toHaveValue("US");
    await page.getByTestId("passenger-0-gender").selectOption("m");
    await page.getByTestId("passenger-0-passportNumber").fill("P7654321");
    await page.getByTestId("passenger-0-passportExpiry").fill("2036-05-01");
    await fillCard(page);
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-field-errors")).toContainText("Passenger 1 must be an adult (12 or over)");
    await expect(page.getByTestId("passenger-0-dateOfBirth")).toHaveAttribute("aria-invalid", "true");
    // Issue #51 item 5: written under the field too, which has the focus.
    await expectFirstErrorInView(page.getByTestId("passenger-0-dateOfBirth"));
    await expectReasonBeside(page, page.getByTestId("passenger-0-dateOfBirth"), /^Passenger 1 must be an adult \(12 or over\)/);
    await page.goto("/user/my-trips");
    await expect(page.getByTestId("upcoming-trips-empty")).toBeVisible();
  });

  test("a flight on the 13th sells out before checkout: the member is told and nothing is charged", async ({ page }) => {
    await signedInMember(page, `/flight/results?from=LHR&to=JFK&depart=${departureDay(20, 13)}&adults=1&cabin=economy`);
    await page.getByTestId("flight-select").first().click();
    await expect(page.getByTestId("checkout-message")).toHaveText("Sorry, this offer is no longer available. Please choose another.");
    await expect(page.getByTestId("checkout-form")).toHaveCount(0);
    await expectAccessible(page, "sold-out flight");
    await page.goto("/user/my-trips");
    await expect(page.getByTestId("upcoming-trips-empty")).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the search and the results fit a 390 px screen without sideways scrolling", async ({ page }) => {
      await signedInMember(page, "/flight");
      await searchLondonNewYork(page, departureDay(35));
      await expect(page.getByTestId("flight-result").first().getByTestId("member-price")).toBeVisible();
      // The filters wait behind one tap, so the first flight and its Select button show right after the search form.
      await expect(page.getByTestId("flight-filters")).toBeHidden();
      await expect(page.getByTestId("results-bar-filter")).toBeVisible();
      const select = await page.getByTestId("flight-result").first().getByTestId("flight-select").boundingBox();
      expect(select!.y + select!.height).toBeLessThan(844 * 2);
      expect(select!.x + select!.width).toBeLessThanOrEqual(390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await expectAccessible(page, "flight results on a phone");
    });
  });

  test("in Arabic the search, results and checkout read right to left in Arabic", async ({ page }) => {
    await signedInMember(page, "/flight?lang=ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("flight-search-submit")).toHaveText("ابحث عن رحلات");
    await searchLondonNewYork(page, departureDay(45));
    await expect(page.getByTestId("flight-count")).toContainText("رحل");
    await expectAccessible(page, "flight results in Arabic");
    await page.getByTestId("flight-select").first().click();
    await expect(page.getByTestId("passenger-0")).toContainText("المسافر ١، بالغ");
    await expect(page.getByTestId("flight-summary")).toContainText("الأمتعة");
    await expectAccessible(page, "flight checkout in Arabic");
  });
});
