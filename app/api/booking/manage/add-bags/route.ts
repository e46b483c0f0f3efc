import { addGuestBags } from "@/lib/orders/guest/manage-booking";
import { ZGuestAddBags } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** A guest sees the extra bags the airline sells for the flight their manage token opens, or (`confirm`) pays for some. */
export const POST = withApi({
  schema: ZGuestAddBags,
  handler: async ({ input, ctx }) => ({ status: 1, data: await addGuestBags({ ...input, org: ctx.org }) }),
});
