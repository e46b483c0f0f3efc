import { addFlightBags } from "@/lib/orders/changes/add-bags";
import { ZAddBags } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** The signed-in member sees the extra bags the airline sells for the flight on their own booking, or (`confirm`) pays for some. */
export const POST = withApi({
  schema: ZAddBags,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await addFlightBags({ ...input, owner: { userId: ctx.session!.user.id }, org: ctx.org }) }),
});
