import { expect, test } from "@playwright/test";
import { createProperty, createUser, isoDay, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { chooseDates } from "./support/calendar";
import { expectConfirmation, fillCheckoutForm } from "./support/checkout";
import { addChild, closePicker, openPicker } from "./support/occupancy";
import { chooseAirport, departureDay } from "./support/search";

test("a family searches a stay with a child's age; the checkout, confirmation and trip page say who stays", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Fern", lastName: "Family" });
  const city = uniqueWord("Fam");
  const name = `Family ${city} Hotel`;
  await createProperty({ name, city, rooms: [{ name: "Family Room", maxGuests: 3, publicRateMinor: 30_000, memberRateMinor: 25_000 }] });
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await preloadAxe(page);
  await page.goto("/hotel");
  await page.getByTestId("destination-input").fill(city);
  await chooseDates(page, isoDay(14), isoDay(16));

  await openPicker(page, "occupancy");
  await page.getByTestId("occupancy-children-0-more").click();
  expect(await wcagViolations(page, "occupancy picker open")).toEqual([]);
  // A child's age must be chosen before the search goes: Search holds the form and says so.
  await page.getByTestId("occupancy-done").click();
  await page.getByTestId("search-submit").click();
  await expect(page.getByTestId("occupancy-error")).toHaveText("Choose the age of each child.");
  await expect(page).toHaveURL(/\/hotel$/);
  await expect(page.getByTestId("occupancy-panel")).toBeVisible();
  await page.getByTestId("occupancy-age-0-0").selectOption("4");
  await closePicker(page, "occupancy");
  await expect(page.getByTestId("occupancy")).toHaveText("2 adults · 1 child · 1 room");
  await page.getByTestId("search-submit").click();

  await expect(page).toHaveURL(/guests=3&rooms=1&children=1&ages=4/);
  await page.getByTestId("result-card").first().getByTestId("result-link").click();
  await expect(page.getByTestId("property-name")).toHaveText(name);
  await expect(page.getByTestId("occupancy")).toHaveText("2 adults · 1 child · 1 room");
  await page.getByTestId("book-link").first().click();
  await expect(page.getByTestId("checkout-party")).toHaveText("2 adults, 1 child (age 4)");
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  await expect(page.getByTestId("trip-stay-facts")).toContainText("2 adults, 1 child (age 4)");
  const reference = (await page.getByTestId("booking-reference").textContent())!;
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-stay-facts")).toContainText("2 adults, 1 child (age 4)");
});

test("two rooms, each with its adults and children: the picker keeps every room to at least one adult", async ({ page }) => {
  await page.goto("/hotel");
  await openPicker(page, "occupancy");
  await page.getByTestId("occupancy-rooms-more").click();
  await expect(page.getByTestId("occupancy-room")).toHaveCount(2);
  await expect(page.getByTestId("occupancy-adults-1-less")).toBeDisabled();
  await addChild(page, 1);
  await expect(page.locator("input[type=hidden][name=guests]")).toHaveValue("4");
  await expect(page.locator("input[type=hidden][name=ages]")).toHaveValue("1");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("occupancy-panel")).toBeHidden();
  await expect(page.getByTestId("occupancy")).toHaveText("3 adults · 1 child · 2 rooms");
});

test("flights: a child's age is asked with the passengers and goes with the search", async ({ page }) => {
  await page.goto("/flight");
  await chooseAirport(page, "from", "lon", "LON");
  await chooseAirport(page, "to", "jfk", "JFK");
  await chooseDates(page, departureDay(30));
  await openPicker(page, "flight-passengers");
  await page.getByTestId("flight-children-more").click();
  await page.getByTestId("flight-infants-more").click();
  await expect(page.getByTestId("flight-infants-more")).toBeDisabled();
  await page.getByTestId("flight-passengers-done").click();
  await page.getByTestId("flight-search-submit").click();
  await expect(page.getByTestId("flight-passengers-error")).toHaveText("Choose the age of each child.");
  await page.getByTestId("flight-age-0").selectOption("5");
  await closePicker(page, "flight-passengers");
  await expect(page.getByTestId("flight-passengers")).toHaveText("3 passengers");
  await page.getByTestId("flight-search-submit").click();
  await expect(page).toHaveURL(/adults=1&children=1&infants=1&ages=5/);
  await expect(page.getByTestId("flight-result").first()).toBeVisible();
});
