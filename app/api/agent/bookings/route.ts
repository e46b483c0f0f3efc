import { z } from "zod";
import { listAgentBookings } from "@/lib/agent/history";
import { withApi } from "@/lib/http/route";

export const GET = withApi({
  schema: z.object({ clientId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await listAgentBookings(ctx.session!.user.id, ctx.org.id, { clientId: input.clientId }) }),
});
