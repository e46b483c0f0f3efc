import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { bookStay } from "@/lib/orders/book-stay";
import { bookSupplierItem } from "@/lib/orders/book-supplier-item";
import { chosenServicesOf } from "@/lib/orders/book-held-items";
import { existingBooking, type BookingCtx, type BookingResult } from "@/lib/orders/place-order";
import { SUPPLIER_PRODUCTS, ZContact } from "@/lib/orders/schemas";
import type { OrgConfig } from "@/lib/org/org-config";
import type { z } from "zod";
import { newAgentReference, recordAgentBooking } from "./agent-booking";
import { effectiveQuoteStatus } from "./quote-price";
import { bookItinerary } from "./itinerary/book";
import type { ZBookQuote } from "./schemas";

type BookQuoteInput = z.infer<typeof ZBookQuote>;
type Ctx = { org: OrgConfig; displayCurrency: string; ip: string };
type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

const GONE = "Sorry, this offer is no longer available. Nothing was charged — ask your agent for a new quote.";
const REPRICED = "The supplier no longer sells this offer in the quote's currency. Nothing was charged — ask your agent for a new quote.";

function findQuote(id: number) {
  return db.quote.findUnique({
    where: { id },
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
}

/**
 * Converts a quote into a booking at the quoted total, for the quote's client, with the agent's id and reference on
 * it — whether the client clicked the link or the agent converted it. The quote is claimed first with a conditional
 * update, so it is booked at most once; if the booking then fails (card declined, room or offer gone) the claim is
 * undone and the quote can be booked again.
 */
export async function bookQuote(quoteId: number, input: BookQuoteInput, ctx: Ctx): Promise<BookingResult> {
  const quote = await findQuote(quoteId);
  if (!quote || quote.orgId !== ctx.org.id || !(quote.roomTypeId || quote.product || quote.markupBps !== null) || quote.client.deletedAt)
    throw new AppError("NOT_FOUND", "Quote not found.");
  const c = quote.client;
  // The same request again (a retry, or the payer back from the provider's page): the booking it made.
  if (quote.status === "BOOKED" && quote.reservationId) {
    const again = await existingBooking(input.idempotencyKey, { org: ctx.org, user: c, displayCurrency: ctx.displayCurrency }).catch(() => null);
    if (again && (await db.order.count({ where: { id: quote.reservationId, reference: again.reference } })) === 1) return again;
  }
  const status = effectiveQuoteStatus(quote.status, quote.expiresAt);
  if (status === "BOOKED") throw new AppError("CONFLICT", "This quote is already booked.");
  if (status === "EXPIRED") throw new AppError("CONFLICT", "This quote has expired. Ask your agent for a new one.");
  const claimed = await db.quote.updateMany({
    where: { id: quote.id, status: { in: ["DRAFT", "SENT"] }, expiresAt: { gt: new Date() } },
    data: { status: "BOOKED" },
  });
  if (claimed.count !== 1) throw new AppError("CONFLICT", "This quote is already booked.");
  const booker: BookingCtx = {
    // Paid on the provider's page, the client comes back to the quote's page, which shows the booking.
    backAfterPaying: true,
    org: ctx.org,
    displayCurrency: ctx.displayCurrency,
    user: { id: c.id, canUserBook: c.canUserBook, email: c.email },
    agent: { id: quote.agentId, reference: newAgentReference(quote.agentId), agreedTotalMinor: quote.totalMinor },
  };
  try {
    const booking =
      quote.markupBps !== null
        ? await bookItinerary(quote, input, booker)
        : quote.product
          ? await bookSupplierQuote(quote, input, booker)
          : await bookStayQuote(quote, input, booker);
    const reservation = await db.order.findUniqueOrThrow({ where: { reference: booking.reference }, select: { id: true } });
    await db.quote.update({ where: { id: quote.id }, data: { reservationId: reservation.id } });
    await recordAgentBooking({ clientId: c.id, agentId: quote.agentId, reference: booking.reference, ip: ctx.ip, via: "quote" });
    return booking;
  } catch (error) {
    await db.quote.updateMany({ where: { id: quote.id, status: "BOOKED", reservationId: null }, data: { status: quote.status } });
    throw error;
  }
}

function bookStayQuote(quote: QuoteRow, input: BookQuoteInput, booker: BookingCtx): Promise<BookingResult> {
  const c = quote.client;
  return bookStay(
    {
      propertyId: quote.propertyId!,
      roomTypeId: quote.roomTypeId!,
      checkIn: quote.checkIn.toISOString().slice(0, 10),
      checkOut: quote.checkOut.toISOString().slice(0, 10),
      guests: quote.guests,
      rooms: 1,
      childAges: quote.childAges,
      traveler: { title: c.title ?? 0, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.mobileNo ?? "" },
      nationality: c.nationalityId ?? 1,
      extraAmount: 0,
      isPackage: true,
      card: input.card,
      returnPath: input.returnPath,
      idempotencyKey: input.idempotencyKey,
    },
    booker,
  );
}

/**
 * A supplier quote is booked through the order flow at the agreed total: the offer is re-priced first, and an offer
 * that sold out (or is now sold in another currency) ends with nothing charged and the client sent back to the agent.
 */
async function bookSupplierQuote(quote: QuoteRow, input: BookQuoteInput, booker: BookingCtx): Promise<BookingResult> {
  const product = SUPPLIER_PRODUCTS.find((p) => p === quote.product);
  if (!product || !quote.offerId) throw new AppError("NOT_FOUND", "Quote not found.");
  return bookSupplierItem(
    {
      product,
      offerId: quote.offerId,
      expectedTotalMinor: quote.totalMinor,
      expectedCurrency: quote.currency,
      travellers: quote.travellers,
      // The extras quoted with the offer, priced by the supplier again when booked.
      services: chosenServicesOf(quote.details),
      contact: ZContact.parse(quote.contact),
      nationality: quote.client.nationalityId ?? 1,
      card: input.card,
      returnPath: input.returnPath,
      idempotencyKey: input.idempotencyKey,
    },
    booker,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NO_LONGER_AVAILABLE") throw new AppError("NO_LONGER_AVAILABLE", GONE);
    if (error instanceof AppError && error.code === "PRICE_CHANGED") throw new AppError("PRICE_CHANGED", REPRICED);
    throw error;
  });
}
