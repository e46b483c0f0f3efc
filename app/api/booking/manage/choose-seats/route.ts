import { chooseGuestSeats } from "@/lib/orders/guest/manage-booking";
import { ZGuestChooseSeats } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** A guest sees the seat maps of the flight their manage token opens, or (`confirm`) chooses seats. */
export const POST = withApi({
  schema: ZGuestChooseSeats,
  handler: async ({ input, ctx }) => ({ status: 1, data: await chooseGuestSeats({ ...input, org: ctx.org }) }),
});
