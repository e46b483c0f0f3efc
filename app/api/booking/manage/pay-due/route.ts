import { payGuestBookingDue } from "@/lib/orders/guest/manage-booking";
import { ZGuestPayDue } from "@/lib/orders/guest/schemas";
import { withApi } from "@/lib/http/route";

/** A guest pays what the pay-later booking their manage token opens still owes, now, on the provider's page. */
export const POST = withApi({
  schema: ZGuestPayDue,
  handler: async ({ input, ctx }) => ({ status: 1, data: await payGuestBookingDue({ ...input, org: ctx.org }) }),
});
