import { bookQuote } from "@/lib/agent/book-quote";
import { idParam } from "@/lib/http/id-param";
import { getAgentQuoteOrThrow } from "@/lib/agent/quotes";
import { ZBookQuote } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** The agent converts their quote into a booking for the client, at the quoted price. */
export const POST = withApi({
  schema: ZBookQuote,
  auth: "agent",
  handler: async ({ input, ctx, params }) => {
    const quote = await getAgentQuoteOrThrow(ctx.session!.user.id, ctx.org.id, idParam(params, "Quote"));
    const booking = await bookQuote(quote.id, input, { org: ctx.org, displayCurrency: ctx.currency, ip: ctx.ip });
    return { status: 1, data: booking };
  },
});
