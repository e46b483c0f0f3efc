import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import { convert, crossRate } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { bookingAllowed, orgSellsProductCode } from "./eligibility";
import { bookingConfirmationMail } from "./emails";
import { releaseStaleHolds, releaseStayHold } from "./holds";
import { memberPricingFor } from "./member-pricing";
import { sandboxProvider } from "./payments/sandbox";
import type { PaymentProvider } from "./payments/provider";
import { newBookingReference } from "./reference";
import type { BookStayInput } from "./schemas";
import { loadStayQuote } from "./stay-quote";
import { creditReferrerForBooking } from "@/lib/referral/credits";

export type Booker = { id: number; canUserBook: number; email: string } | null;

export type BookingResult = { reference: string; status: "CONFIRMED"; totalMinor: number; currency: string; memberTotalMinor: number; memberCurrency: string };

const DECLINE_MESSAGES: Record<string, string> = {
  CARD_DECLINED: "Your card was declined. Please use another card.",
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Please use another card.",
  EXPIRED_CARD: "This card has expired.",
  INVALID_CARD: "Please check the card number and security code.",
};

/**
 * Books a room stay (SPEC §3 traveller state, §6 can_user_book): the rooms are held with a conditional update for
 * every night (so two buyers can never both get the last room), the card is charged through the payment provider,
 * then the reservation is confirmed with its payment and confirmation e-mail in one transaction. A declined card
 * releases the hold and leaves no reservation. Retrying with the same idempotency key returns the same booking.
 */
export async function bookStay(input: BookStayInput, ctx: { org: OrgConfig; user: Booker; displayCurrency: string; provider?: PaymentProvider }): Promise<BookingResult> {
  const provider = ctx.provider ?? sandboxProvider;
  const existing = await db.reservation.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
  if (existing) {
    if (existing.orgId !== ctx.org.id || (existing.userId ?? null) !== (ctx.user?.id ?? null)) throw new AppError("CONFLICT", "This request was already used.");
    return { reference: existing.reference, status: "CONFIRMED", totalMinor: existing.totalMinor, currency: existing.currency, memberTotalMinor: existing.memberTotalMinor, memberCurrency: existing.memberCurrency };
  }
  if (!bookingAllowed(ctx.user, ctx.org)) {
    throw new AppError(ctx.user ? "FORBIDDEN" : "UNAUTHORIZED", ctx.user ? "Booking is not enabled for your account." : "Please sign in to book.");
  }
  if (input.checkIn < minCheckinDate(ctx.org)) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "checkIn", message: `The earliest check-in date is ${minCheckinDate(ctx.org)}` }] });
  }
  await releaseStaleHolds();

  const memberPricing = await memberPricingFor(ctx.user?.id);
  const stay = await loadStayQuote({ ...input, memberPricing });
  if (!orgSellsProductCode(ctx.org.eligibleProducts, stay.property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
  if (stay.availableRooms < input.rooms) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");

  const { rates, minorUnits } = await rateSnapshot();
  const q = stay.quote;
  const totalMinor = q.totalMinor + input.extraAmount;
  const memberTotalMinor = convert(totalMinor, q.currency, ctx.displayCurrency, rates, minorUnits);
  const rateUsed = crossRate(q.currency, ctx.displayCurrency, rates);
  const reference = newBookingReference();
  const guestEmail = ctx.user ? null : input.traveler.email.toLowerCase();

  // 1. Hold: every night's availability drops by the rooms booked, or nothing does.
  const reservation = await db.$transaction(async (tx) => {
    const held = await tx.$executeRaw`
      UPDATE "RoomAvailability" SET available = available - ${input.rooms}
      WHERE "roomTypeId" = ${input.roomTypeId} AND date >= ${input.checkIn}::date AND date < ${input.checkOut}::date AND available >= ${input.rooms}`;
    if (held !== stay.nights.length) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");
    return tx.reservation.create({
      data: {
        reference, orgId: ctx.org.id, userId: ctx.user?.id ?? null, propertyId: input.propertyId, roomTypeId: input.roomTypeId,
        productCode: stay.property.productCode, checkIn: new Date(`${input.checkIn}T00:00:00Z`), checkOut: new Date(`${input.checkOut}T00:00:00Z`),
        guests: input.guests, rooms: input.rooms, status: "PENDING", currency: q.currency, subtotalMinor: q.subtotalMinor, taxesMinor: q.taxesMinor,
        feesMinor: q.feesMinor, totalMinor, cardPaidMinor: totalMinor, memberCurrency: ctx.displayCurrency, memberTotalMinor, rateUsed,
        traveler: { traveler: input.traveler, nationality: input.nationality, extraAmount: input.extraAmount, isPackage: input.isPackage },
        guestEmail, idempotencyKey: input.idempotencyKey,
      },
    });
  });

  // 2. Charge the card (outside the transaction: no row locks are held during the provider call).
  const charge = await provider
    .charge({ amountMinor: totalMinor, currency: q.currency, card: input.card, idempotencyKey: `charge:${input.idempotencyKey}` })
    .catch(() => null);
  if (!charge || charge.status === "DECLINED") {
    await releaseStayHold(reservation.id);
    await db.payment.create({
      data: { provider: provider.name, providerRef: "", idempotencyKey: `declined:${input.idempotencyKey}:${Date.now()}`, amountMinor: totalMinor, currency: q.currency, status: "DECLINED", last4: charge?.last4 ?? null },
    });
    throw new AppError("PAYMENT_DECLINED", charge ? DECLINE_MESSAGES[charge.reason] : "The payment could not be processed. Please try again.");
  }

  // 3. Confirm, with the payment and the confirmation e-mail.
  const emailId = await db.$transaction(async (tx) => {
    await tx.reservation.update({ where: { id: reservation.id }, data: { status: "CONFIRMED" } });
    await creditReferrerForBooking(tx, reservation.id);
    await tx.payment.create({
      data: { reservationId: reservation.id, provider: provider.name, providerRef: charge.providerRef, idempotencyKey: `charge:${input.idempotencyKey}`, amountMinor: totalMinor, currency: q.currency, status: "APPROVED", last4: charge.last4 },
    });
    const mail = bookingConfirmationMail({ orgName: ctx.org.name, reference, traveler: input.traveler.firstName, property: stay.property.name, room: stay.room.name, checkIn: input.checkIn, checkOut: input.checkOut, totalMinor: memberTotalMinor, currency: ctx.displayCurrency });
    return queueEmail(tx, { orgId: ctx.org.id, to: ctx.user?.email ?? input.traveler.email, ...mail });
  });
  await deliverQueued(emailId);
  return { reference, status: "CONFIRMED", totalMinor, currency: q.currency, memberTotalMinor, memberCurrency: ctx.displayCurrency };
}
