import { getProfile } from "@/lib/account/get-profile";
import { ZTravelProfile } from "@/lib/account/schemas";
import { saveTravelProfile } from "@/lib/account/travel-profile";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZTravelProfile,
  auth: "user",
  handler: async ({ input, ctx }) => {
    await saveTravelProfile(ctx.session!.user.id, input);
    const { travprofile, travelpreference } = await getProfile(ctx.session!.user.id);
    return { status: 1, message: "Your travel profile has been saved.", data: { travprofile, travelpreference } };
  },
});
