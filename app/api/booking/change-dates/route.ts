import { changeStayDates } from "@/lib/orders/changes/change-dates";
import { ZChangeDates } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** The signed-in member prices new dates for the stay on their own booking, or (`confirm`) changes them. */
export const POST = withApi({
  schema: ZChangeDates,
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await changeStayDates({ ...input, owner: { userId: ctx.session!.user.id }, org: ctx.org, locale: ctx.locale }),
  }),
});
