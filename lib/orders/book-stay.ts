import { AppError } from "@/lib/errors";
import { checkAllowed, existingBooking, oneItemOrder, placeOrder, type BookingCtx, type BookingResult } from "@/lib/orders/place-order";
import { todayIn } from "@/lib/org/calendar";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { releaseStaleHolds } from "./holds";
import { bookerPricing } from "@/lib/booking/member-pricing";
import type { BookSlotInput, BookStayInput } from "@/lib/booking/schemas";
import { catalogueActivities, catalogueStays } from "@/lib/suppliers/catalogue";
import { slotOfferId, stayOfferId } from "@/lib/suppliers/catalogue/offer-id";
import { inventoryLine } from "./inventory-items";
import { itemQuote } from "./item-pricing";

export type { AgentBooking, Booker, BookingResult } from "@/lib/orders/place-order";

/** The catalogue's stay taken by someone else between the page and the hold. */
export const ROOM_GONE = "Sorry, this room is no longer available for your dates.";

/**
 * Books a room stay (SPEC §3 traveller state, §6 can_user_book) from the catalogue's supplier (lib/suppliers/catalogue):
 * the offer is read again, the rooms are booked inside the order's hold with a conditional update for every night
 * (so two buyers can never both get the last room), the card is charged through the payment provider, then the
 * reservation is confirmed with its payment and confirmation e-mail in one transaction. A declined card releases the
 * hold and leaves no reservation. Retrying with the same idempotency key returns the same booking. `payLater` keeps
 * the card instead, to be charged on the stay's due day (lib/booking/pay-later.ts) when its policy allows.
 */
export async function bookStay(input: BookStayInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  checkAllowed(ctx, input.checkIn, "checkIn", { ...input.traveler, wallet: input.wallet, contactPath: "traveler" });
  await releaseStaleHolds();

  const memberPricing = await bookerPricing(ctx.user);
  const stays = catalogueStays();
  const offer = await stays.quote(stayOfferId(input));
  const { property } = offer.stay;
  if (!orgSellsProductCode(ctx.org.eligibleProducts, property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
  if (offer.stay.availableRooms < input.rooms) throw new AppError("NO_LONGER_AVAILABLE", ROOM_GONE);
  const catalogue = { propertyId: input.propertyId, roomTypeId: input.roomTypeId, activitySlotId: null, guests: input.guests, rooms: input.rooms };
  return placeOrder(
    input,
    ctx,
    oneItemOrder({
      // The offer's details are the party as booked, for the trip page and the confirmation ("2 adults, 1 child (age 4)").
      ...inventoryLine(stays, offer, itemQuote(offer, { memberPricing }), ROOM_GONE),
      kind: "STAY",
      productCode: property.productCode,
      mailTitle: property.name,
      firstDay: input.checkIn,
      lastDay: input.checkOut,
      travellers: { traveler: input.traveler, nationality: input.nationality },
      catalogue,
      payLaterOn: payLaterDueDate(property, input.checkIn, todayIn(ctx.org.timeZone)),
    }),
  );
}

/** Books places on an activity slot: the same flow, the slot's remaining places taken with a conditional update. */
export async function bookSlot(input: BookSlotInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  const memberPricing = await bookerPricing(ctx.user);
  const activities = catalogueActivities();
  const offer = await activities.quote(slotOfferId(input));
  const { property, slot, day } = offer.activity;
  checkAllowed(ctx, day, "slotId", { ...input.traveler, wallet: input.wallet, contactPath: "traveler" });
  await releaseStaleHolds();
  if (!orgSellsProductCode(ctx.org.eligibleProducts, property.productCode)) throw new AppError("NOT_FOUND", "This activity is not offered on this site.");
  const full = "Sorry, there are not enough places left on this activity.";
  if (slot.remaining < input.guests) throw new AppError("NO_LONGER_AVAILABLE", full);
  return placeOrder(
    input,
    ctx,
    oneItemOrder({
      // The offer's details carry the destination's zone, so its start is told on the activity's own clock wherever
      // it is shown; its day and its last free day are its place's calendar days.
      ...inventoryLine(activities, offer, itemQuote(offer, { memberPricing }), full),
      kind: "ACTIVITY",
      productCode: property.productCode,
      firstDay: day,
      lastDay: day,
      travellers: { traveler: input.traveler, nationality: input.nationality },
      catalogue: { propertyId: input.propertyId, roomTypeId: null, activitySlotId: input.slotId, guests: input.guests, rooms: 1 },
    }),
  );
}
