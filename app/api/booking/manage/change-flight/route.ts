import { changeGuestFlight } from "@/lib/orders/guest/manage-booking";
import { ZGuestChangeFlight } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** A guest sees the airline's offers to fly a slice of the flight their manage token opens on another date, or (`confirm`) takes one. */
export const POST = withApi({
  schema: ZGuestChangeFlight,
  handler: async ({ input, ctx }) => ({ status: 1, data: await changeGuestFlight({ ...input, org: ctx.org }) }),
});
