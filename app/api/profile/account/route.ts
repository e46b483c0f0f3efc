import { z } from "zod";
import { ownProfile } from "@/lib/account/own-profile";
import { methodNotAllowed, withApi } from "@/lib/http/route";

/**
 * GET /api/profile/account → {status: 1, data: OwnProfile}: My Profile's sections for the signed-in member (or the
 * client an agent acts for), dates in the visitor's language — what that page, served alike to every member, asks for
 * once on screen. See docs/accounts.md.
 */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => ({ status: 1, data: await ownProfile({ session: ctx.session!, org: ctx.org, locale: ctx.locale }) }),
});

export const POST = methodNotAllowed;
