import { randomUUID } from "node:crypto";
import { call } from "./http";

/** One stay booked over HTTP (POST /api/booking/book) by a signed-in member, paid by card (now or later), with a fresh idempotency key. */
export function bookStay(opts: {
  cookies: Record<string, string>;
  propertyId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  baseUrl?: string;
  travellerEmail?: string;
  /** Keep the card to charge it on the due day (lib/booking/pay-later.ts) instead of charging it now. */
  payLater?: boolean;
  /** Send no card: the answer sends the payer to the provider's page (tests/support/hosted-payment.ts). */
  hosted?: boolean;
  /** With `hosted`: the checkout page the payer came from (by default a stay's checkout). */
  returnPath?: string;
}) {
  return call("/api/booking/book", {
    baseUrl: opts.baseUrl,
    cookies: opts.cookies,
    body: {
      propertyId: opts.propertyId,
      roomTypeId: opts.roomTypeId,
      checkIn: opts.checkIn,
      checkOut: opts.checkOut,
      guests: 2,
      rooms: 1,
      traveler: { title: 2, firstName: "Test", lastName: "Traveller", email: opts.travellerEmail ?? "t@example.test" },
      ...(opts.hosted
        ? { returnPath: opts.returnPath ?? "/hotel-checkout?property=1" }
        : { card: { number: "4242 4242 4242 4242", name: "Test Traveller", expiry: "12/39", cvc: "123" } }),
      idempotencyKey: randomUUID(),
      ...(opts.payLater ? { payLater: true } : {}),
    },
  });
}
