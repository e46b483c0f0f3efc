import { z } from "zod";
import { createQuote, listQuotes } from "@/lib/agent/quotes";
import { ZCreateQuote } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "agent",
  handler: async ({ ctx }) => ({ status: 1, data: await listQuotes(ctx.session!.user.id, ctx.org.id) }),
});

/** Builds and saves a quote (draft) for one of the agent's clients. */
export const POST = withApi({
  schema: ZCreateQuote,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await createQuote(ctx.session!.user, ctx.org, input) }),
});
