import { expect, test } from "@playwright/test";
import { createProperty, createUser, isoDay, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { signInThroughApi } from "./support/auth";
import { preloadAxe, wcagViolations } from "./support/axe";
import { chooseDates } from "./support/calendar";
import { formatMoney } from "../lib/locale/format";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { standInFare } from "../tests/support/stand-in-fares";
import { expectConfirmation, fillCard, fillCheckoutForm, priceLine } from "./support/checkout";
import { memberIn } from "./support/journey";
import { addChild, closePicker, openPicker, stepTo } from "./support/occupancy";
import { chooseAirport, departureDay } from "./support/search";
import { fillPassenger } from "./support/travellers";

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

test("flights: a child's age is asked with the passengers, and the checkout prices the child and the infant at their own fares", async ({ page }) => {
  test.setTimeout(60_000);
  // A member pays the airline's own fare (a visitor's adds the public markup).
  await memberIn(page, "en-US");
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
  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  // The checkout says who flies at which fare, and prices them so: an adult's fare, 75 % of it, 10 % of it.
  await expect(page.getByTestId("summary-passengers")).toHaveText("1 adult · 1 child · 1 infant");
  const fare = standInFare(new URL(page.url()).searchParams.get("offer")!, 1 + 0.75 + 0.1);
  await expect(priceLine(page, "Fare and charges")).toHaveText(formatMoney(fare.baseMinor, "USD", "en-US"));
  await expect(page.getByTestId("checkout-summary").getByTestId("checkout-total")).toHaveText(formatMoney(fare.totalMinor, "USD", "en-US"));
});

test("packages: a family with a child of 8 books a package, the child's flight at the child fare and the family room for three", async ({ page }) => {
  test.setTimeout(120_000);
  const dest = await createPackageDestination({ moreRooms: [{ name: "Family Room", rate: 26_000, maxGuests: 4, available: 3 }] });
  const day = tripDay(0, 43);
  await memberIn(page, "en-US");
  await page.goto("/packages");
  await page.getByTestId("flight-from").fill("LHR");
  await page.getByRole("option", { name: /LHR/ }).first().click();
  await page.getByTestId("package-to").selectOption({ label: `${dest.name} (LIS)` });
  await chooseDates(page, isoDay(day), isoDay(day + 3));
  await openPicker(page, "package-party");
  await stepTo(page, "package-children", "children", 1);
  // The child's age is asked before the search goes.
  await page.getByTestId("package-party-done").click();
  await page.getByTestId("package-search-submit").click();
  await expect(page.getByTestId("package-party-error")).toHaveText("Choose the age of each child.");
  await expect(page).toHaveURL(/\/packages$/);
  await page.getByTestId("package-age-0").selectOption("8");
  await expect(page.getByTestId("package-age-0").locator("option:checked")).toHaveText("8 years old");
  await closePicker(page, "package-party");
  await expect(page.getByTestId("package-party")).toHaveText("2 adults · 1 child · 1 room");
  await page.getByTestId("package-search-submit").click();
  await expect(page).toHaveURL(/adults=2&children=1&ages=8/);

  // The child is a guest of the stay: the double no longer fits three, the family room does.
  const card = page.getByTestId("package-card");
  await expect(card).toHaveCount(1);
  await card.getByTestId("package-choose").click();
  await expect(page).toHaveURL(/\/packages\/checkout\?/);
  await expect(page.getByTestId("checkout-summary")).toContainText("Family Room");
  // Two adults' fares and the child's at 75 % of one (the stand-in airline's child fare), taxes on top.
  const fare = standInFare(new URL(page.url()).searchParams.get("flight")!, 2 + 0.75);
  await expect(page.getByTestId("package-flight-price")).toHaveText(formatMoney(fare.totalMinor, "USD", "en-US"));
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();

  const passengers = page.getByTestId("package-passengers");
  await expect(passengers.locator("legend")).toContainText(["Adult", "Adult", "Child"]);
  for (const [i, first] of ["Ada", "Alan"].entries())
    await fillPassenger(page, i, { title: i ? "mr" : "ms", gender: i ? "m" : "f", first, last: "Family", born: "1984-02-11", passport: `P55501${i}` });
  // Born eight years and a hundred days before the check-in: 8, the age searched, throughout the trip.
  const before = isoDay(day - 100);
  const born = `${Number(before.slice(0, 4)) - 8}${before.slice(4)}`;
  await fillPassenger(page, 2, { title: "miss", gender: "f", first: "Fern", last: "Family", born, passport: "P555012" });
  await fillCard(page, "Ada Family");
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  await expect(page.getByTestId("trip-total")).toHaveText(total);
});
