import { chooseFlightSeats } from "@/lib/orders/changes/choose-seats";
import { ZChooseSeats } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** The signed-in member sees the seat maps of the flight on their own booking, or (`confirm`) chooses seats. */
export const POST = withApi({
  schema: ZChooseSeats,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await chooseFlightSeats({ ...input, owner: { userId: ctx.session!.user.id }, org: ctx.org }) }),
});
