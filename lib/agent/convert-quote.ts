import type { z } from "zod";
import type { BookingResult } from "@/lib/orders/place-order";
import { bookQuote } from "./book-quote";
import { getActableClientOrThrow } from "./clients";
import { getAgentQuoteOrThrow } from "./quotes";
import type { ZBookQuote } from "./schemas";

type Ctx = Parameters<typeof bookQuote>[2];

/**
 * The agent converts their own quote into the client's booking. That books as the account, so it needs a live agent
 * link (lib/agent/link.ts); without one the quote stays open for the client to book from the e-mailed link.
 */
export async function convertQuote(agentId: number, quoteId: number, input: z.infer<typeof ZBookQuote>, ctx: Ctx): Promise<BookingResult> {
  const quote = await getAgentQuoteOrThrow(agentId, ctx.org.id, quoteId);
  await getActableClientOrThrow(agentId, quote.clientId);
  return bookQuote(quote.id, input, ctx);
}
