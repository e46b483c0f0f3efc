import { expect, test, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { partnerUrl, signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { chooseCruiseChild, monthAhead } from "./support/search";
import { fillCruiseGuests } from "./support/travellers";

/** The next July at least two months ahead: Alaska sails from May to September. */
function nextJuly(): string {
  const d = new Date();
  const year = d.getUTCMonth() + 2 > 6 ? d.getUTCFullYear() + 1 : d.getUTCFullYear();
  return `${year}-07`;
}

const amount = async (locator: ReturnType<Page["getByTestId"]>) => Number(await locator.getAttribute("data-amount-minor"));

/** The guests of a cabin and the payment, as a member fills them in. */
async function fillGuestsAndCard(page: Page, guests: number, children = 0) {
  await fillCruiseGuests(page, guests, children);
  await page.getByTestId("checkout-phone").fill("2025550147");
  await fillCard(page, "Tom Tripper");
}

test.describe("cruises", () => {
  test("a member searches, sorts, opens a sailing, books a cabin, finds it in My Trips and cancels it", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const month = monthAhead(5);
    await preloadAxe(page);
    await signInThroughApi(page, user.email, TEST_PASSWORD);

    await page.goto("/cruises");
    expect(await wcagViolations(page, "cruises")).toEqual([]);
    // Its own form, not the hotel one: Caribbean preselected.
    await expect(page.getByTestId("search-form")).toHaveCount(0);
    await expect(page.getByTestId("cruise-region")).toHaveValue("CAR");
    await page.getByTestId("cruise-month").selectOption(month);
    await page.getByTestId("cruise-length").selectOption("6-9");
    await page.getByTestId("cruise-search-submit").click();
    await expect(page).toHaveURL(new RegExp(`/cruises/results\\?region=CAR&month=${month}&length=6-9`));
    const cards = page.getByTestId("sailing-card");
    await expect(cards.first()).toBeVisible();
    const total = Number(await page.getByTestId("cruise-results-summary").getAttribute("data-total"));
    expect(total).toBeGreaterThan(0);
    await expect(cards).toHaveCount(Math.min(total, 10));
    // A card: route from port to port, nights in the band asked, member and public prices per person.
    const first = cards.first();
    await expect(first.getByTestId("sailing-route")).toContainText(" → ");
    await expect(first.getByTestId("sailing-photo")).toHaveAttribute("src", /^\/photos\//);
    await expect(first.getByTestId("member-price")).toBeVisible();
    expect(await amount(first.getByTestId("public-price"))).toBeGreaterThan(await amount(first.getByTestId("member-price")));

    expect(await wcagViolations(page, "cruise results")).toEqual([]);

    // Sort by price: cheapest per person first, kept in the URL.
    await page.getByTestId("sort-select").selectOption("price");
    await page.getByTestId("sort-apply").click();
    await expect(page).toHaveURL(/sort=price/);
    const prices = await Promise.all((await page.getByTestId("price-per-person").all()).map((l) => amount(l)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The sailing: the itinerary day by day, four cabin categories priced for two.
    await page.getByTestId("sailing-view").first().click();
    await expect(page).toHaveURL(/\/cruises\/CAR-\d{6}-\d{2}$/);
    const days = page.getByTestId("itinerary-day");
    await expect(days.first()).toHaveAttribute("data-depart-at", /T\d{2}:00:00[-+]\d{2}:\d{2}$/);
    await expect(days.last()).toHaveAttribute("data-arrive-at", /T07:00:00[-+]\d{2}:\d{2}$/);
    await expect(page.getByTestId("cabin")).toHaveCount(4);
    const inside = page.locator('[data-testid="cabin"][data-category="inside"]');
    const perPerson = await amount(inside.getByTestId("price-per-person"));
    expect(await amount(inside.getByTestId("price-total"))).toBe(perPerson * 2);
    await expect(page.getByTestId("cancellation-rule")).toContainText("nothing is refunded");

    expect(await wcagViolations(page, "sailing")).toEqual([]);
    await inside.getByTestId("cabin-choose").click();
    await expect(page).toHaveURL(/\/cruises\/checkout\?offer=CAR-\d{6}-\d{2}\.inside\.2$/);
    await expect(page.getByTestId("cruise-summary-cabin")).toHaveText("Inside · 2 guests");
    await expect(page.getByTestId("cruise-guest")).toHaveCount(2);
    expect(await wcagViolations(page, "cruise checkout")).toEqual([]);
    await fillGuestsAndCard(page, 2);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;

    // More than 90 days before sailing: everything back.
    await cancelInMyTrips(page, reference, { dialog: "back" });
  });

  test("a family searches with a child of 8, whose age goes to the sailing's prices and the checkout", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto("/cruises");
    await page.getByTestId("cruise-month").selectOption(monthAhead(10));
    await chooseCruiseChild(page, 8);
    await expect(page.getByTestId("cruise-guests")).toHaveText("2 adults · 1 child");
    await page.getByTestId("cruise-search-submit").click();
    await expect(page).toHaveURL(/adults=2&children=1&ages=8/);

    await page.getByTestId("sailing-view").first().click();
    await expect(page).toHaveURL(/\/cruises\/CAR-\d{6}-\d{2}\?adults=2&children=1&ages=8$/);
    const sailingUrl = page.url();
    const inside = page.locator('[data-testid="cabin"][data-category="inside"]');
    const family = await amount(inside.getByTestId("price-total"));
    // The same cabin for three adults: the child's berth is priced lower (a cruise line's child fare).
    await page.goto(sailingUrl.replace("adults=2&children=1&ages=8", "adults=3"));
    expect(await amount(inside.getByTestId("price-total"))).toBeGreaterThan(family);
    await page.goto(sailingUrl);
    const shown = (await inside.getByTestId("price-total").textContent())!;

    await inside.getByTestId("cabin-choose").click();
    await expect(page).toHaveURL(/\/cruises\/checkout\?offer=CAR-\d{6}-\d{2}\.inside\.3\.c8$/);
    await expect(page.getByTestId("cruise-summary-cabin")).toHaveText("Inside · 3 guests");
    await expect(page.getByTestId("cruise-summary-children")).toHaveText("8 years old");
    await expect(page.getByTestId("cruise-guest")).toHaveCount(3);
    await expect(page.getByTestId("cruise-guest").nth(2)).toContainText("Guest 3 (child aged 8)");
    expect(shown).toContain((await page.getByTestId("checkout-total").textContent())!.trim());
    await fillGuestsAndCard(page, 3, 1);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
  });

  test("a new fare at payment is shown and booked once accepted; a cabin sold at payment is no longer offered", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const month = monthAhead(6).replace("-", "");
    await signInThroughApi(page, user.email, TEST_PASSWORD);

    // Sailing 12's balcony: 10% dearer by the time the member pays (docs/suppliers.md).
    await page.goto(`/cruises/checkout?offer=CAR-${month}-12.balcony.2`);
    const before = await page.getByTestId("checkout-total").textContent();
    await fillGuestsAndCard(page, 2);
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-error")).toContainText("The price has changed");
    await expect(page.getByTestId("checkout-total")).not.toHaveText(before!);
    await fillGuestsAndCard(page, 2);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);

    // Sailing 11's last suite: sold elsewhere before payment.
    await page.goto(`/cruises/CAR-${month}-11`);
    await expect(page.locator('[data-testid="cabin"][data-category="suite"]').getByTestId("cabins-left")).toHaveText("Only 1 cabin left");
    await page.locator('[data-testid="cabin"][data-category="suite"]').getByTestId("cabin-choose").click();
    await fillGuestsAndCard(page, 2);
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-message")).toContainText("no longer available");
    await page.goto(`/cruises/CAR-${month}-11`);
    await expect(page.locator('[data-testid="cabin"][data-category="suite"]').getByTestId("cabin-sold-out")).toBeVisible();
  });

  test("a search without region or port says what to fix; an organisation without cruises has no cruise pages", async ({ page }) => {
    await page.goto("/cruises/results?month=2031-13&guests=9");
    const codes = await page.getByTestId("cruise-search-error").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
    expect(codes.sort()).toEqual(["guests", "month", "regionOrPort"]);
    for (const path of ["/cruises", "/cruises/results?region=CAR", `/cruises/CAR-${monthAhead(5).replace("-", "")}-01`]) {
      const res = await page.goto(`${partnerUrl}${path}`);
      expect(res?.status()).toBe(404);
    }
  });

  test("filters by cruise line and length live in the URL, with an honest count across pages", async ({ page }) => {
    await page.goto(`/cruises/results?region=CAR`);
    const all = Number(await page.getByTestId("cruise-results-summary").getAttribute("data-total"));
    expect(all).toBeGreaterThan(10);
    await expect(page.getByTestId("pagination-status")).toHaveText(`Page 1 of ${Math.ceil(all / 10)}`);
    await page.getByTestId("filter-line-RTV").check();
    await page.getByTestId("filter-length-10+").check();
    await page.getByTestId("cruise-filters-apply").click();
    await expect(page).toHaveURL(/length=10%2B&line=RTV|line=RTV.*length=10/);
    const lines = await page.getByTestId("sailing-line").allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set(["Regent Tide Voyages"]));
    expect(Number(await page.getByTestId("cruise-results-summary").getAttribute("data-total"))).toBeLessThan(all);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test("results and a sailing fit the screen without sideways scrolling", async ({ page }) => {
      await page.goto(`/cruises/results?region=CAR&month=${monthAhead(7)}`);
      await expect(page.getByTestId("sailing-card").first()).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(1);
      await page.getByTestId("sailing-view").first().click();
      await expect(page.getByTestId("cabin-list")).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(1);
    });
  });

  test("in Arabic the pages read right to left with translated texts", async ({ page }) => {
    await page.goto(`/cruises/results?region=ALA&month=${nextJuly()}&lang=ar-SA`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("cruise-results-title")).toContainText("ألاسكا");
    await expect(page.getByTestId("cruise-search-submit")).toHaveText("ابحث عن رحلات بحرية");
    await page.getByTestId("sailing-view").first().click();
    await expect(page.getByTestId("itinerary")).toContainText("في البحر");
  });
});
