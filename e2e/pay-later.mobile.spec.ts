import { expect, test } from "@playwright/test";
import { createProperty, isoDay, uniqueWord } from "../tests/support/factories";
import { expectConfirmation, fillCheckoutForm } from "./support/checkout";
import { ar, expectArabicAmount, expectArabicPage, expectNoSidewaysScroll, memberIn } from "./support/journey";
import { searchStays } from "./support/search";
import { shownDay } from "./support/trips";

/**
 * On a phone (Pixel 7) in Arabic: "No prepayment needed – pay later" on the result card and the hotel page, the
 * choice at checkout, the due date on the confirmation and the trip page, then a cancellation that charges nothing —
 * right to left, Arabic texts from the catalogue, nothing wider than the screen. The stay starts in 14 days
 * (searchStays) and is charged on its last free day, 11 days ahead.
 */
test("on a phone in Arabic a member books a hotel to pay later, sees the due date on the trip page and cancels with nothing charged", async ({ page }) => {
  // Seven pages and a booking: about 15 s on a quiet machine, several times that on the shared one.
  test.setTimeout(90_000);
  const due = isoDay(11);
  const city = uniqueWord("Ply");
  const name = `Harbour Lights ${city}`;
  await createProperty({ name, city, rooms: [{ name: "Harbour Double", maxGuests: 2, publicRateMinor: 20_000, memberRateMinor: 16_000 }] });
  await memberIn(page, "ar-SA");
  await searchStays(page, "hotel", city);
  const card = page.getByTestId("result-card").first();
  await expect(card.getByTestId("result-pay-later")).toHaveText(ar("Results.payLater"));
  await expectArabicPage(page, "pay-later results");

  await card.getByTestId("result-link").click();
  await expect(page.getByTestId("property-name")).toHaveText(name);
  await expect(page.getByTestId("room-pay-later").first()).toHaveText(ar("Details.payLater"));
  await expectArabicPage(page, "pay-later hotel page");

  await page.getByTestId("book-link").first().click();
  await expect(page.getByTestId("checkout-room")).toHaveText("Harbour Double");
  const total = page.getByTestId("checkout-total");
  await expectArabicAmount(total);
  const shownTotal = (await total.textContent())!.trim();
  await expect(page.getByTestId("pay-timing")).toContainText(ar("Checkout.payWhen"));
  await page.getByTestId("pay-later").check();
  const pay = page.getByTestId("checkout-pay");
  await expect(pay).toContainText(shownTotal);
  await expect(pay).toContainText(ar("Checkout.bookPayLater").split("{amount}")[0]!.trim());
  await expectArabicPage(page, "pay-later checkout");
  await fillCheckoutForm(page);
  await pay.click();

  await expectConfirmation(page);
  await expect(page.getByTestId("trip-payment")).toHaveAttribute("data-pay-status", "DUE");
  await expect(page.getByTestId("trip-due")).toContainText(ar("Trip.dueCard", { date: shownDay(due, "ar-SA"), last4: "4242" }));
  await expectArabicAmount(page.getByTestId("trip-due-amount"));
  await expectArabicPage(page, "pay-later confirmation");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  // The trip page: the due date, and cancelling there charges nothing.
  await page.getByTestId("open-trip").click();
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-due-note")).toHaveText(ar("Trip.dueNote", { date: shownDay(due, "ar-SA") }));
  await expectArabicPage(page, "pay-later trip page");
  await page.getByTestId("cancel-booking").click();
  const dialog = page.getByTestId("cancel-dialog");
  await expect(dialog).toContainText(ar("Trips.cancelNothingCharged"));
  const box = (await dialog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("trip-status")).toHaveText(ar("Trips.status.CANCELLED"), { timeout: 20_000 });
  await expect(page.getByTestId("trip-nothing-charged")).toHaveText(ar("Trip.releasedNote"));
  await expectNoSidewaysScroll(page, "pay-later trip page after cancelling");

  await page.goto("/user/my-trips");
  const trip = page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`);
  await expect(trip.getByTestId("trip-paid")).toHaveText(ar("Trips.nothingCharged"));
});
