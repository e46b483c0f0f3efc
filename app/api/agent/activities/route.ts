import { searchActivitySlots } from "@/lib/agent/activities";
import { ZActivityQuery } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** Activity slots to add to an itinerary, by activity name or city, on one day: only those with places, priced. */
export const GET = withApi({
  schema: ZActivityQuery,
  auth: "agent",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await searchActivitySlots(ctx.org, { id: ctx.session!.user.id, currency: ctx.currency }, input),
  }),
});
