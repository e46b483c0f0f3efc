import { expect, test } from "@playwright/test";
import { ar, confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn, payByCard } from "./support/journey";
import { chooseCruiseChild, monthAhead } from "./support/search";
import { fillCruiseGuests } from "./support/travellers";

test("on a phone in Arabic a member books a Caribbean cabin with a child of 8, finds it in My Trips and cancels it for a full refund", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/cruises");
  await expectArabicPage(page, "cruise search", { testId: "cruise-search-submit", key: "Cruises.form.submit" });

  // A month of this test's own, more than 90 days ahead: fully refundable (docs/suppliers.md).
  const month = monthAhead(8);
  await page.getByTestId("cruise-month").selectOption(month);
  // Two adults and a child of 8, on the picker's sheet: the child's age goes with the search to the fare.
  await chooseCruiseChild(page, 8);
  await page.getByTestId("cruise-search-submit").click();
  await expect(page).toHaveURL(new RegExp(`/cruises/results\\?region=CAR&month=${month}.*&adults=2&children=1&ages=8`));
  const card = page.getByTestId("sailing-card").first();
  await expectArabicAmount(card.getByTestId("member-price"));
  await expectArabicPage(page, "cruise results");
  // On a phone the filters are in the kit's sheet, opened from the bar above the list.
  await expect(page.getByTestId("cruise-filters")).toBeHidden();
  await page.getByTestId("results-bar-filter").click();
  await expect(page.getByTestId("filter-sheet").getByTestId("cruise-filters")).toContainText(ar("Cruises.filters.length"));
  await page
    .getByTestId("filter-sheet")
    .getByRole("button", { name: ar("Results.closeSheet") })
    .click();

  await card.getByTestId("sailing-view").click();
  await expect(page.getByTestId("itinerary")).toContainText(ar("Cruises.itinerary.title"));
  const inside = page.locator('[data-testid="cabin"][data-category="inside"]');
  await expect(inside).toContainText(ar("Cruises.cabins.inside"));
  await expectArabicAmount(inside.getByTestId("price-total"));
  await expectArabicPage(page, "sailing");

  await inside.getByTestId("cabin-choose").click();
  await expect(page).toHaveURL(/\.inside\.3\.c8$/);
  await expect(page.getByTestId("cruise-guest")).toHaveCount(3);
  await expect(page.getByTestId("cruise-guest").nth(2)).toContainText("الضيف ٣ (طفل عمره ٨)");
  await expect(page.getByTestId("cruise-summary-children")).toHaveText("٨ أعوام");
  await expect(page.getByTestId("checkout-form")).toContainText(ar("Cruises.checkout.guestsTitle"));
  const total = await expectArabicCheckout(page, "cruise checkout");
  await fillCruiseGuests(page, 3, 1);
  await payByCard(page);

  await confirmFindAndCancelInArabic(page, { trip: /.+/, refund: total });
});
