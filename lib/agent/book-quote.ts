import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { bookStay, type BookingResult } from "@/lib/booking/book-stay";
import type { OrgConfig } from "@/lib/org/org-config";
import type { z } from "zod";
import { newAgentReference, recordAgentBooking } from "./agent-booking";
import { effectiveQuoteStatus } from "./quote-price";
import type { ZBookQuote } from "./schemas";

/**
 * Converts a quote into a booking at the quoted total, for the quote's client, with the agent's id and reference on
 * it — whether the client clicked the link or the agent converted it. The quote is claimed first with a conditional
 * update, so it is booked at most once; if the booking then fails (card declined, room gone) the claim is undone.
 */
export async function bookQuote(
  quoteId: number,
  input: z.infer<typeof ZBookQuote>,
  ctx: { org: OrgConfig; displayCurrency: string; ip: string },
): Promise<BookingResult> {
  const quote = await db.quote.findUnique({
    where: { id: quoteId },
    include: {
      client: {
        select: {
          id: true,
          title: true,
          firstName: true,
          lastName: true,
          email: true,
          mobileNo: true,
          canUserBook: true,
          nationalityId: true,
          deletedAt: true,
        },
      },
    },
  });
  if (!quote || quote.orgId !== ctx.org.id || !quote.roomTypeId || quote.client.deletedAt) throw new AppError("NOT_FOUND", "Quote not found.");
  const status = effectiveQuoteStatus(quote.status, quote.expiresAt);
  if (status === "BOOKED") throw new AppError("CONFLICT", "This quote is already booked.");
  if (status === "EXPIRED") throw new AppError("CONFLICT", "This quote has expired. Ask your agent for a new one.");
  const claimed = await db.quote.updateMany({
    where: { id: quote.id, status: { in: ["DRAFT", "SENT"] }, expiresAt: { gt: new Date() } },
    data: { status: "BOOKED" },
  });
  if (claimed.count !== 1) throw new AppError("CONFLICT", "This quote is already booked.");
  const c = quote.client;
  const reference = newAgentReference(quote.agentId);
  try {
    const booking = await bookStay(
      {
        propertyId: quote.propertyId,
        roomTypeId: quote.roomTypeId,
        checkIn: quote.checkIn.toISOString().slice(0, 10),
        checkOut: quote.checkOut.toISOString().slice(0, 10),
        guests: quote.guests,
        rooms: 1,
        traveler: { title: c.title ?? 2, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.mobileNo ?? "" },
        nationality: c.nationalityId ?? 1,
        extraAmount: 0,
        isPackage: true,
        card: input.card,
        idempotencyKey: input.idempotencyKey,
      },
      {
        org: ctx.org,
        user: { id: c.id, canUserBook: c.canUserBook, email: c.email },
        displayCurrency: ctx.displayCurrency,
        agent: { id: quote.agentId, reference, agreedTotalMinor: quote.totalMinor },
      },
    );
    const reservation = await db.reservation.findUniqueOrThrow({ where: { reference: booking.reference }, select: { id: true } });
    await db.quote.update({ where: { id: quote.id }, data: { reservationId: reservation.id } });
    await recordAgentBooking({ clientId: c.id, agentId: quote.agentId, reference: booking.reference, ip: ctx.ip, via: "quote" });
    return booking;
  } catch (error) {
    await db.quote.updateMany({ where: { id: quote.id, reservationId: null }, data: { status: "SENT" } });
    throw error;
  }
}
