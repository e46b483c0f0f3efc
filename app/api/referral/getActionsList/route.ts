import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http/route";
import { listReferralActions } from "@/lib/referral/list-actions";
import { ZActionsQuery } from "@/lib/referral/schemas";

/** SPEC §7 GET /api/referral/getActionsList?member — what happened with the member's referrals, newest first. */
export const GET = withApi({
  schema: ZActionsQuery,
  auth: "user",
  handler: async ({ input, ctx }) => {
    const me = ctx.session!.user.id;
    // Another member's id is "not found", never "forbidden": ids must not be probeable.
    if (input.member && input.member !== "me" && Number(input.member) !== me) throw new AppError("NOT_FOUND", "No such member.");
    return { status: 1, message: "SUCCESS", data: { member: me, actions: await listReferralActions(me) } };
  },
});
