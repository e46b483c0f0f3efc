import { payDueNow } from "@/lib/orders/payments/pay-due";
import { ZPayDue } from "@/lib/booking/schemas";
import { withApi } from "@/lib/http/route";

/** The member pays what their pay-later booking still owes, now, on the provider's page (lib/orders/payments/pay-due.ts). */
export const POST = withApi({
  schema: ZPayDue,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await payDueNow({ ...input, userId: ctx.session!.user.id, org: ctx.org }) }),
});
