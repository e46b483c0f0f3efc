import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { checkLogin } from "@/lib/auth/check-login";
import { readLegacyToken } from "@/lib/auth/legacy-token";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  // The cookie is the normal credential; a legacy client may send its userToken instead.
  schema: z.object({ token: zText().max(200).nullish() }).passthrough(),
  handler: ({ input, ctx }) => checkLogin(ctx.sessionId ?? readLegacyToken(input.token), ctx.org.id),
});
