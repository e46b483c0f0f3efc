import { expect, test } from "@playwright/test";
import { formatMoney } from "../lib/locale/format";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { standInFare } from "../tests/support/stand-in-fares";
import { chooseDates } from "./support/calendar";
import { priceLine } from "./support/checkout";
import { ar, expectArabicCheckout, expectArabicPage, expectNoSidewaysScroll, memberIn } from "./support/journey";
import { closePicker, openPicker } from "./support/occupancy";
import { chooseAirport, departureDay, searchPackages } from "./support/search";

const money = (minor: number) => formatMoney(minor, "USD", "ar-SA");

test("on a phone in Arabic the party picker is a bottom sheet in Arabic-Indic digits, and the search carries the child's age", async ({ page }) => {
  test.setTimeout(60_000);
  const city = uniqueWord("Fam");
  await createProperty({ name: `Family ${city} Hotel`, city, rooms: [{ maxGuests: 3, publicRateMinor: 30_000, memberRateMinor: 25_000 }] });
  await memberIn(page, "ar-SA");
  await page.goto("/hotel");
  await page.getByTestId("destination-input").fill(city);
  await chooseDates(page, isoDay(14), isoDay(16));
  await openPicker(page, "occupancy");
  const sheet = page.getByTestId("occupancy-panel");
  // The sheet rises from the bottom of the screen, the whole width of it.
  const box = (await sheet.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(Math.round(box.y + box.height)).toBe(screen.height);
  expect(Math.round(box.width)).toBe(screen.width);
  await expect(sheet.getByRole("heading")).toHaveText("الضيوف");
  await page.getByTestId("occupancy-children-0-more").click();
  await expect(page.getByTestId("occupancy-children-0-value")).toHaveText("١");
  await page.getByTestId("occupancy-age-0-0").selectOption("4");
  await expect(page.getByTestId("occupancy-age-0-0").locator("option:checked")).toHaveText("٤ أعوام");
  await expectNoSidewaysScroll(page, "the picker's sheet");
  await page.screenshot({ path: "test-results/occupancy-phone-ar.png" });
  await closePicker(page, "occupancy");
  await expect(page.getByTestId("occupancy")).toHaveText("بالغان، طفل واحد، غرفة واحدة");
  await page.getByTestId("search-submit").click();
  await expect(page).toHaveURL(/guests=3&rooms=1&children=1&ages=4/);
  await expect(page.getByTestId("result-card")).toHaveCount(1);
});

test("flights on a phone in Arabic: a child of 5 and an infant, chosen in the passengers sheet, fly at their own fares in the checkout's price", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await chooseAirport(page, "from", "lon", "LON");
  await chooseAirport(page, "to", "jfk", "JFK");
  await chooseDates(page, departureDay(48));
  await openPicker(page, "flight-passengers");
  await page.getByTestId("flight-children-more").click();
  await page.getByTestId("flight-infants-more").click();
  await expect(page.getByTestId("flight-children-value")).toHaveText("١");
  await expect(page.getByTestId("flight-infants-value")).toHaveText("١");
  await page.getByTestId("flight-age-0").selectOption("5");
  await expect(page.getByTestId("flight-age-0").locator("option:checked")).toHaveText(/^٥ /);
  await expectNoSidewaysScroll(page, "the passengers sheet");
  await closePicker(page, "flight-passengers");
  await expect(page.getByTestId("flight-passengers")).toHaveText(/٣/);
  await page.getByTestId("flight-search-submit").click();
  await expect(page).toHaveURL(/adults=1&children=1&infants=1&ages=5/);

  await page.getByTestId("flight-result").first().getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  await expect(page.getByTestId("summary-passengers")).toHaveText("بالغ واحد، طفل واحد، رضيع واحد");
  const passengers = page.getByTestId("passenger-fields");
  await expect(passengers.locator("legend", { hasText: ar("Flights.passengers.types.child") })).toHaveCount(1);
  await expect(passengers.locator("legend", { hasText: ar("Flights.passengers.types.infant") })).toHaveCount(1);
  // The airline's fares (the stand-in's): the adult's, the child's at 75 % of it and the infant's at 10 % — 1.85
  // adults' fares, where a child or an infant priced as an adult would make 2.75 or 3.
  const fare = standInFare(new URL(page.url()).searchParams.get("offer")!, 1 + 0.75 + 0.1);
  await expect(priceLine(page, ar("Checkout.offerCharges"))).toHaveText(money(fare.baseMinor));
  await expect(priceLine(page, ar("Checkout.taxes"))).toHaveText(money(fare.taxesMinor));
  await expect(page.getByTestId("checkout-summary").getByTestId("checkout-total")).toHaveText(money(fare.totalMinor));
  await expectArabicCheckout(page, "flight checkout for an adult, a child and an infant on a phone");
});

test("packages on a phone in Arabic: a child of 8 in the party flies at the child fare, 75 % of an adult's, in the checkout's flight part", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dest = await createPackageDestination({ moreRooms: [{ name: "Family Room", rate: 26_000, maxGuests: 4, available: 3 }] });
  await memberIn(page, "ar-SA");
  await page.goto("/packages");
  await searchPackages(page, dest.name, tripDay(0, 39), { adults: 2, children: 1 });
  await expect(page).toHaveURL(/adults=2&children=1&ages=8/);
  await expect(page.getByTestId("package-party")).not.toHaveText(/\d/);
  // The child is a guest of the stay too: the double no longer fits three, the family room does.
  const card = page.getByTestId("package-card");
  await expect(card).toHaveCount(1);
  await expectArabicPage(page, "package results for a family on a phone");
  await card.getByTestId("package-choose").click();

  await expect(page).toHaveURL(/\/packages\/checkout\?/);
  await expect(page.getByTestId("package-passengers").locator("legend", { hasText: ar("Flights.passengers.types.child") })).toHaveCount(1);
  // Two adults' fares and the child's at 75 % of one, taxes on top: what the member pays for the package's flight.
  const fare = standInFare(new URL(page.url()).searchParams.get("flight")!, 2 + 0.75);
  await expect(page.getByTestId("package-flight-price")).toHaveText(money(fare.totalMinor));
  await expectArabicCheckout(page, "package checkout for a family on a phone");
});
