import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/http/log";
import { convert, crossRate } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { bookingAllowed, orgSellsProductCode } from "./eligibility";
import { bookingConfirmationMail } from "./emails";
import { releaseStaleHolds, releaseStayHold } from "./holds";
import { memberPricingFor } from "./member-pricing";
import { sandboxProvider } from "./payments/sandbox";
import type { ChargeResult, PaymentProvider } from "./payments/provider";
import { settleInBackground, settleOrDefer, type Checkout } from "./settle-checkout";
import { newBookingReference } from "./reference";
import type { BookSlotInput, BookStayInput } from "./schemas";
import { loadStayQuote } from "./stay-quote";
import { loadSlotQuote } from "./slot-quote";
import type { StayQuote } from "./pricing";
import { Prisma } from "@/lib/generated/prisma/client";
import { planWalletUse, type WalletPlan } from "@/lib/wallet/plan";
import { confirmWallet, holdWallet } from "@/lib/wallet/redeem";
import { creditReferrerForBooking } from "@/lib/referral/credits";
import { forgetSearches } from "./search-cache";

export type Booker = { id: number; canUserBook: number; email: string } | null;

/** An agent booking for a client (lib/agent): their id and reference go on the booking; a quote fixes the total. */
export type AgentBooking = { id: number; reference: string; agreedTotalMinor?: number };

export type BookingResult = { reference: string; status: "CONFIRMED"; totalMinor: number; currency: string; memberTotalMinor: number; memberCurrency: string };

const DECLINE_MESSAGES: Record<string, string> = {
  CARD_DECLINED: "Your card was declined. Please use another card.",
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Please use another card.",
  EXPIRED_CARD: "This card has expired.",
  INVALID_CARD: "Please check the card number and security code.",
};

const STILL_PROCESSING = "This booking is still being processed. Please try again in a minute.";

type BookingCtx = { org: OrgConfig; user: Booker; displayCurrency: string; provider?: PaymentProvider; agent?: AgentBooking };

/** What differs between a room stay and an activity slot; the hold → charge → confirm flow is shared (bookItem). */
type Bookable = {
  productCode: string;
  propertyName: string;
  /** The room's name, or the activity's start time. */
  label: string;
  checkIn: string;
  checkOut: string;
  quote: StayQuote;
  reservation: { propertyId: number; roomTypeId: number | null; activitySlotId: number | null; guests: number; rooms: number };
  /** Takes the rooms or places with a conditional update, or throws NO_LONGER_AVAILABLE. */
  hold: (tx: Prisma.TransactionClient) => Promise<void>;
};

async function existingBooking(idempotencyKey: string, ctx: BookingCtx): Promise<BookingResult | null> {
  const existing = await db.reservation.findUnique({ where: { idempotencyKey } });
  if (!existing) return null;
  if (existing.orgId !== ctx.org.id || (existing.userId ?? null) !== (ctx.user?.id ?? null)) throw new AppError("CONFLICT", "This request was already used.");
  // A hold whose confirmation is still being settled (settle-checkout.ts) is neither booked nor free yet.
  if (existing.status === "PENDING") throw new AppError("CONFLICT", STILL_PROCESSING);
  return {
    reference: existing.reference,
    status: "CONFIRMED",
    totalMinor: existing.totalMinor,
    currency: existing.currency,
    memberTotalMinor: existing.memberTotalMinor,
    memberCurrency: existing.memberCurrency,
  };
}

function checkAllowed(ctx: BookingCtx, day: string, path: string) {
  if (!bookingAllowed(ctx.user, ctx.org)) {
    throw new AppError(ctx.user ? "FORBIDDEN" : "UNAUTHORIZED", ctx.user ? "Booking is not enabled for your account." : "Please sign in to book.");
  }
  if (day < minCheckinDate(ctx.org)) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message: `The earliest check-in date is ${minCheckinDate(ctx.org)}` }] });
  }
}

/**
 * Books a room stay (SPEC §3 traveller state, §6 can_user_book): the rooms are held with a conditional update for
 * every night (so two buyers can never both get the last room), the card is charged through the payment provider,
 * then the reservation is confirmed with its payment and confirmation e-mail in one transaction. A declined card
 * releases the hold and leaves no reservation. Retrying with the same idempotency key returns the same booking.
 */
export async function bookStay(input: BookStayInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  checkAllowed(ctx, input.checkIn, "checkIn");
  await releaseStaleHolds();

  const memberPricing = await memberPricingFor(ctx.user?.id);
  const stay = await loadStayQuote({ ...input, memberPricing });
  if (!orgSellsProductCode(ctx.org.eligibleProducts, stay.property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
  if (stay.availableRooms < input.rooms) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");
  return bookItem(input, ctx, {
    productCode: stay.property.productCode,
    propertyName: stay.property.name,
    label: stay.room.name,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    quote: stay.quote,
    reservation: { propertyId: input.propertyId, roomTypeId: input.roomTypeId, activitySlotId: null, guests: input.guests, rooms: input.rooms },
    hold: async (tx) => {
      // Every night's availability drops by the rooms booked, or nothing does.
      const held = await tx.$executeRaw`
        UPDATE "RoomAvailability" SET available = available - ${input.rooms}
        WHERE "roomTypeId" = ${input.roomTypeId} AND date >= ${input.checkIn}::date AND date < ${input.checkOut}::date AND available >= ${input.rooms}`;
      if (held !== stay.nights.length) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");
    },
  });
}

/** Books places on an activity slot: the same flow, the slot's remaining places taken with a conditional update. */
export async function bookSlot(input: BookSlotInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  const memberPricing = await memberPricingFor(ctx.user?.id);
  const activity = await loadSlotQuote({ ...input, memberPricing });
  checkAllowed(ctx, activity.day, "slotId");
  await releaseStaleHolds();
  if (!orgSellsProductCode(ctx.org.eligibleProducts, activity.property.productCode))
    throw new AppError("NOT_FOUND", "This activity is not offered on this site.");
  const full = "Sorry, there are not enough places left on this activity.";
  if (activity.slot.remaining < input.guests) throw new AppError("NO_LONGER_AVAILABLE", full);
  const time = activity.slot.startsAt.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: activity.property.timeZone });
  return bookItem(input, ctx, {
    productCode: activity.property.productCode,
    propertyName: activity.property.name,
    label: `Activity at ${time}`,
    checkIn: activity.day,
    checkOut: activity.day,
    quote: activity.quote,
    reservation: { propertyId: input.propertyId, roomTypeId: null, activitySlotId: input.slotId, guests: input.guests, rooms: 1 },
    hold: async (tx) => {
      const held =
        await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = remaining - ${input.guests} WHERE id = ${input.slotId} AND remaining >= ${input.guests} AND "startsAt" > now()`;
      if (held !== 1) throw new AppError("NO_LONGER_AVAILABLE", full);
    },
  });
}

type CommonInput = Pick<BookStayInput, "traveler" | "nationality" | "extraAmount" | "isPackage" | "card" | "wallet" | "idempotencyKey">;

/**
 * Hold (rooms or places, and the wallet's credit, in one transaction) → charge what the wallet does not cover → confirm.
 * With nothing left to pay after the wallet, no card is charged.
 */
async function bookItem(input: CommonInput, ctx: BookingCtx, item: Bookable): Promise<BookingResult> {
  const provider = ctx.provider ?? sandboxProvider;
  const { rates, minorUnits } = await rateSnapshot();
  const q = item.quote;
  // An agent's quote holds its agreed price (lib/agent); otherwise the live price.
  const totalMinor = ctx.agent?.agreedTotalMinor ?? q.totalMinor + input.extraAmount;
  const memberTotalMinor = convert(totalMinor, q.currency, ctx.displayCurrency, rates, minorUnits);
  const rateUsed = crossRate(q.currency, ctx.displayCurrency, rates);
  const reference = newBookingReference();
  const guestEmail = ctx.user ? null : input.traveler.email.toLowerCase();
  // The wallet (SPEC §5 certificate check, the split): members only; guests have no wallet.
  const wallet: WalletPlan | null = ctx.user
    ? await planWalletUse({
        userId: ctx.user.id,
        org: ctx.org,
        product: item.productCode,
        totalMinor,
        currency: q.currency,
        use: input.wallet,
        rates: { rates, minorUnits },
      })
    : null;
  const cardMinor = wallet ? wallet.split.remainderMinor : totalMinor;
  const card = input.card;
  if (cardMinor > 0 && !card)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "card.number", message: "Please enter your card details" }] });

  const checkout = (charge: ChargeResult | null): Checkout => ({
    reference,
    charge,
    provider,
    currency: q.currency,
    amountMinor: cardMinor,
    idempotencyKey: input.idempotencyKey,
  });

  // 1. Hold: the rooms or places, and the wallet's credit — all or nothing. A failure that is not a refusal may
  // still have committed (the answer lost with the connection): settling lets such a hold go.
  const reservation = await db
    .$transaction(async (tx) => {
      await item.hold(tx);
      const created = await tx.reservation.create({
        data: {
          reference,
          orgId: ctx.org.id,
          userId: ctx.user?.id ?? null,
          ...item.reservation,
          productCode: item.productCode,
          checkIn: new Date(`${item.checkIn}T00:00:00Z`),
          checkOut: new Date(`${item.checkOut}T00:00:00Z`),
          status: "PENDING",
          currency: q.currency,
          subtotalMinor: q.subtotalMinor,
          taxesMinor: q.taxesMinor,
          feesMinor: q.feesMinor,
          totalMinor,
          walletAppliedMinor: totalMinor - cardMinor,
          cardPaidMinor: cardMinor,
          memberCurrency: ctx.displayCurrency,
          memberTotalMinor,
          rateUsed,
          traveler: { traveler: input.traveler, nationality: input.nationality, extraAmount: input.extraAmount, isPackage: input.isPackage },
          guestEmail,
          idempotencyKey: input.idempotencyKey,
          agentId: ctx.agent?.id ?? null,
          agentReference: ctx.agent?.reference ?? null,
        },
      });
      if (wallet && ctx.user)
        await holdWallet(tx, wallet, { reservationId: created.id, reference, actorId: ctx.user.id, userId: ctx.user.id, orgId: ctx.org.id });
      return created;
    })
    .catch(async (error: unknown) => {
      // The same checkout sent twice at once (a double click): the first holds, the second is told to wait for it.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError("CONFLICT", STILL_PROCESSING);
      if (!(error instanceof AppError)) await settleOrDefer(checkout(null));
      throw error;
    });

  // 2. Charge the card for what the wallet does not cover (outside the transaction: no row locks are held during the provider call).
  const charge =
    cardMinor === 0 || !card
      ? null
      : await provider.charge({ amountMinor: cardMinor, currency: q.currency, card, idempotencyKey: `charge:${input.idempotencyKey}` }).catch(() => null);
  if (cardMinor > 0 && (!charge || charge.status === "DECLINED")) {
    await releaseStayHold(reservation.id).catch((error: unknown) => {
      void settleInBackground(checkout(null));
      throw error;
    });
    await db.payment.create({
      data: {
        provider: provider.name,
        providerRef: "",
        idempotencyKey: `declined:${input.idempotencyKey}:${Date.now()}`,
        amountMinor: cardMinor,
        currency: q.currency,
        status: "DECLINED",
        last4: charge?.last4 ?? null,
      },
    });
    throw new AppError("PAYMENT_DECLINED", charge ? DECLINE_MESSAGES[charge.reason] : "The payment could not be processed. Please try again.");
  }

  // 3. Confirm, with the payment, the wallet's redemption and the confirmation e-mail. If that fails, the checkout is
  // settled from what the database actually holds (settle-checkout.ts): a booking whose COMMIT went through although
  // its answer was lost stands; otherwise the charge is refunded and the hold let go, so no card pays for a booking
  // that does not exist — now, or in the background once the database answers again.
  let emailId: number | null = null;
  try {
    emailId = await db.$transaction((tx) => confirm(tx));
  } catch (error) {
    if ((await settleOrDefer(checkout(charge))) !== "CONFIRMED") throw error;
    log("warn", "booking: confirmed although its confirmation failed to answer", { reference });
  }
  // Without the id (the answer was lost), the e-mail outbox's retry round sends the confirmation.
  forgetSearches();
  if (emailId !== null) await deliverQueued(emailId);
  return { reference, status: "CONFIRMED", totalMinor, currency: q.currency, memberTotalMinor, memberCurrency: ctx.displayCurrency };

  async function confirm(tx: Prisma.TransactionClient): Promise<number> {
    await tx.reservation.update({ where: { id: reservation.id }, data: { status: "CONFIRMED" } });
    await creditReferrerForBooking(tx, reservation.id);
    if (charge?.status === "APPROVED") {
      await tx.payment.create({
        data: {
          reservationId: reservation.id,
          provider: provider.name,
          providerRef: charge.providerRef,
          idempotencyKey: `charge:${input.idempotencyKey}`,
          amountMinor: cardMinor,
          currency: q.currency,
          status: "APPROVED",
          last4: charge.last4,
        },
      });
    }
    await confirmWallet(tx, { reservationId: reservation.id, reference, actorId: ctx.user?.id ?? null });
    const mail = bookingConfirmationMail({
      orgName: ctx.org.name,
      reference,
      traveler: input.traveler.firstName,
      property: item.propertyName,
      room: item.label,
      checkIn: item.checkIn,
      checkOut: item.checkOut,
      totalMinor: memberTotalMinor,
      currency: ctx.displayCurrency,
    });
    return queueEmail(tx, { orgId: ctx.org.id, to: ctx.user?.email ?? input.traveler.email, ...mail });
  }
}
