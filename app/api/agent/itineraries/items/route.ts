import { addItineraryItem } from "@/lib/agent/itinerary/items";
import { ZAddItineraryItem } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** Adds a stay or a supplier's offer to a client's itinerary being built (a new draft if none is open). */
export const POST = withApi({
  schema: ZAddItineraryItem,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await addItineraryItem(ctx.session!.user, ctx.org, input) }),
});
