import { changeFlight } from "@/lib/orders/changes/change-flight";
import { ZChangeFlight } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** The signed-in member sees the airline's offers to fly a slice of their booked flight on another date, or (`confirm`) takes one. */
export const POST = withApi({
  schema: ZChangeFlight,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await changeFlight({ ...input, owner: { userId: ctx.session!.user.id }, org: ctx.org }) }),
});
