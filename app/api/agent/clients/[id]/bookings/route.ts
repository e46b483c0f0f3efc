import { z } from "zod";
import { getActableClientOrThrow } from "@/lib/agent/clients";
import { reservationsInLanguage } from "@/lib/orders/reservations-in-language";
import { idParam } from "@/lib/http/id-param";
import { withApi } from "@/lib/http/route";

/** One client's bookings (all of them, not only the agent's), for the agent who may act for the client. */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "agent",
  handler: async ({ ctx, params }) => {
    const client = await getActableClientOrThrow(ctx.session!.user.id, idParam(params, "Client"));
    return { status: 1, data: await reservationsInLanguage(client.id, ctx.org, ctx.locale) };
  },
});
