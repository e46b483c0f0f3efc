import { bookQuote } from "@/lib/agent/book-quote";
import { getQuoteByKey } from "@/lib/agent/quotes";
import { ZBookQuoteByKey } from "@/lib/agent/schemas";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";

/**
 * The client books the quote from the link they were sent: the link's key is the authority (no sign-in needed, as
 * the agent may have created the account for them); the booking is theirs, at the quoted price.
 */
export const POST = withApi({
  schema: ZBookQuoteByKey,
  handler: async ({ input, ctx }) => {
    const quote = await getQuoteByKey(input.key, ctx.org.id);
    if (!quote) throw new AppError("NOT_FOUND", "This quote link is not valid.");
    const booking = await bookQuote(
      quote.id,
      { returnPath: input.returnPath, idempotencyKey: input.idempotencyKey },
      { org: ctx.org, displayCurrency: ctx.currency, ip: ctx.ip },
    );
    const signedInAsClient = ctx.session?.user.id === quote.clientId;
    // Signed in as the client: the usual confirmation page; otherwise the quote page itself shows the booking.
    // Held for the card: the provider's page first, which sends the client back to settle (lib/orders/payment-return.ts).
    const redirect = booking.paymentUrl ?? (signedInAsClient ? `/checkout-success?ref=${booking.reference}` : `/quote?key=${encodeURIComponent(input.key)}`);
    return { status: 1, data: { ...booking, redirect } };
  },
});
