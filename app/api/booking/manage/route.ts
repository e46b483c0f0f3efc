import { findGuestBooking, openGuestBooking } from "@/lib/orders/guest/manage-booking";
import { ZFindGuestBooking, ZManageToken } from "@/lib/orders/guest/schemas";
import { withApi } from "@/lib/http/route";

/** A guest finds their booking by reference and e-mail: the answer carries a short-lived manage token. */
export const POST = withApi({
  schema: ZFindGuestBooking,
  handler: async ({ input, ctx }) => ({ status: 1, data: await findGuestBooking({ ...input, org: ctx.org, ip: ctx.ip }) }),
});

/** The booking a manage token opens (the e-mail's link, or the form's answer). */
export const GET = withApi({
  schema: ZManageToken,
  handler: async ({ input, ctx }) => ({ status: 1, data: await openGuestBooking({ token: input.token, org: ctx.org }) }),
});
