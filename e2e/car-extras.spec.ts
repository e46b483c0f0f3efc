import { expect, test, type Page } from "@playwright/test";
import { createUser, isoDay, TEST_PASSWORD } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { cancelInMyTrips } from "./support/journey";
import { fillDriver } from "./support/travellers";
import { expectFirstErrorInView, expectReasonBeside } from "./support/first-error";

/**
 * Issue 53 §3 on a desktop in English: a Paris car search offers desks at the airports, the stations and in town,
 * filtered by where the desk is with counts that match the list; each car states its fuel policy, mileage and deposit;
 * at the checkout a child seat and full cover, priced a day with their cap, move the summary total and Pay; a refused
 * driver keeps the extras chosen; the provider's page charges the total with them; the confirmation and the trip page
 * name them with their prices; cancelling gives it all back. The Duffel stand-in's sandbox sells the cars.
 */
test.beforeEach(({ page }) => preloadAxe(page));

const SHOTS = "test-results/car-extras";

function parisUrl(days: number, over: Record<string, string> = {}) {
  const q = new URLSearchParams({
    pickup: "city:paris",
    pickupDate: isoDay(days),
    pickupTime: "10:00",
    dropoffDate: isoDay(days + 3),
    dropoffTime: "10:00",
    age: "31-40",
    residence: "FR",
    ...over,
  });
  return `/cars/results?${q}`;
}

const payText = (page: Page) => page.getByTestId("checkout-pay").textContent();

test("a member filters Paris cars by a station desk, adds a child seat and full cover, pays them and sees them on the confirmation and trip page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await createUser({ planStatus: "ACTIVE" });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await page.goto(parisUrl(90));

  // Airports, stations and town: each count is what choosing it keeps.
  const filter = page.getByTestId("filter-location");
  await expect(filter).toContainText("Pick-up location");
  const found = Number(await page.getByTestId("results-summary").getAttribute("data-found"));
  const count = async (kind: string) => Number(await page.getByTestId(`filter-location-${kind}`).getAttribute("data-count"));
  const [airports, stations, town] = [await count("airport"), await count("rail_station"), await count("city")];
  expect(airports).toBeGreaterThan(0);
  expect(stations).toBeGreaterThan(0);
  expect(town).toBeGreaterThan(0);
  expect(airports + stations + town).toBe(found);
  await expect(page.getByTestId("car-location-kind").first()).toBeVisible();
  await expect(page.getByTestId("car-card").first().getByTestId("car-deposit")).toContainText("Deposit held on the driver's card");
  await expect(page.getByTestId("car-card").first().getByTestId("car-fuel")).toContainText("Fuel:");
  expect(await wcagViolations(page, "/cars/results Paris")).toEqual([]);

  await page.getByTestId("filter-location-rail_station").check();
  await page.getByTestId("filters-apply").click();
  await expect(page).toHaveURL(/location=rail_station/);
  expect(Number(await page.getByTestId("results-summary").getAttribute("data-total"))).toBe(stations);
  for (const kind of await page.getByTestId("car-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-location"))))
    expect(kind).toBe("rail_station");
  await expect(page.getByTestId("car-card").first().getByTestId("car-pickup")).toContainText(/Gare (de Lyon|du Nord)/);
  await page.screenshot({ path: `${SHOTS}/desktop-results-station.png`, fullPage: true });

  const card = page.getByTestId("car-card").first();
  const carName = (await card.getByTestId("car-name").textContent())!;
  await card.getByTestId("car-select").click();
  await expect(page.getByTestId("summary-car")).toHaveText(carName);
  await expect(page.getByTestId("summary-pickup")).toContainText("Railway station");
  await expect(page.getByTestId("summary-deposit")).toContainText("Deposit");
  await expect(page.getByTestId("summary-fuel")).toContainText("Fuel:");

  // The extras, each a price a day with its cap; nothing chosen adds nothing.
  const extras = page.getByTestId("car-extras");
  await expect(extras.getByTestId("extra-child_seat-price")).toContainText(/a day, at most .* per rental/);
  await expect(extras.getByTestId("car-extras-total")).toContainText("$0.00");
  const fare = (await page.getByTestId("checkout-total").textContent())!;
  const before = await payText(page);

  await extras.getByTestId("extra-child_seat-count-more").click();
  await expect(extras.getByTestId("extra-child_seat-count-value")).toHaveText("1");
  await expect(extras.getByTestId("extra-child_seat-amount")).toContainText("for 3 days");
  await extras.getByTestId("extra-full_cover-toggle").check();
  await expect(extras.getByTestId("extra-full_cover-amount")).toBeVisible();
  await expect(extras.getByTestId("car-extras-total")).not.toContainText("$0.00");
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("checkout-extras-line")).toContainText("Extras");
  await expect(summary.getByTestId("checkout-total")).not.toHaveText(fare);
  expect(await payText(page)).not.toBe(before);
  const total = (await summary.getByTestId("checkout-total").textContent())!;
  expect(await payText(page)).toContain(total);
  await page.screenshot({ path: `${SHOTS}/desktop-checkout.png`, fullPage: true });
  expect(await wcagViolations(page, "car checkout with extras")).toEqual([]);

  // A driver too young for the price: a clear sentence on the field, and the extras chosen are still there.
  await fillDriver(page, { dateOfBirth: `${Number(isoDay(0).slice(0, 4)) - 22}-04-12` });
  await fillCard(page, "Dana Driver");
  await page.getByTestId("checkout-pay").click();
  await expect(page.getByTestId("checkout-field-errors")).toContainText("age range");
  // Issue #51 item 5: the sentence is also under the date of birth, which has the focus.
  await expectFirstErrorInView(page.getByTestId("driver-dateOfBirth"));
  await expectReasonBeside(page, page.getByTestId("driver-dateOfBirth"), /age range/);
  await expect(extras.getByTestId("extra-child_seat-count-value")).toHaveText("1");
  await expect(extras.getByTestId("extra-full_cover-toggle")).toBeChecked();
  await expect(summary.getByTestId("checkout-total")).toHaveText(total);

  await fillDriver(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  const facts = page.getByTestId("car-extras-facts");
  await expect(facts).toContainText(/Child seat × 1: \$\d+\.\d\d/);
  await expect(facts).toContainText(/Full cover \(no excess\) × 1: \$\d+\.\d\d/);
  await expect(page.getByTestId("car-terms-facts")).toContainText("Deposit");
  await expect(page.getByTestId("trip-total")).toHaveText(total);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  await page.screenshot({ path: `${SHOTS}/desktop-confirmation.png`, fullPage: true });

  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("car-extras-facts")).toContainText("Child seat × 1");
  await expect(page.getByTestId("car-extras-facts")).toContainText("Full cover (no excess) × 1");
  await page.screenshot({ path: `${SHOTS}/desktop-trip.png`, fullPage: true });

  // Free cancellation up to 48 hours before pick-up: the whole total, extras included, goes back.
  await cancelInMyTrips(page, reference, { trip: carName, dialog: total });
});
