import { expect, test } from "@playwright/test";
import { createUser, isoDay, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { chooseDates } from "./support/calendar";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { closePicker, openPicker, stepTo } from "./support/occupancy";
import { chooseTransferPoint, parisHotel } from "./support/search";
import { fillTransferLead } from "./support/travellers";

const SHOTS = process.env.TRANSFER_SHOTS === "1";

test.describe("airport transfers", () => {
  test.beforeEach(async ({ page }) => preloadAxe(page));

  test("search from the airport to a catalogue hotel, compare shared and private rides, filter and sort", async ({ page }) => {
    test.setTimeout(90_000);
    const hotel = await parisHotel();
    await page.goto("/transfers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airport transfers");
    await page.getByTestId("transfer-airport-input").fill("Paris");
    await expect(page.getByTestId("transfer-airport-option").first()).toBeVisible();
    expect(await wcagViolations(page, "transfer search, suggestions open")).toEqual([]);
    await chooseTransferPoint(page, "transfer-airport", "CDG", "CDG");
    await chooseTransferPoint(page, "transfer-place", hotel.name.slice(0, 12), hotel.slug);
    await chooseDates(page, isoDay(20));
    await page.getByTestId("transfer-time").fill("14:30");
    await openPicker(page, "transfer-party");
    await stepTo(page, "transfer-passengers", "passengers", 2);
    await stepTo(page, "transfer-luggage", "luggage", 2);
    await closePicker(page, "transfer-party");
    await page.getByTestId("transfer-flight").fill("af 1234");
    if (SHOTS) await page.screenshot({ path: "test-results/transfers-form-desktop.png" });
    await page.getByTestId("transfer-search-submit").click();

    await expect(page).toHaveURL(/\/transfers\/results\?direction=from-airport&airport=CDG&hotel=/);
    await expect(page.getByTestId("transfer-results-title")).toHaveText(`Paris (CDG) → ${hotel.name}`);
    const offers = page.getByTestId("transfer-offer");
    await expect(offers).toHaveCount(4);
    await expect(page.getByTestId("transfer-summary")).toContainText("4 transfers found");
    await expect(offers.getByTestId("transfer-vehicle")).toHaveText(["Shared shuttle", "Private sedan", "Private van", "Luxury car"]);
    await expect(offers.first().getByTestId("transfer-meeting-point")).toContainText("arrivals hall");
    await expect(offers.nth(1).getByTestId("transfer-capacity")).toHaveText("Up to 3 passengers · 3 suitcases");
    await expect(offers.nth(1).getByTestId("result-price")).toHaveText(/^\$\d+\.\d{2}$/);
    expect(await wcagViolations(page, "transfer results")).toEqual([]);
    if (SHOTS) await page.screenshot({ path: "test-results/transfers-results-desktop.png", fullPage: true });

    // Private rides only: the count says how many the filter hides.
    await page.getByTestId("filter-type-private").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/type=private/);
    await expect(offers).toHaveCount(3);
    await expect(page.getByTestId("transfer-summary")).toContainText("3 transfers of 4 shown");

    // Fastest first: every private car takes the same time, so the order is by price among them.
    await page.getByTestId("sort-select").selectOption("duration");
    await page.getByTestId("sort-apply").click();
    await expect(page).toHaveURL(/sort=duration/);
    await expect(page).toHaveURL(/type=private/);
    const minutes = await offers.getByTestId("transfer-duration").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-minutes"))));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

    // A party of five with two suitcases: no sedan fits.
    const url = new URL(page.url());
    url.searchParams.set("passengers", "5");
    url.searchParams.delete("type");
    url.searchParams.delete("sort");
    await page.goto(url.toString());
    await expect(offers.getByTestId("transfer-vehicle")).toHaveText(["Shared shuttle", "Private van"]);
  });

  test("a member books a private car, finds it in My Trips and cancels it for a full refund", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const hotel = await parisHotel();
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(
      `/transfers/results?direction=to-airport&airport=CDG&hotel=${hotel.slug}&date=${isoDay(25)}&time=08:00&passengers=2&luggage=2&type=private`,
    );
    const sedan = page.locator('[data-testid="transfer-offer"][data-vehicle="sedan"]');
    // A member sees the member price beside the public one.
    await expect(sedan.getByTestId("member-price")).toBeVisible();
    await sedan.getByTestId("transfer-select").click();

    await expect(page).toHaveURL(/\/transfers\/checkout\?offer=trf_/);
    await expect(page.getByTestId("transfer-summary-details")).toContainText(hotel.name);
    await expect(page.getByTestId("transfer-summary-details")).toContainText("Private sedan");
    const total = (await page.getByTestId("checkout-total").textContent())!;
    expect(await wcagViolations(page, "transfer checkout")).toEqual([]);
    if (SHOTS) await page.screenshot({ path: "test-results/transfers-checkout-desktop.png", fullPage: true });
    await fillTransferLead(page);
    await page.getByTestId("checkout-firstName").fill("Layla");
    await page.getByTestId("checkout-lastName").fill("Haddad");
    await page.getByTestId("checkout-email").fill("layla@example.test");
    await page.getByTestId("checkout-phone").fill("33612345678");
    await fillCard(page, "Layla Haddad");
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;

    await cancelInMyTrips(page, reference, { trip: hotel.name, dialog: `You will get ${total} back` });
  });

  test("a free address to the airport, and the search's mistakes explained field by field", async ({ page }) => {
    await page.goto(
      `/transfers/results?direction=to-airport&airport=LHR&address=${encodeURIComponent("221B Baker Street")}&date=${isoDay(15)}&time=07:00&passengers=1&luggage=1`,
    );
    await expect(page.getByTestId("transfer-results-title")).toHaveText("221B Baker Street → London (LHR)");
    await expect(page.getByTestId("transfer-offer").first()).toBeVisible();
    await page.goto(`/transfers/results?airport=ZZZ&date=2001-01-01&passengers=12`);
    await expect(page.getByTestId("transfer-error")).toHaveText([
      "Choose a hotel or enter an address.",
      /^The earliest pick-up date is /,
      "Passengers: a whole number from 1 to 8.",
    ]);
    expect(await wcagViolations(page, "transfer search errors")).toEqual([]);
  });

  test("in Arabic the form and the results read right to left", async ({ page }) => {
    const hotel = await parisHotel();
    await page.goto(`/transfers/results?airport=CDG&hotel=${hotel.slug}&date=${isoDay(21)}&time=10:00&passengers=2&luggage=1&lang=ar-SA`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("transfer-search-submit")).toHaveText("ابحث عن التوصيل");
    await expect(page.getByTestId("transfer-offer").first().getByTestId("transfer-vehicle")).toHaveText("حافلة مشتركة");
    await expect(page.getByTestId("transfer-summary")).toContainText("تم العثور على");
    expect(await wcagViolations(page, "transfer results in Arabic")).toEqual([]);
    if (SHOTS) await page.screenshot({ path: "test-results/transfers-results-ar.png", fullPage: true });
  });
});
