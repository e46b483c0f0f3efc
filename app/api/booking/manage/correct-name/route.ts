import { correctGuestName } from "@/lib/orders/guest/manage-booking";
import { ZGuestCorrectName } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** A guest corrects a spelling of the lead traveller's name on the booking their manage token opens. */
export const POST = withApi({
  schema: ZGuestCorrectName,
  handler: async ({ input, ctx }) => ({ status: 1, data: await correctGuestName({ ...input, org: ctx.org }) }),
});
