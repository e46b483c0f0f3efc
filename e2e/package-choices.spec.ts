import { expect, test, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { SOLD_OUT_DAY } from "../scripts/stand-ins/data/flights.mjs";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { expectConfirmation, fillCard } from "./support/checkout";
import { destinationOfFourStays, packageResultsUrl as resultsUrl } from "./support/packages";
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

test.describe("package results a traveller narrows and adjusts", () => {
  test("filters by stars and free cancellation with honest counts, opens the hotel and comes back, swaps the flight and books", async ({ page }) => {
    test.setTimeout(150_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const dest = await destinationOfFourStays(`${Date.now()}`);
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(resultsUrl(dest.slug, tripDay(0, 50)));
    await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "4");
    await expect(page.getByTestId("filter-stars-5-count")).toHaveText("2");
    await expect(page.getByTestId("filter-free-cancellation-count")).toHaveText("3");

    await page.getByTestId("filter-stars-5").check();
    await page.getByTestId("filter-free-cancellation").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/stars=5.*freeCancel=1|freeCancel=1.*stars=5/);
    await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "1");
    const card = page.getByTestId("package-card");
    await expect(card.getByTestId("package-hotel")).toHaveText(dest.grand.property.name);
    // The stay's terms, said as the terms engine says them (its deadline), beside the flight's.
    await expect(card.getByTestId("package-stay-terms")).toContainText("Stay: Free cancellation until ");
    await expect(card.getByTestId("package-flight-terms")).toContainText("Flight: ");
    // With 5 stars chosen, the free-cancellation count is of the 5-star stays; the stars' counts of the free ones.
    await expect(page.getByTestId("filter-free-cancellation-count")).toHaveText("1");
    await expect(page.getByTestId("filter-stars-3-count")).toHaveText("1");
    expect(await wcagViolations(page, "package results, filtered")).toEqual([]);

    await card.getByTestId("package-details").click();
    await expect(page).toHaveURL(/\/hotel-details\?/);
    await expect(page.getByTestId("property-name")).toHaveText(dest.grand.property.name);
    await expect(page.getByTestId("stay-summary")).toContainText("2 guests");
    await page.getByTestId("package-back").click();
    await expect(page).toHaveURL(/\/packages\/results\?.*stars=5/);

    await page.getByTestId("package-card").getByTestId("package-change-flight").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose another flight");
    await expect(page.getByTestId("swap-current-choice")).toHaveCount(1);
    expect(await wcagViolations(page, "package flight swap")).toEqual([]);
    const other = page
      .getByTestId("swap-fare")
      .filter({ has: page.getByTestId("swap-choose") })
      .first();
    const newTotal = (await other.getByTestId("swap-total").textContent())!;
    await expect(other.getByTestId("swap-difference")).toHaveText(/^(\+|−)\$|Same price/);
    await other.getByTestId("swap-choose").click();
    await expect(page).toHaveURL(/\/packages\/checkout\?/);
    await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(dest.grand.property.name);
    expect(newTotal).toContain((await page.getByTestId("checkout-total").textContent())!);

    await fillPassengers(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
  });

  test("chooses another room on the package's hotel page and books it with the same flight", async ({ page }) => {
    test.setTimeout(150_000);
    const user = await createUser({ planStatus: "ACTIVE" });
    const dest = await createPackageDestination({
      hotelName: `Rossio Hotel ${Date.now()}`,
      moreRooms: [
        { name: "Tagus Suite", rate: 35_000, maxGuests: 3, available: 2 },
        { name: "Single Nook", rate: 9_000, maxGuests: 1, available: 3 },
      ],
    });
    const [, suite, single] = dest.rooms;
    await signInThroughApi(page, user.email, TEST_PASSWORD);
    await page.goto(resultsUrl(dest.slug, tripDay(0, 56)));
    await page.getByTestId("package-card").getByTestId("package-choose").click();
    await expect(page).toHaveURL(/\/packages\/checkout\?/);
    const summary = page.getByTestId("checkout-summary");
    const flight = (await summary.getByTestId("package-flight").textContent())!;
    await summary.getByTestId("package-hotel").click();

    await expect(page).toHaveURL(/\/hotel-details\?/);
    await expect(page.getByTestId("property-name")).toHaveText(dest.property.name);
    // Every room is chosen for the package; none is booked on its own, and one too small for two cannot be chosen.
    await expect(page.getByTestId("book-link")).toHaveCount(0);
    const room = (id: number) => page.locator(`[data-testid="room"][data-room-id="${id}"]`);
    await expect(room(single!.id).getByTestId("package-room-select")).toHaveCount(0);
    const select = room(suite!.id).getByTestId("package-room-select");
    await expect(select).toHaveText("Select for your package");
    await expect(room(suite!.id).getByTestId("package-room-difference")).toHaveText(/^\+\$/);
    const total = (await room(suite!.id).getByTestId("package-room-total").textContent())!;
    expect(await wcagViolations(page, "package hotel page")).toEqual([]);
    await select.click();

    await expect(page).toHaveURL(/\/packages\/checkout\?.*room=/);
    await expect(summary).toContainText("Tagus Suite");
    await expect(summary.getByTestId("package-flight")).toHaveText(flight);
    expect(total).toContain((await page.getByTestId("checkout-total").textContent())!);
    await fillPassengers(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

    await page.goto(`/user/my-trips/${reference}`);
    const items = page.getByTestId("trip-item");
    await expect(items).toHaveCount(2);
    await expect(items.and(page.locator('[data-kind="STAY"]'))).toContainText("Tagus Suite");
    await expect(items.and(page.locator('[data-kind="FLIGHT"]'))).toBeVisible();
  });

  test("a package whose flight sold out says so on its hotel page, books no room alone, and searches again", async ({ page }) => {
    test.setTimeout(120_000);
    const dest = await createPackageDestination({ hotelName: `Belém Hotel ${Date.now()}` });
    // Departures on SOLD_OUT_DAY are in the search and sold out when re-priced (scripts/stand-ins/data/flights.mjs).
    const results = resultsUrl(dest.slug, tripDay(SOLD_OUT_DAY, 20));
    await page.goto(`${results}&freeCancel=1`);
    await page.getByTestId("package-card").getByTestId("package-details").click();

    await expect(page).toHaveURL(/\/hotel-details\?/);
    const note = page.getByTestId("package-rooms-note");
    await expect(note).toHaveAttribute("data-status", "FLIGHT_GONE");
    await expect(note).toContainText("The flight in your package is no longer available");
    await expect(page.getByTestId("room")).not.toHaveCount(0);
    await expect(page.getByTestId("book-link")).toHaveCount(0);
    await expect(page.getByTestId("package-room-select")).toHaveCount(0);
    await expect(note.getByTestId("package-stay-alone")).toHaveText("Book this hotel without a flight");
    expect(await wcagViolations(page, "package hotel page, flight gone")).toEqual([]);

    await note.getByTestId("package-search-again").click();
    await expect(page).toHaveURL(/\/packages\/results\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(new URL(results, url).searchParams));
    await expect(page.getByTestId("package-card").first()).toBeVisible();
  });

  test("a link with a bad filter says which and offers the search without it", async ({ page }) => {
    const dest = await createPackageDestination();
    await page.goto(`${resultsUrl(dest.slug, tripDay(0, 54))}&stars=9&types=castle`);
    const box = page.getByTestId("package-filter-errors");
    await expect(box.getByTestId("package-filter-error")).toHaveText(["Stars are whole numbers from 1 to 5.", "Choose property types from the list."]);
    await box.getByTestId("package-filters-reset").click();
    await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "1");
    await expect(page).not.toHaveURL(/stars=|types=/);
  });
});
