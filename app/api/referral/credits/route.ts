import { z } from "zod";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { ownCredits } from "@/lib/referral/own-credits";

/**
 * GET /api/referral/credits → {status: 1, data: OwnCredits}: the signed-in member's referral credits as
 * /referral/credits shows them, in the visitor's language — what that page, served alike to every member, asks for
 * once on screen. See docs/referrals.md.
 */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => ({ status: 1, data: await ownCredits({ userId: ctx.session!.user.id, org: ctx.org, locale: ctx.locale }) }),
});

export const POST = methodNotAllowed;
