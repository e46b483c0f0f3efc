import { expect, test } from "@playwright/test";
import { createPackageDestination, tripDay } from "../tests/support/package-factory";
import { ar, expectArabicAmount, expectArabicPage, memberIn } from "./support/journey";
import { destinationOfFourStays, packageResultsUrl } from "./support/packages";

test("on a phone in Arabic a traveller filters packages in the sheet, swaps the flight and the hotel", async ({ page }) => {
  test.setTimeout(120_000);
  const dest = await destinationOfFourStays(`Phone ${Date.now()}`);
  const { grand, inn } = dest;
  await memberIn(page, "ar-SA");
  const day = tripDay(0, 52);
  await page.goto(packageResultsUrl(dest.slug, day));
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "4");

  await page.getByTestId("results-bar-filter").click();
  const sheet = page.getByTestId("filter-sheet");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId("filter-stars-5-count")).toHaveText("٢");
  await sheet.getByTestId("filter-stars-5").check();
  await sheet.getByTestId("filter-free-cancellation").check();
  await sheet.getByTestId("filters-apply").click();
  await expect(page.getByTestId("package-count")).toHaveAttribute("data-total", "1");
  await expect(page.getByTestId("results-bar-filter")).toContainText("٢");
  const card = page.getByTestId("package-card");
  await expect(card.getByTestId("package-hotel")).toHaveText(grand.property.name);
  await expectArabicPage(page, "package results filtered on a phone", { testId: "package-stay-terms", key: "Results.freeCancellation" });

  await card.getByTestId("package-change-flight").click();
  await expectArabicPage(page, "package flight swap on a phone", { testId: "swap-keep", key: "Packages.swap.keep" });
  const fare = page
    .getByTestId("swap-fare")
    .filter({ has: page.getByTestId("swap-choose") })
    .first();
  await expectArabicAmount(fare.getByTestId("swap-total"));
  await fare.getByTestId("swap-choose").click();
  await expect(page).toHaveURL(/\/packages\/checkout\?/);
  await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(grand.property.name);

  await page.getByTestId("package-change-stay").click();
  await expectArabicPage(page, "package stay swap on a phone", { testId: "swap-keep", key: "Packages.swap.keep" });
  const innRow = page.getByTestId("swap-stay").filter({ hasText: inn.property.name });
  await expect(innRow.getByTestId("swap-difference")).toContainText(ar("Packages.swap.less", { amount: "" }).trim());
  await innRow.getByTestId("swap-choose").click();
  await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(inn.property.name);
  await expectArabicAmount(page.getByTestId("checkout-total"));
  await expectArabicPage(page, "package checkout after swaps on a phone");
});

test("on a phone in Arabic the hotel page opened from a package chooses a room for the package", async ({ page }) => {
  test.setTimeout(120_000);
  const dest = await createPackageDestination({
    hotelName: `Rossio Phone Hotel ${Date.now()}`,
    moreRooms: [{ name: "Tagus Suite", rate: 35_000, maxGuests: 3, available: 2 }],
  });
  const suite = dest.rooms[1]!;
  await memberIn(page, "ar-SA");
  const day = tripDay(0, 36);
  await page.goto(packageResultsUrl(dest.slug, day));
  await page.getByTestId("package-card").getByTestId("package-details").click();
  await expect(page).toHaveURL(/\/hotel-details\?/);
  await expect(page.getByTestId("book-link")).toHaveCount(0);
  const room = page.locator(`[data-testid="room"][data-room-id="${suite.id}"]`);
  await expectArabicAmount(room.getByTestId("package-room-total"));
  await expectArabicPage(page, "package hotel page on a phone", { testId: "package-room-select", key: "Details.package.select" });
  await room.getByTestId("package-room-select").click();

  await expect(page).toHaveURL(new RegExp(`/packages/checkout\\?.*property=${dest.property.id}&room=${suite.id}`));
  await expect(page.getByTestId("checkout-summary").getByTestId("package-hotel")).toHaveText(dest.property.name);
  await expectArabicAmount(page.getByTestId("checkout-total"));
});
