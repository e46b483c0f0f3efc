import { z } from "zod";
import { removeItineraryItem } from "@/lib/agent/itinerary/items";
import { idParam } from "@/lib/http/id-param";
import { withApi } from "@/lib/http/route";

/** Takes an item out of a draft itinerary. */
export const DELETE = withApi({
  schema: z.object({}).passthrough(),
  auth: "agent",
  handler: async ({ ctx, params }) => ({
    status: 1,
    data: await removeItineraryItem(ctx.session!.user.id, ctx.org, idParam(params, "Itinerary"), idParam({ id: params.itemId ?? "" }, "Item")),
  }),
});
