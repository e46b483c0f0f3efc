import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createProperty, createUser, isoDay, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { openGuestManagePage } from "./support/guest";
import { departureDay } from "./support/search";
import { memberWithBookedStay } from "./support/trips";

/**
 * Issue #51 item 8 and 9: each product in its own words and facts, as a visitor meets them on desktop, in English.
 * Every test makes its own data (members, catalogue entries, bookings) and books through the API where booking is not
 * what it checks.
 */

/** "Dec 6, 2026": the day a cancellation happened, as the organisation's calendar (New York) says it. */
const today = () => new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "America/New_York" }).format(new Date());

async function cancelThroughApi(page: Page, reference: string) {
  expect((await page.request.post("/api/booking/cancel", { data: { reference } })).status()).toBe(200);
}

test.describe("product words and facts", () => {
  test("the Weeks tab lights alone on its /resorts page, and Resorts alone on /resorts", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Products" });
    await nav.getByRole("link", { name: "Weeks", exact: true }).click();
    await expect(page).toHaveURL(/\/resorts\?product=weeks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weeks");
    await expect(nav.locator('[aria-current="page"]')).toHaveText(["Weeks"]);

    await nav.getByRole("link", { name: "Resorts", exact: true }).click();
    await expect(page).toHaveURL(/\/resorts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resorts");
    await expect(nav.locator('[aria-current="page"]')).toHaveText(["Resorts"]);

    // A page loaded afresh says the same; another product's page lights its own tab only.
    await page.goto("/weeks");
    await expect(page).toHaveURL(/\/resorts\?product=weeks$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(["Weeks"]);
    await nav.getByRole("link", { name: "Activities", exact: true }).click();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(["Activities"]);
  });

  test("an activity search speaks of dates you are free, participants and activities found — no check-in, no rooms", async ({ page }) => {
    const activity = await createProperty({
      productCode: "ACT",
      name: `Harbour Kayak Tour ${randomUUID().slice(0, 6)}`,
      slots: [{ day: 9, hour: 10, publicPriceMinor: 4_000, memberPriceMinor: 4_000 }],
    });
    await page.goto("/activities");
    const form = page.getByTestId("search-form");
    await expect(form).toContainText("From — Until");
    await expect(form).toContainText("Participants");
    await expect(form).not.toContainText(/Check-in|Check-out|Rooms/);

    await page.goto(
      `/search-detail?product=activities&destination=${encodeURIComponent(activity.property.city)}&checkin=${isoDay(8)}&checkout=${isoDay(10)}&guests=3`,
    );
    const summary = page.getByTestId("results-summary");
    await expect(summary).toContainText("1 activity found");
    await expect(summary).toContainText("3 participants");
    await expect(page.locator("main")).not.toContainText(/propert(y|ies) found|\broom\b|Check-in/);

    await page.getByTestId("result-view").first().click();
    await expect(page.getByTestId("stay-form")).toContainText("Participants");
    await page.getByTestId("slot").first().getByRole("link").last().click();
    await expect(page.getByTestId("checkout-participants")).toHaveText("3 participants");
    await expect(page.getByTestId("checkout-slot")).toContainText(/\d{1,2}:\d{2}/);
  });

  test("a cruise's cabins show their decks and facts from the supplier, never NaN", async ({ page }) => {
    await page.goto("/cruises");
    await page.getByTestId("cruise-search-submit").click();
    await page.getByTestId("sailing-view").first().click();
    const facts = page.getByTestId("cabin-facts");
    await expect(facts.first()).toBeVisible();
    for (const text of await facts.allTextContents()) {
      expect(text).toMatch(/^Sleeps up to \d+ · about \d+ m² · decks? \d+(–\d+)?$/);
      expect(text).not.toContain("NaN");
    }
  });

  test("a return that comes back to another New York airport is warned on its card and at checkout, and titled leg by leg", async ({ page }) => {
    const user = await createUser({ planStatus: "ACTIVE" });
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(`/flight/results?from=NYC&to=LHR&depart=${departureDay(40)}&return=${departureDay(47)}&adults=1&cabin=economy`);
    const warned = page
      .getByTestId("flight-result")
      .filter({ has: page.locator('[data-testid="airport-change"] [data-kind="returnsTo"]') })
      .first();
    await expect(warned).toBeVisible();
    const notice = (await warned.getByTestId("airport-change").locator('[data-kind="returnsTo"]').textContent())!;
    const [, back, out] = /Returns to (JFK|LGA|EWR), not (JFK|LGA|EWR)/.exec(notice)!;
    expect(back).not.toBe(out);
    // The title names each leg's airports: the link's accessible name carries it.
    await expect(warned.getByTestId("flight-select")).toHaveAttribute(
      "aria-label",
      new RegExp(`New York \\(${out}\\) → London \\(LHR\\), London \\(LHR\\) → New York \\(${back}\\)`),
    );
    // A return to the airport it left from is not warned.
    const plain = page
      .getByTestId("flight-result")
      .filter({ hasNot: page.getByTestId("airport-change") })
      .first();
    await expect(plain.getByTestId("flight-select")).toHaveAttribute("aria-label", /⇄/);

    await warned.getByTestId("flight-select").click();
    await expect(page.getByTestId("flight-summary").getByTestId("airport-change")).toContainText(`Returns to ${back}, not ${out}`);
  });

  test("a cancelled trip says when it was cancelled and what came back, in My Trips and on its page", async ({ page }) => {
    const { reference } = await memberWithBookedStay(page);
    await cancelThroughApi(page, reference);
    await page.goto("/user/my-trips");
    const card = page.locator(`[data-testid="trip"][data-reference="${reference}"]`);
    await expect(card.getByTestId("trip-cancelled")).toHaveText(`Cancelled on ${today()} · Refunded $60.00 · Back to wallet $50.00`);
    await card.getByTestId("trip-link").click();
    await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
    await expect(page.getByTestId("trip-cancelled")).toHaveText(`Cancelled on ${today()} · Refunded $60.00 · Back to wallet $50.00`);
    await expect(page.getByTestId("refund-card")).toContainText("$60.00");
    await page.screenshot({ path: "test-results/shots/cancelled-trip-desktop-en.png", fullPage: true });
  });

  test("a guest's manage link opens the same trip page a member reads: address, times, policy, calendar file, print, cancel", async ({ page }) => {
    const { property, reference } = await openGuestManagePage(page);

    const trip = page.getByTestId("trip-details");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");
    await expect(trip.getByTestId("booking-reference")).toHaveText(reference);
    await expect(trip.getByTestId("trip-address")).toHaveText(`${property.address}, ${property.city}`);
    await expect(trip.getByTestId("trip-dates")).toContainText("from 3:00 PM");
    await expect(trip.getByTestId("trip-policy")).toContainText("Free cancellation until");
    await expect(trip.getByTestId("trip-total")).toHaveText("$550.00");
    await expect(trip.getByRole("button", { name: "Print" })).toBeVisible();
    await page.screenshot({ path: "test-results/shots/guest-manage-desktop-en.png", fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), trip.getByTestId("add-to-calendar").click()]);
    expect(download.suggestedFilename()).toBe(`${reference}.ics`);
    expect(await readFile((await download.path())!, "utf8")).toMatch(/^BEGIN:VCALENDAR\r\n/);

    await trip.getByTestId("cancel-booking").click();
    await expect(page.getByTestId("cancel-dialog")).toContainText("$550.00");
    await page.getByTestId("confirm-cancel").click();
    await expect(trip.getByTestId("trip-status")).toHaveText("Cancelled");
    await expect(trip.getByTestId("trip-cancelled")).toHaveText(`Cancelled on ${today()} · Refunded $550.00`);
    await expect(trip.getByTestId("cancel-booking")).toHaveCount(0);
  });

  test("the savings page and the profile say the same of the plan, in words, with no raw token", async ({ page }) => {
    const user = await createUser({ firstName: "Nora", lastName: "Noplan" });
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    // The provider's answer held back (an empty redirect, SPEC §8's failure): the page stays, as it does when enrolment fails.
    await page.route("**/api/savings/enrol", (route) => route.fulfill({ json: { status: 1, data: { showSignIn: false, isNew: true, redirect: "" } } }));
    await page.goto("/savings");
    await expect(page.getByTestId("savings-plan")).toHaveText("No plan");
    await expect(page.getByTestId("savings-enrolment")).toHaveText("Not enrolled yet");
    await page.goto("/user-details?tab=account");
    await expect(page.getByTestId("account-plan")).toHaveText("No plan");
    await expect(page.getByTestId("account-savings")).toHaveText("Not enrolled yet");

    // Enrolled for real: the provider's page greets the member without the cvt or a plan it does not know of.
    await page.unroute("**/api/savings/enrol");
    await page.goto("/savings");
    await page.waitForURL(/\/director\?cvt=[0-9a-f]{64}$/);
    const cvt = new URL(page.url()).searchParams.get("cvt")!;
    await expect(page.getByTestId("director-status")).toContainText("You are enrolled in the savings programme");
    expect(await page.locator("body").textContent()).not.toMatch(new RegExp(`${cvt}|cvt|membership is active`, "i"));
    await page.goto("/user-details?tab=account");
    await expect(page.getByTestId("account-plan")).toHaveText("No plan");
    await expect(page.getByTestId("account-savings")).toHaveText(`Enrolled since ${today()}`);
  });
});
