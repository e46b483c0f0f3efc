import { cancelBooking } from "@/lib/orders/cancel-order";
import { ZReference } from "@/lib/booking/schemas";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZReference,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await cancelBooking({ reference: input.reference, userId: ctx.session!.user.id, org: ctx.org }) }),
});
