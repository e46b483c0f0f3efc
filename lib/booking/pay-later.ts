import { addDays } from "@/lib/org/calendar";
import { PRODUCTS, productByCode } from "@/lib/products/codes";
import { lastFreeDay as lastFreeDayOf } from "@/lib/terms/catalogue";

/**
 * Pay later, as Booking.com offers it ("No prepayment needed – pay later"): a stay whose free cancellation lasts long
 * enough is booked with the card kept, not charged, and charged on the last day it can still be cancelled for free.
 *
 *   - only the catalogue's stays (hotels, resorts, stays, condos, holiday stays, dream trips, green deals: the
 *     products whose kind is STAY): activities and the suppliers' products keep their own terms;
 *   - only FREE_CANCELLATION: the charge falls on the last free day (check-in minus freeCancelDays, minus one), so a
 *     booking cancelled before its charge is always cancelled free of charge, and nothing is ever refunded for it;
 *   - that day at least PAY_LATER_MIN_DAYS after today (the org's calendar): a charge due tomorrow is no real choice,
 *     and a card that fails then would leave no time to pay with another before the free period ends.
 */
export const PAY_LATER_MIN_DAYS = 2;

type Product = { productCode: string; cancellationPolicy: string; freeCancelDays: number };

/** The day a stay booked today for `checkIn` would be charged if paid later (YYYY-MM-DD), or null: it must be paid now. */
export function payLaterDueDate(product: Product, checkIn: string, today: string): string | null {
  const id = productByCode(product.productCode);
  if (!id || PRODUCTS[id].kind !== "STAY") return null;
  if (product.cancellationPolicy !== "FREE_CANCELLATION") return null;
  const lastFreeDay = lastFreeDayOf({ policy: product.cancellationPolicy, freeCancelDays: product.freeCancelDays }, checkIn);
  return lastFreeDay >= addDays(today, PAY_LATER_MIN_DAYS) ? lastFreeDay : null;
}
