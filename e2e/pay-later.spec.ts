import { expect, test, type Page } from "@playwright/test";
import { createProperty, createUser, isoDay, testDb, TEST_PASSWORD, uniqueWord } from "../tests/support/factories";
import { createCard } from "../tests/support/wallet-factory";
import { signInThroughApi } from "./support/auth";
import { expectConfirmation, fillCheckoutForm, payOnProviderPage } from "./support/checkout";
import { searchStays } from "./support/search";
import { shownDay } from "./support/trips";

/**
 * Pay later, as a traveller meets it (lib/booking/pay-later.ts): "No prepayment needed – pay later" on the result
 * card and the hotel page, the choice at checkout, the due date on the confirmation, the trip page and My Trips, and a
 * cancellation that charges nothing. The searched stay starts in 14 days (searchStays): it is charged on its last free
 * day, 14 − 2 − 1 = 11 days ahead.
 */

const due = () => isoDay(11);
const mediumDay = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

async function hotelFor(city: string) {
  const name = `Harbour Lights ${city}`;
  await createProperty({ name, city, rooms: [{ name: "Harbour Double", maxGuests: 2, publicRateMinor: 20_000, memberRateMinor: 16_000 }] });
  return name;
}

/** From the results to the checkout of the only hotel found, checking the pay-later promise on the way. */
async function toCheckoutThroughPayLaterPromises(page: Page, city: string, name: string) {
  await searchStays(page, "hotel", city);
  const card = page.getByTestId("result-card").first();
  await expect(card.getByTestId("result-pay-later")).toHaveText("No prepayment needed – pay later");
  await expect(card.getByTestId("result-pay-later")).toHaveAttribute("data-due", due());
  await card.getByTestId("result-link").click();
  await expect(page.getByTestId("property-name")).toHaveText(name);
  await expect(page.getByTestId("room-pay-later").first()).toHaveText("No prepayment needed – pay later");
  await expect(page.getByTestId("policy-pay-later")).toHaveText(`Book now, pay on ${mediumDay(due())}: nothing is charged before then.`);
  await page.getByTestId("book-link").first().click();
  await expect(page.getByTestId("checkout-room")).toHaveText("Harbour Double");
}

test("a member books to pay later from the result card, sees the due date on the confirmation, the trip page and My Trips, and cancels with nothing charged", async ({
  page,
}) => {
  // Seven pages and a booking: room for a loaded machine.
  test.setTimeout(90_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Paula", lastName: "Later" });
  // A cash card: paying later leaves the wallet out, and the checkout says why.
  await createCard(user, { type: "CASH_CARD", amountMinor: 5_000 });
  const city = uniqueWord("Pyl");
  const name = await hotelFor(city);
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await toCheckoutThroughPayLaterPromises(page, city, name);

  // The choice, Booking.com style: Pay now is chosen until the traveller picks Pay later.
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  expect(total).toBe("$528.00");
  await expect(page.getByTestId("checkout-pay-later-offer")).toHaveText(`No prepayment needed – pay later, on ${mediumDay(due())}`);
  await expect(page.getByTestId("pay-now")).toBeChecked();
  await expect(page.getByTestId("wallet-panel")).toContainText("Cash card");
  await page.getByTestId("pay-later").check();
  await expect(page.getByTestId("pay-timing")).toContainText(`We keep your card and charge it on ${mediumDay(due())}.`);
  await expect(page.getByTestId("pay-timing")).toContainText("Wallet credit applies only when you pay now.");
  await expect(page.getByTestId("wallet-pay-later")).toHaveText("Wallet credit applies only when you pay now.");
  await expect(page.getByTestId("checkout-pay")).toHaveText(`Book now, pay ${total} on ${mediumDay(due())}`);
  await fillCheckoutForm(page);
  await page.getByTestId("checkout-pay").click();

  // The confirmation: nothing paid, the whole amount due on its day from the card ending 4242.
  await expectConfirmation(page);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const payment = page.getByTestId("trip-payment");
  await expect(payment).toHaveAttribute("data-pay-status", "DUE");
  await expect(payment.getByTestId("trip-due")).toHaveText(`Due ${shownDay(due(), "en-US")} · card ending 4242${total}`);
  await expect(payment.getByTestId("trip-due-note")).toHaveText(
    `Nothing has been charged yet. Your card is charged on ${shownDay(due(), "en-US")}; cancel before then and nothing is charged.`,
  );
  await expect(payment.getByTestId("paid-card")).toHaveCount(0);

  // The trip page says the same.
  await page.getByTestId("open-trip").click();
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-due")).toContainText(`Due ${shownDay(due(), "en-US")}`);
  await expect(page.getByTestId("pay-due-open")).toHaveText("Pay now");

  // My Trips: "Due <date>", and cancelling says nothing is charged.
  await page.goto("/user/my-trips");
  const trip = page.getByTestId("upcoming-trips").locator(`[data-reference="${reference}"]`);
  await expect(trip.getByTestId("trip-paid")).toHaveText(`Due ${mediumDay(due())}: ${total}`);
  await trip.getByTestId("cancel-booking").click();
  await expect(page.getByTestId("cancel-dialog")).toContainText("Nothing has been charged for this booking, and nothing will be.");
  await page.getByTestId("confirm-cancel").click();
  const cancelled = page.getByTestId("past-trips").locator(`[data-reference="${reference}"]`);
  await expect(cancelled.getByTestId("trip-status")).toHaveText("Cancelled", { timeout: 20_000 });
  await expect(cancelled.getByTestId("trip-paid")).toHaveText("Nothing charged");
  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-nothing-charged")).toHaveText("Cancelled before the payment date: nothing was charged.");

  const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { payments: true } });
  expect(r.payments.map((p) => p.status)).toEqual(["RELEASED"]);
});

test("a declined charge shows on the trip page, and paying with another card there settles it", async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Dora" });
  const city = uniqueWord("Dcl");
  await hotelFor(city);
  await signInThroughApi(page, user.email, TEST_PASSWORD);
  await searchStays(page, "hotel", city);
  await page.getByTestId("result-card").first().getByTestId("result-link").click();
  await page.getByTestId("book-link").first().click();
  await page.getByTestId("pay-later").check();
  // The card the bank keeps, then refuses to charge (Stripe's test card 4000 0000 0000 0341).
  await fillCheckoutForm(page, "4000 0000 0000 0341");
  await page.getByTestId("checkout-pay").click();
  await expectConfirmation(page);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  // The due-charge job's outcome for a declined card (it runs on the due day: tests/api/pay-later.test.ts).
  const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { payments: true } });
  const declinedAt = new Date(`${due()}T14:00:00Z`);
  await testDb().payment.update({ where: { id: r.payments[0]!.id }, data: { status: "DECLINED", failure: "CARD_DECLINED", attemptedAt: declinedAt } });
  // Held 48 hours from the decline (PAYMENT_GRACE_HOURS), said in the organisation's zone with the zone named.
  const { timeZone } = await testDb().organization.findUniqueOrThrow({ where: { id: r.orgId }, select: { timeZone: true } });
  const payBy = new Intl.DateTimeFormat("en-US", {
    calendar: "gregory",
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(declinedAt.getTime() + 48 * 3_600_000));

  await page.goto(`/user/my-trips/${reference}`);
  await expect(page.getByTestId("trip-pay-failed")).toHaveText(
    `We could not charge your card ending 0341 on ${shownDay(due(), "en-US")}: it was declined. Pay with another card below, or cancel free of charge. ` +
      `If it is not paid by ${payBy}, we will cancel the booking then and release the room.`,
  );
  await expect(page.getByTestId("trip-due")).toHaveText("Still to pay$528.00");
  await page.goto("/user/my-trips");
  await expect(page.locator(`[data-reference="${reference}"]`).getByTestId("trip-paid")).toHaveText("Payment failed: $528.00 to pay");

  await page.goto(`/user/my-trips/${reference}`);
  const form = page.getByTestId("pay-due-form");
  await expect(form.getByTestId("hosted-card-note")).toBeVisible();
  await form.getByTestId("pay-due-submit").click();
  // The other card is typed on the provider's page, which sends the member back to the trip page once paid.
  await payOnProviderPage(page, { holder: "Dora Tripper" });
  await expect(page).toHaveURL(new RegExp(`/user/my-trips/${reference}$`));
  await expect(page.getByTestId("trip-payment")).toHaveAttribute("data-pay-status", "PAID");
  await expect(page.getByTestId("paid-card")).toHaveText("Paid by card ending 4242$528.00");
  await expect(page.getByTestId("trip-pay-failed")).toHaveCount(0);
});

test("a stay whose free cancellation ends too soon, or that has none, is paid now: no pay-later promise anywhere", async ({ page }) => {
  const city = uniqueWord("Pnw");
  await createProperty({
    name: `Strict Inn ${city}`,
    city,
    cancellationPolicy: "NON_REFUNDABLE",
    rooms: [{ publicRateMinor: 20_000, memberRateMinor: 16_000 }],
  });
  await searchStays(page, "hotel", city);
  const card = page.getByTestId("result-card").first();
  await expect(card.getByTestId("result-cancellation")).toHaveText("Non-refundable");
  await expect(card.getByTestId("result-pay-later")).toHaveCount(0);
  await card.getByTestId("result-link").click();
  await expect(page.getByTestId("room-pay-later")).toHaveCount(0);
  await page.getByTestId("book-link").first().click();
  await expect(page.getByTestId("checkout-total")).toBeVisible();
  await expect(page.getByTestId("pay-timing")).toHaveCount(0);
});
