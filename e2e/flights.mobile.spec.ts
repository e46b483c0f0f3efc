import { expect, test } from "@playwright/test";
import { confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn, payByCard } from "./support/journey";
import { departureDay, searchLondonNewYork } from "./support/search";
import { fillPassenger } from "./support/travellers";

test("on a phone in Arabic a member books a London–New York flight, finds it in My Trips and cancels it", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  await memberIn(page, "ar-SA");
  await page.goto("/flight");
  await expectArabicPage(page, "flight search", { testId: "flight-search-submit", key: "Flights.form.submit" });

  await searchLondonNewYork(page, departureDay(52));
  const first = page.getByTestId("flight-result").first();
  await expectArabicAmount(first.getByTestId("member-price"));
  await expectArabicPage(page, "flight results");

  await first.getByTestId("flight-select").click();
  await expect(page).toHaveURL(/\/flight\/checkout\?offer=/);
  await expect(page.getByTestId("flight-summary")).toContainText("JFK");
  await expectArabicCheckout(page, "flight checkout");
  await fillPassenger(page, 0, { title: "ms", gender: "f", first: "Layla", last: "Haddad", born: "1988-03-14" });
  await payByCard(page);

  await confirmFindAndCancelInArabic(page, { trip: "JFK", refund: "any" });
});
