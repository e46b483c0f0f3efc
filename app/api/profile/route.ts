import { z } from "zod";
import { getProfile } from "@/lib/account/get-profile";
import { withApi } from "@/lib/http/route";

/** SPEC §3 Profile of the signed-in member (or of the client an agent acts for). See docs/accounts.md. */
export const GET = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => ({ status: 1, data: await getProfile(ctx.session!.user.id) }),
});
