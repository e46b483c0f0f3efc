import { changeGuestStayDates } from "@/lib/orders/guest/manage-booking";
import { ZGuestChangeDates } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** A guest prices new dates for the stay their manage token opens, or (`confirm`) changes them. */
export const POST = withApi({
  schema: ZGuestChangeDates,
  handler: async ({ input, ctx }) => ({ status: 1, data: await changeGuestStayDates({ ...input, org: ctx.org, locale: ctx.locale }) }),
});
