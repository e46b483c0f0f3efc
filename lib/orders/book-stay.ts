import { AppError } from "@/lib/errors";
import { checkAllowed, existingBooking, oneItemOrder, placeOrder, type BookingCtx, type BookingResult } from "@/lib/orders/place-order";
import { todayIn } from "@/lib/org/calendar";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { holdRooms, releaseStaleHolds } from "./holds";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import type { BookSlotInput, BookStayInput } from "@/lib/booking/schemas";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import { loadSlotQuote } from "@/lib/booking/slot-quote";
import type { StayQuote } from "@/lib/booking/pricing";
import { catalogueTerms } from "@/lib/terms/catalogue";

export type { AgentBooking, Booker, BookingResult } from "@/lib/orders/place-order";

/** A catalogue stay or activity as the order's line: the stay's price lines and its property's policy. */
export function catalogueLine(q: StayQuote, property: { cancellationPolicy: string; freeCancelDays: number; timeZone?: string | null }) {
  return {
    supplier: "catalogue",
    offerId: null,
    price: { currency: q.currency, baseMinor: q.subtotalMinor, taxesMinor: q.taxesMinor, feesMinor: q.feesMinor, totalMinor: q.totalMinor },
    // With the place's zone: its deadline days are that place's calendar days (lib/terms/catalogue.ts).
    terms: catalogueTerms(property),
  };
}

/**
 * Books a room stay (SPEC §3 traveller state, §6 can_user_book): the rooms are held with a conditional update for
 * every night (so two buyers can never both get the last room), the card is charged through the payment provider,
 * then the reservation is confirmed with its payment and confirmation e-mail in one transaction. A declined card
 * releases the hold and leaves no reservation. Retrying with the same idempotency key returns the same booking.
 * `payLater` keeps the card instead, to be charged on the stay's due day (./pay-later.ts) when its policy allows.
 */
export async function bookStay(input: BookStayInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  checkAllowed(ctx, input.checkIn, "checkIn", { ...input.traveler, wallet: input.wallet, contactPath: "traveler" });
  await releaseStaleHolds();

  const memberPricing = await memberPricingFor(ctx.user?.id);
  const stay = await loadStayQuote({ ...input, memberPricing });
  if (!orgSellsProductCode(ctx.org.eligibleProducts, stay.property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
  if (stay.availableRooms < input.rooms) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");
  const catalogue = { propertyId: input.propertyId, roomTypeId: input.roomTypeId, activitySlotId: null, guests: input.guests, rooms: input.rooms };
  // The party as booked, for the trip page and the confirmation ("2 adults, 1 child (age 4)").
  // Children's ages only when there are children: a stay booked for adults carries what it always did (and what the
  // order-items backfill writes for older bookings).
  const details = input.childAges?.length ? { ...catalogue, childAges: input.childAges } : catalogue;
  return placeOrder(
    input,
    ctx,
    oneItemOrder({
      ...catalogueLine(stay.quote, stay.property),
      kind: "STAY",
      productCode: stay.property.productCode,
      title: `${stay.property.name} · ${stay.room.name}`,
      mailTitle: stay.property.name,
      startsAt: new Date(`${input.checkIn}T00:00:00Z`),
      endsAt: new Date(`${input.checkOut}T00:00:00Z`),
      firstDay: input.checkIn,
      lastDay: input.checkOut,
      travellers: { traveler: input.traveler, nationality: input.nationality },
      details,
      catalogue,
      hold: (tx) => holdRooms(tx, { ...input, nights: stay.nights.length }),
      payLaterOn: payLaterDueDate(stay.property, input.checkIn, todayIn(ctx.org.timeZone)),
    }),
  );
}

/** Books places on an activity slot: the same flow, the slot's remaining places taken with a conditional update. */
export async function bookSlot(input: BookSlotInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  const memberPricing = await memberPricingFor(ctx.user?.id);
  const activity = await loadSlotQuote({ ...input, memberPricing });
  checkAllowed(ctx, activity.day, "slotId", { ...input.traveler, wallet: input.wallet, contactPath: "traveler" });
  await releaseStaleHolds();
  if (!orgSellsProductCode(ctx.org.eligibleProducts, activity.property.productCode))
    throw new AppError("NOT_FOUND", "This activity is not offered on this site.");
  const full = "Sorry, there are not enough places left on this activity.";
  if (activity.slot.remaining < input.guests) throw new AppError("NO_LONGER_AVAILABLE", full);
  // The destination's zone goes with the item, so its start is told on the activity's own clock wherever it is shown.
  const catalogue = { propertyId: input.propertyId, roomTypeId: null, activitySlotId: input.slotId, guests: input.guests, rooms: 1 };
  const details = { ...catalogue, timeZone: activity.property.timeZone };
  return placeOrder(
    input,
    ctx,
    oneItemOrder({
      // With the zone: the activity's day and its last free day are its place's calendar days (loadSlotQuote's `day`).
      ...catalogueLine(activity.quote, activity.property),
      kind: "ACTIVITY",
      productCode: activity.property.productCode,
      title: activity.property.name,
      startsAt: activity.slot.startsAt,
      endsAt: activity.slot.startsAt,
      firstDay: activity.day,
      lastDay: activity.day,
      travellers: { traveler: input.traveler, nationality: input.nationality },
      details,
      catalogue,
      hold: async (tx) => {
        const held =
          await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = remaining - ${input.guests} WHERE id = ${input.slotId} AND remaining >= ${input.guests} AND "startsAt" > now()`;
        if (held !== 1) throw new AppError("NO_LONGER_AVAILABLE", full);
      },
    }),
  );
}
