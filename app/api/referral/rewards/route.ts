import { z } from "zod";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { ownRewards } from "@/lib/referral/own-credits";

/**
 * GET /api/referral/rewards → {status: 1, data: OwnRewards}: the campaigns to share and the signed-in member's credit
 * totals as /your-rewards shows them, in the visitor's language — what that page, served alike to every member, asks
 * for once on screen. See docs/referrals.md.
 */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => ({ status: 1, data: await ownRewards({ userId: ctx.session!.user.id, org: ctx.org, locale: ctx.locale }) }),
});

export const POST = methodNotAllowed;
