import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { ar, confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn, payByCard } from "./support/journey";
import { parisHotel, searchTransferToHotel } from "./support/search";
import { fillTransferLead } from "./support/travellers";

test("transfer search and results fit a phone screen: the form, the offers and the filters (in the sheet the bar opens) without sideways scrolling", async ({
  page,
}) => {
  const name = `${uniqueWord("Phone")} Hotel`;
  const { property } = await createProperty({ name, city: "Paris", countryCode: "FR", latitude: 48.87, longitude: 2.33 });
  await page.goto("/transfers");
  await expect(page.getByTestId("transfer-search-form")).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.goto(`/transfers/results?airport=CDG&hotel=${property.slug}&date=${isoDay(20)}&time=09:15&passengers=3&luggage=3`);
  await expect(page.getByTestId("transfer-offer")).toHaveCount(4);
  await expect(page.getByTestId("transfer-select").first()).toBeVisible();
  await expect(page.getByTestId("transfer-filters")).toBeHidden();
  expect(await overflow()).toBeLessThanOrEqual(1);
  // The filters open in the kit's sheet from the bar above the list; a ride type chosen there narrows the list.
  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  await expect(sheet.getByTestId("transfer-filters")).toBeVisible();
  await sheet.getByTestId("filter-type-private").check();
  await sheet.getByTestId("filters-apply").click();
  await expect(page.getByTestId("results-bar-filter")).toHaveText("Filter (1)");
  await expect(page.locator('[data-testid="transfer-offer"][data-shared="true"]')).toHaveCount(0);
  await expect(page.getByTestId("transfer-offer").first()).toBeVisible();
  if (process.env.TRANSFER_SHOTS === "1") await page.screenshot({ path: "test-results/transfers-results-phone.png", fullPage: true });
});

test("on a phone in Arabic a member books a private car from the airport, finds it in My Trips and cancels it for a full refund", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  const hotel = await parisHotel();
  await memberIn(page, "ar-SA");
  await page.goto("/transfers");
  await expectArabicPage(page, "transfer search", { testId: "transfer-search-submit", key: "Transfers.submit" });

  await searchTransferToHotel(page, hotel, 27);
  await page.getByTestId("transfer-search-submit").click();
  await expect(page).toHaveURL(/\/transfers\/results\?direction=from-airport&airport=CDG&hotel=/);
  const sedan = page.locator('[data-testid="transfer-offer"][data-vehicle="sedan"]');
  await expect(sedan.getByTestId("transfer-vehicle")).toHaveText(ar("Transfers.vehicles.sedan"));
  await expectArabicAmount(sedan.getByTestId("member-price"));
  await expectArabicPage(page, "transfer results");

  await sedan.getByTestId("transfer-select").click();
  await expect(page).toHaveURL(/\/transfers\/checkout\?offer=trf_/);
  await expect(page.getByTestId("transfer-summary-details")).toContainText(hotel.name);
  await expect(page.getByTestId("checkout-form")).toContainText(ar("Transfers.checkout.leadTitle"));
  const total = await expectArabicCheckout(page, "transfer checkout");
  await fillTransferLead(page);
  await payByCard(page);

  await confirmFindAndCancelInArabic(page, { trip: hotel.name, refund: total });
});
