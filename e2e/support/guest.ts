import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createStayProperty, isoDay } from "../../tests/support/catalogue-factory";
import { extractLink, waitForMail } from "../../tests/support/mail";
import { waitForHydration } from "./hydration";
import { chooseNationalityIfEmpty, fillCard } from "./checkout";
import { bookThroughApi } from "./api-booking";

/** A hotel with a public and a member rate, and the checkout address of two nights there. */
export async function guestStay() {
  const { property, rooms } = await createStayProperty({
    policy: "FREE_CANCELLATION",
    freeCancelDays: 2,
    rooms: [{ name: "Garden Double", publicRateMinor: 25_000, memberRateMinor: 20_000, available: 3 }],
  });
  return { property, path: `/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(14)}&checkout=${isoDay(16)}&guests=2&rooms=1` };
}

/** Fills the guest checkout: traveller, e-mail, phone (the shared picker's number field) and nationality; the card comes after Pay. */
export async function fillGuestCheckout(page: Page, email = `guest-${randomUUID().slice(0, 8)}@example.test`) {
  await waitForHydration(page);
  await page.getByTestId("checkout-title").selectOption({ index: 1 });
  await page.getByTestId("checkout-firstName").fill("Gail");
  await page.getByTestId("checkout-lastName").fill("Guest");
  await page.getByTestId("checkout-email").fill(email);
  await page.getByTestId("phone-number").fill("2025550147");
  await chooseNationalityIfEmpty(page, "US");
  await fillCard(page, "Gail Guest");
  return email;
}

/**
 * The confirmation e-mail's manage-booking link (the mail catcher), opened; the booking's card is returned. `confirmed`:
 * the subject's words in the language the guest booked in.
 */
export async function openManageLinkFromMail(page: Page, email: string, reference: string, confirmed = "Booking confirmed") {
  const mail = await waitForMail(email, { subject: new RegExp(`${confirmed}.*${reference}`) });
  await page.goto(extractLink(mail, "/manage-booking/booking?token="));
  const trip = page.getByTestId("guest-booking").locator(`[data-reference="${reference}"]`);
  await expect(trip).toBeVisible();
  return trip;
}

/**
 * A guest's stay of two nights, booked through the API (the checkout form is guest-checkout.spec.ts's), then its manage
 * page opened as a guest who found it by reference and e-mail: the form's answer is the link they follow.
 */
export async function openGuestManagePage(page: Page, opts: { before?: () => Promise<void> } = {}) {
  const { property, rooms } = await createStayProperty({
    policy: "FREE_CANCELLATION",
    freeCancelDays: 2,
    rooms: [{ name: "Garden Double", publicRateMinor: 25_000, memberRateMinor: 20_000, available: 3 }],
  });
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  const reference = await bookThroughApi(page, {
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: isoDay(14),
    checkOut: isoDay(16),
    guests: 2,
    rooms: 1,
    traveler: { title: 3, firstName: "Gail", lastName: "Guest", email, phone: "+12025550147" },
    idempotencyKey: randomUUID(),
  });
  await page.context().clearCookies();
  await opts.before?.();
  const found = await page.request.post("/api/booking/manage", { data: { reference, email } });
  expect(found.status()).toBe(200);
  await page.goto((await found.json()).data.redirect);
  return { property, reference, email };
}
