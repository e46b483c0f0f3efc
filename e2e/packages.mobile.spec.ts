import { expect, test } from "@playwright/test";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { ar, confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn, payByCard } from "./support/journey";
import { searchPackages } from "./support/search";
import { fillPassenger } from "./support/travellers";

test("on a phone in Arabic a member books a flight-and-hotel package, finds it in My Trips and cancels it", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  const dest = await createPackageDestination({ hotelName: `Alfama Phone Hotel ${Date.now()}` });
  await memberIn(page, "ar-SA");
  await page.goto("/packages");
  await expectArabicPage(page, "package search", { testId: "package-search-submit", key: "Packages.form.submit" });

  await searchPackages(page, dest.name, tripDay(0, 37));
  const card = page.getByTestId("package-card");
  await expect(card.getByTestId("package-hotel")).toHaveText(dest.property.name);
  await expectArabicAmount(card.getByTestId("package-price"));
  await expectArabicPage(page, "package results");

  await card.getByTestId("package-choose").click();
  await expect(page).toHaveURL(/\/packages\/checkout\?/);
  await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(dest.property.name);
  // On a phone the summary of what is booked comes before the form.
  const summary = (await page.getByTestId("checkout-summary").boundingBox())!;
  expect(summary.y).toBeLessThan((await page.getByTestId("checkout-form").boundingBox())!.y);
  await expect(page.getByTestId("package-passengers")).toContainText(ar("Packages.checkout.passengers"));
  await expectArabicCheckout(page, "package checkout");
  for (const [i, first] of ["Layla", "Omar"].entries())
    await fillPassenger(page, i, { title: i ? "mr" : "ms", gender: i ? "m" : "f", first, last: "Haddad", born: "1986-07-21", passport: `P76543${i}` });
  await payByCard(page);

  await confirmFindAndCancelInArabic(page, { trip: dest.property.name, refund: "any" });
});
