import { z } from "zod";
import { idParam } from "@/lib/http/id-param";
import { sendQuote } from "@/lib/agent/quotes";
import { linkOrigin } from "@/lib/http/link-origin";
import { withApi } from "@/lib/http/route";

/** E-mails the client a link to the quote on this organisation's domain; answers the link for the agent to share. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  auth: "agent",
  handler: async ({ ctx, params, request }) => ({
    status: 1,
    data: await sendQuote(ctx.session!.user.id, ctx.org, idParam(params, "Quote"), linkOrigin(ctx.org, request)),
  }),
});
