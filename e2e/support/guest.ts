import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createStayProperty, isoDay } from "../../tests/support/catalogue-factory";
import { extractLink, waitForMail } from "../../tests/support/mail";
import { waitForHydration } from "./hydration";
import { chooseNationalityIfEmpty } from "./checkout";

/** A hotel with a public and a member rate, and the checkout address of two nights there. */
export async function guestStay() {
  const { property, rooms } = await createStayProperty({
    policy: "FREE_CANCELLATION",
    freeCancelDays: 2,
    rooms: [{ name: "Garden Double", publicRateMinor: 25_000, memberRateMinor: 20_000, available: 3 }],
  });
  return { property, path: `/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(14)}&checkout=${isoDay(16)}&guests=2&rooms=1` };
}

/** Fills the guest checkout: traveller, e-mail, phone (the shared picker's number field), nationality and a sandbox card. */
export async function fillGuestCheckout(page: Page, email = `guest-${randomUUID().slice(0, 8)}@example.test`) {
  await waitForHydration(page);
  await page.getByTestId("checkout-title").selectOption({ index: 1 });
  await page.getByTestId("checkout-firstName").fill("Gail");
  await page.getByTestId("checkout-lastName").fill("Guest");
  await page.getByTestId("checkout-email").fill(email);
  await page.getByTestId("phone-number").fill("2025550147");
  await chooseNationalityIfEmpty(page, "US");
  await page.getByTestId("checkout-number").fill("4242 4242 4242 4242");
  await page.getByTestId("checkout-name").fill("Gail Guest");
  await page.getByTestId("checkout-expiry").fill("12/39");
  await page.getByTestId("checkout-cvc").fill("123");
  return email;
}

/** The confirmation e-mail's manage-booking link (the mail catcher), opened; the booking's card is returned. */
export async function openManageLinkFromMail(page: Page, email: string, reference: string) {
  const mail = await waitForMail(email, { subject: new RegExp(`Booking confirmed.*${reference}`) });
  await page.goto(extractLink(mail, "/manage-booking/booking?token="));
  const trip = page.getByTestId("guest-booking").locator(`[data-reference="${reference}"]`);
  await expect(trip).toBeVisible();
  return trip;
}
