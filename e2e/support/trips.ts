import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../../tests/support/factories";
import { createStayProperty, isoDay } from "../../tests/support/catalogue-factory";
import { createCard } from "../../tests/support/wallet-factory";
import { bookThroughApi } from "./api-booking";

/**
 * A member signed in through the API (the dialog is auth.spec.ts's) who booked one night through the API (the checkout
 * form is booking.spec.ts's and wallet.spec.ts's): $100 + 10% tax = $110, paid with a $50 certificate and $60 by card.
 */
export async function memberWithBookedStay(page: Page, { checkInDays = 20, roomName = "Harbour Double" } = {}) {
  const user = await createUser({ planStatus: "ACTIVE", firstName: "Tess" });
  const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT"], amountMinor: 5_000 });
  const { property, rooms } = await createStayProperty({ rooms: [{ name: roomName, publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
  expect((await page.request.post("/api/signIn", { data: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } })).status()).toBe(200);
  const checkIn = isoDay(checkInDays);
  const reference = await bookThroughApi(page, {
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn,
    checkOut: isoDay(checkInDays + 1),
    guests: 2,
    rooms: 1,
    traveler: { title: 2, firstName: "Tess", lastName: "Tripper", email: user.email },
    wallet: { certificateId: cert.id },
    idempotencyKey: randomUUID(),
  });
  return { user, cert, property, reference, checkIn };
}

/** A calendar day as the trip page writes it (next-intl's formatter, Gregorian, the visitor's language). */
export function shownDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { calendar: "gregory", timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}
