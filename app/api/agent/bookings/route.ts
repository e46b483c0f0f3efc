import { listAgentBookings } from "@/lib/agent/history";
import { ZAgentBookingsQuery } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

export const GET = withApi({
  schema: ZAgentBookingsQuery,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await listAgentBookings(ctx.session!.user.id, ctx.org.id, { clientId: input.clientId }) }),
});
