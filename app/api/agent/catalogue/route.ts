import { searchCatalogueRooms } from "@/lib/agent/catalogue";
import { ZCatalogueQuery } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** Rooms to build a quote from, by property name or city: only those bookable for the dates, priced for them. */
export const GET = withApi({
  schema: ZCatalogueQuery,
  auth: "agent",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await searchCatalogueRooms(ctx.org, { id: ctx.session!.user.id, currency: ctx.currency }, input),
  }),
});
