import { z } from "zod";
import { clearedAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { logoutSession } from "@/lib/auth/logout-session";
import { revokeSession } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => {
    if (ctx.session) await logoutSession({ sessionId: ctx.session.id, userId: ctx.session.user.id, ip: ctx.ip });
    // While impersonating, ctx.session is the client's: the agent's own session (the cookie's) ends too.
    if (ctx.sessionId && ctx.sessionId !== ctx.session?.id) await revokeSession(ctx.sessionId);
    const response = json({ status: 1, message: "LOGGED_OUT" });
    for (const cookie of clearedAuthCookies(ctx.https)) response.headers.append("set-cookie", cookie);
    return response;
  },
});
