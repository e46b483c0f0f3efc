import { cancelGuestBooking } from "@/lib/orders/guest/manage-booking";
import { ZManageToken } from "@/lib/orders/guest/schemas";
import { withApi } from "@/lib/http/route";

/** A guest cancels the booking their manage token opens, under its policy (the refund goes to the card). */
export const POST = withApi({
  schema: ZManageToken,
  handler: async ({ input, ctx }) => ({ status: 1, data: await cancelGuestBooking({ token: input.token, org: ctx.org }) }),
});
