import { getProfile } from "@/lib/account/get-profile";
import { ZAccountUpdate } from "@/lib/account/schemas";
import { updateAccount } from "@/lib/account/update-account";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZAccountUpdate,
  auth: "user",
  handler: async ({ input, ctx }) => {
    await updateAccount(ctx.session!.user.id, input);
    return { status: 1, message: "Your profile has been saved.", data: await getProfile(ctx.session!.user.id) };
  },
});
