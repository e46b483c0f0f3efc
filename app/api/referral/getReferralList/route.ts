import { withApi } from "@/lib/http/route";
import { listReferrals } from "@/lib/referral/list-referrals";
import { ZReferralListQuery } from "@/lib/referral/schemas";

/** SPEC §7 GET /api/referral/getReferralList?program&per_page&page — the member's referred friends, 5 a page (§9). */
export const GET = withApi({
  schema: ZReferralListQuery,
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    message: "SUCCESS",
    data: await listReferrals(ctx.session!.user.id, { program: input.program, perPage: input.per_page, page: input.page }),
  }),
});
