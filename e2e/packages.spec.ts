import { expect, test, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { isoDay } from "../tests/support/catalogue-factory";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { searchPackages } from "./support/search";
import { fillPassenger } from "./support/travellers";

test.beforeEach(({ page }) => preloadAxe(page));

async function fillPassengers(page: Page) {
  for (const [i, first] of ["Ada", "Grace"].entries())
    await fillPassenger(page, i, { title: "ms", gender: "f", first, last: "Lovelace", born: "1985-12-10", passport: `P12345${i}` });
  await page.getByTestId("checkout-firstName").fill("Ada");
  await page.getByTestId("checkout-lastName").fill("Lovelace");
  await page.getByTestId("checkout-email").fill("ada@example.test");
  await fillCard(page);
}

test.describe("packages", () => {
  test("a member searches a flight and a hotel together, books the package, sees it in My Trips and cancels it", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const dest = await createPackageDestination({ hotelName: `Alfama Package Hotel ${Date.now()}` });
    const day = tripDay(0, 21);
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto("/packages");
    await expect(page.getByTestId("package-search-form")).toBeVisible();
    await searchPackages(page, dest.name, day);

    await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "1");
    const card = page.getByTestId("package-card");
    await expect(card.getByTestId("package-hotel")).toHaveText(dest.property.name);
    await expect(card.getByTestId("package-flight")).toContainText("LHR");
    await expect(card.getByTestId("package-saving")).toContainText("You save $");
    expect(await wcagViolations(page, "package results")).toEqual([]);
    await page.getByTestId("package-sort-saving").click();
    await expect(page).toHaveURL(/sort=saving/);
    const price = (await card.getByTestId("package-price").textContent())!;

    await card.getByTestId("package-choose").click();
    await expect(page).toHaveURL(/\/packages\/checkout\?/);
    await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(dest.property.name);
    await expect(page.getByTestId("checkout-total")).toHaveText(price);
    await expect(page.getByTestId("package-discount")).toContainText("−");
    expect(await wcagViolations(page, "package checkout")).toEqual([]);
    await fillPassengers(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;

    await cancelInMyTrips(page, reference, { trip: dest.property.name });
  });

  test("a bad search says what to fix beside the field", async ({ page }) => {
    const dest = await createPackageDestination();
    await page.goto(`/packages/results?from=LHR&to=${dest.slug}&checkin=${isoDay(30)}&checkout=${isoDay(29)}&rooms=1&adults=2`);
    await expect(page.getByTestId("package-error-checkout")).toHaveText("Check-out must be after check-in");
    await expect(page.getByTestId("dates-button")).toHaveAccessibleDescription("Check-out must be after check-in");
    const hostile = await page.goto(`/packages/results?from=LHR&to=${dest.slug}&checkin=%7B%22x%22%3A1%7D&rooms=NaN`);
    expect(hostile!.status()).toBe(200);
    await expect(page.getByTestId("package-error-checkin")).toBeVisible();
  });

  test("the organisation's first bookable day holds the dates, and a site without packages has no package pages", async ({ page }) => {
    await page.goto("/packages");
    const min = await page.getByTestId("package-checkin").getAttribute("min");
    expect(min! >= isoDay(0)).toBe(true);
    const partner = await page.goto(`http://partner.localhost:${new URL(page.url()).port}/packages`);
    expect(partner!.status()).toBe(404);
  });
});

test.describe("packages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("results and checkout fit a 390 px screen, with the summary before the form", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const dest = await createPackageDestination();
    const day = tripDay(0, 26);
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto("/packages");
    await searchPackages(page, dest.name, day);
    await expect(page.getByTestId("package-card")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId("package-choose").click();
    await expect(page.getByTestId("checkout-summary")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const summary = (await page.getByTestId("checkout-summary").boundingBox())!;
    const form = (await page.getByTestId("checkout-form").boundingBox())!;
    expect(summary.y).toBeLessThan(form.y);
  });
});

test.describe("packages in Arabic", () => {
  test("the search, results and checkout read right to left in Arabic, with no accessibility violations", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const dest = await createPackageDestination();
    const day = tripDay(0, 33);
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto("/packages?lang=ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("package-search-submit")).toHaveText("ابحث عن باقات");
    expect(await wcagViolations(page, "packages search, Arabic")).toEqual([]);
    await searchPackages(page, dest.name, day);
    await expect(page.getByTestId("package-count")).toContainText("إلى");
    await expect(page.getByTestId("package-saving")).toContainText("توفّر");
    expect(await wcagViolations(page, "package results, Arabic")).toEqual([]);
    await page.getByTestId("package-choose").click();
    await expect(page.getByTestId("package-passengers")).toContainText("المسافرون");
    expect(await wcagViolations(page, "package checkout, Arabic")).toEqual([]);
  });
});
