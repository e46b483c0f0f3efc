import { expect, test } from "@playwright/test";
import { partSeparator } from "../lib/locale/part-separator";
import { createProperty, uniqueWord } from "../tests/support/factories";
import { fillCheckoutForm } from "./support/checkout";
import { ar, confirmFindAndCancelInArabic, expectArabicAmount, expectArabicCheckout, expectArabicPage, memberIn } from "./support/journey";
import { searchStays } from "./support/search";

test("on a phone in Arabic a member books a condo, paying by card beside the wallet, finds it in My Trips and cancels it", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one (as the desktop journeys).
  test.setTimeout(90_000);
  const city = uniqueWord("Cnd");
  const name = `Harbour Point Condos ${city}`;
  await createProperty({
    productCode: "CND",
    name,
    city,
    rooms: [{ name: "Two-Bedroom Condo", maxGuests: 4, publicRateMinor: 32_000, memberRateMinor: 26_000 }],
  });
  await memberIn(page, "ar-SA");
  await searchStays(page, "condo", city);
  await expect(page).toHaveURL(/product=condo/);
  // Arabic parts are set apart with its comma: a middle dot between Arabic-Indic digits reads as a zero.
  await expect(page.getByTestId("results-title")).toHaveText(`${ar("Nav.products.condo")}${partSeparator("ar-SA")}${city}`);
  const card = page.getByTestId("result-card").first();
  await expectArabicAmount(card.getByTestId("result-price"));
  await expectArabicPage(page, "condo results");

  await card.getByTestId("result-link").click();
  await expect(page.getByTestId("property-name")).toHaveText(name);
  await expectArabicPage(page, "condo details");
  await page.getByTestId("book-link").first().click();
  // The room in the page's language: the catalogue names the seed's room types in every language (lib/locale/catalogue-name.ts).
  await expect(page.getByTestId("checkout-room")).toHaveText(ar("Rooms.two-bedroom-condo"));
  // A member's stay can be paid partly from the wallet; this member has nothing in it and pays by card.
  await expect(page.getByTestId("wallet-slot")).toBeVisible();
  const total = await expectArabicCheckout(page, "condo checkout");
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();

  await confirmFindAndCancelInArabic(page, { trip: name, refund: total });
});
