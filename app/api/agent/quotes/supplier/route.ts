import { createSupplierQuote } from "@/lib/agent/supplier-quotes";
import { ZCreateSupplierQuote } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** Builds and saves a quote (draft) of a supplier's offer for one of the agent's clients. */
export const POST = withApi({
  schema: ZCreateSupplierQuote,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await createSupplierQuote(ctx.session!.user, ctx.org, input) }),
});
