import { correctTravellerName } from "@/lib/orders/changes/correct-name";
import { ZCorrectName } from "@/lib/orders/changes/schemas";
import { withApi } from "@/lib/http/route";

/** The signed-in member corrects a spelling of the lead traveller's name on their own booking. */
export const POST = withApi({
  schema: ZCorrectName,
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await correctTravellerName({ ...input, owner: { userId: ctx.session!.user.id }, org: ctx.org }),
  }),
});
