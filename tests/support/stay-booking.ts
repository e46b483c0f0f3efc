import { randomUUID } from "node:crypto";
import { call } from "./http";
import { paidCheckout } from "./paid-checkout";

/**
 * One stay booked over HTTP (POST /api/booking/book) by a signed-in member with a fresh idempotency key, the card typed
 * on the provider's page (kept there to pay later); the answer is the booking made.
 */
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
  /** Stop at the provider's page: the answer is the held order and the page's address (tests/support/hosted-payment.ts). */
  hosted?: boolean;
  /** With `hosted`: the checkout page the payer came from (by default a stay's checkout). */
  returnPath?: string;
}) {
  const request = {
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
      returnPath: opts.returnPath ?? "/hotel-checkout?property=1",
      idempotencyKey: randomUUID(),
      ...(opts.payLater ? { payLater: true } : {}),
    },
  };
  return opts.hosted ? call("/api/booking/book", request) : paidCheckout("/api/booking/book", request);
}
