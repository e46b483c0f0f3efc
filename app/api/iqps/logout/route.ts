import { z } from "zod";
import { clearedAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { logoutSession } from "@/lib/auth/logout-session";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: z.object({}).passthrough(),
  handler: async ({ ctx }) => {
    if (ctx.session) await logoutSession({ sessionId: ctx.session.id, userId: ctx.session.user.id, ip: ctx.ip });
    const response = json({ status: 1, message: "LOGGED_OUT" });
    for (const cookie of clearedAuthCookies(ctx.secure)) response.headers.append("set-cookie", cookie);
    return response;
  },
});
