import { expect, test, type Page } from "@playwright/test";
import { expectReasonBeside } from "./support/first-error";
import { createUser, isoDay, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { searchCarsAtHeathrow } from "./support/search";
import { fillDriver } from "./support/travellers";

/**
 * Car rental: search at an airport, filter and sort the cars, book one as a member (driver, contact, sandbox card),
 * find it in My Trips and cancel it; a car that is gone at checkout; a phone screen; Arabic. The Duffel stand-in's
 * sandbox sells the cars: a pick-up at minute 13 of the hour is refused as sold out when it is quoted.
 * Each test rents on days of its own, so the cars one test books out never change another's list.
 */
test.beforeEach(({ page }) => preloadAxe(page));

async function expectAccessible(page: Page, where: string) {
  expect(await wcagViolations(page, where)).toEqual([]);
}

async function signInAsMember(page: Page) {
  const user = await createUser({ planStatus: "ACTIVE" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await page.goto("/cars");
  return user;
}

/** /cars/results for a Heathrow round trip, straight from the URL (as a shared link or the form would send it). */
function resultsUrl(days: number, over: Record<string, string> = {}) {
  const q = new URLSearchParams({
    pickup: "airport:LHR",
    pickupDate: isoDay(days),
    pickupTime: "10:00",
    dropoffDate: isoDay(days + 3),
    dropoffTime: "10:00",
    age: "31-40",
    residence: "GB",
    ...over,
  });
  return `/cars/results?${q}`;
}

test.describe("car rental", () => {
  test("a member searches at an airport, filters and sorts, books a car with a card, sees it in My Trips and cancels it", async ({ page }) => {
    // Nine pages and five audits: longer than one page's budget.
    test.slow();
    await signInAsMember(page);
    await expectAccessible(page, "/cars");
    await searchCarsAtHeathrow(page, 40);
    await expect(page.getByTestId("results-title")).toContainText("London");
    await expectAccessible(page, "/cars/results");

    // Members see their price beside the public one, and the saving.
    const first = page.getByTestId("car-card").first();
    await expect(first.getByTestId("member-price")).toBeVisible();
    await expect(first.getByTestId("public-price")).toHaveClass(/line-through/);
    await expect(first.getByTestId("saving")).toBeVisible();

    // Automatic cars only, largest last.
    const found = Number(await page.getByTestId("results-summary").getAttribute("data-found"));
    await page.getByTestId("filter-transmission-automatic").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/transmission=automatic/);
    const total = Number(await page.getByTestId("results-summary").getAttribute("data-total"));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(found);
    for (const t of await page.getByTestId("car-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-transmission"))))
      expect(t).toBe("automatic");
    await page.getByTestId("sort-size").click();
    await expect(page.getByTestId("sort-size")).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/transmission=automatic/);

    const card = page.getByTestId("car-card").first();
    const carName = (await card.getByTestId("car-name").textContent())!;
    const supplier = (await card.getByTestId("car-supplier").textContent())!;
    await card.getByTestId("car-select").click();

    await expect(page.getByTestId("summary-car")).toHaveText(carName);
    await expect(page.getByTestId("summary-supplier")).toHaveText(supplier);
    await expect(page.getByTestId("summary-pickup")).toContainText("10:00");
    await expect(page.getByTestId("summary-pickup")).toContainText("Heathrow");
    await expect(page.getByTestId("summary-days")).toHaveText("Rental length: 3 days");
    await expect(page.getByTestId("summary-included")).toContainText("Collision damage waiver");
    await expect(page.getByTestId("summary-young-driver")).toHaveCount(0);
    await expect(page.getByTestId("checkout-policy")).toContainText("Free cancellation until");
    await expect(page.getByTestId("checkout-firstName")).toHaveValue("Test");
    await expectAccessible(page, "/cars/checkout");

    // A date of birth outside the age range searched for is refused, field by field.
    await fillDriver(page, { dateOfBirth: `${Number(isoDay(0).slice(0, 4)) - 22}-04-12` });
    await fillCard(page, "Dana Driver");
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-field-errors")).toContainText("age range");
    await expect(page.getByTestId("driver-dateOfBirth")).toHaveAttribute("aria-invalid", "true");
    await expectReasonBeside(page, page.getByTestId("driver-dateOfBirth"), /age range/);

    await fillDriver(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    await expectAccessible(page, "/checkout-success");

    await cancelInMyTrips(page, reference, { trip: carName });
  });

  test("a car that is gone when the rental company is asked again says so, and nothing is charged", async ({ page }) => {
    await signInAsMember(page);
    await page.goto(resultsUrl(45, { pickupTime: "10:13" }));
    await page.getByTestId("car-card").first().getByTestId("car-select").click();
    await expect(page.getByTestId("checkout-message")).toHaveText("Sorry, this offer is no longer available. Please choose another.");
    await expect(page.getByTestId("checkout-pay")).toHaveCount(0);
    await expectAccessible(page, "/cars/checkout sold out");
    await page.getByRole("link", { name: "Back to search" }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await page.goto("/user/my-trips");
    await expect(page.getByTestId("upcoming-trips-empty")).toBeVisible();
  });

  test("the landing page says what every price includes, and a popular airport searches its cars in one tap", async ({ page }) => {
    await page.goto("/cars");
    await expect(page.getByText("Free cancellation up to 48 hours before pick-up")).toBeVisible();
    await page.getByTestId("popular-pickup").filter({ hasText: "LHR" }).click();
    await expect(page).toHaveURL(/pickup=airport%3ALHR/);
    await expect(page.getByTestId("results-title")).toContainText("London");
    await expect(page.getByTestId("car-card").first()).toBeVisible();
  });

  test("a guest sees public prices with the member price as a teaser, and checks out as a guest offered the member price", async ({ page }) => {
    await page.goto(resultsUrl(50));
    const card = page.getByTestId("car-card").first();
    await expect(card.getByTestId("member-teaser")).toBeVisible();
    const paid = Number(await card.getByTestId("result-price").getAttribute("data-amount-minor"));
    const member = Number(await card.getByTestId("member-price").getAttribute("data-amount-minor"));
    expect(paid).toBeGreaterThan(member);
    await card.getByTestId("car-select").click();
    await expect(page.getByTestId("member-price-offer")).toBeVisible();
    await expect(page.getByTestId("checkout-guest-phone")).toBeVisible();
  });
});

test.describe("car rental on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("search and results fit a phone screen: form, cards, prices and filters without sideways scrolling", async ({ page }) => {
    await page.goto("/cars");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await searchCarsAtHeathrow(page, 55);
    await expect(page.getByTestId("car-card").first().getByTestId("result-price")).toBeVisible();
    // The search folds into one line above the list; it opens again to be changed.
    await expect(page.getByTestId("search-summary")).toContainText("London Heathrow Airport (LHR)");
    await expect(page.getByTestId("car-search-form")).toBeHidden();
    await page.getByTestId("search-summary").click();
    await expect(page.getByTestId("car-search-form")).toBeVisible();
    await expect(page.getByTestId("car-card").first().getByTestId("car-select")).toBeVisible();
    // On a phone the filters open in a sheet from the bar at the top of the list.
    await page.getByTestId("results-bar-filter").click();
    await expect(page.getByTestId("filter-sheet").getByTestId("car-filters")).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(1);
    await expectAccessible(page, "/cars/results on a phone");
  });
});

test.describe("car rental in Arabic", () => {
  test("the search, results and checkout read right to left in Arabic", async ({ page }) => {
    await signInAsMember(page);
    await page.goto("/cars?lang=ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("car-search-submit")).toHaveText("ابحث عن سيارات");
    await page.goto(resultsUrl(60, { age: "18-25" }));
    await expect(page.getByTestId("results-summary")).toContainText("متاحة");
    await expect(page.getByTestId("young-driver-charge").first()).toContainText("رسوم السائق الشاب");
    await expectAccessible(page, "/cars/results ar-SA");
    await page.getByTestId("car-card").first().getByTestId("car-select").click();
    await expect(page.getByTestId("driver-fields")).toContainText("السائق الرئيسي");
    await expect(page.getByTestId("summary-young-driver")).toBeVisible();
    await expectAccessible(page, "/cars/checkout ar-SA");
  });
});
