import { enabledSocialProviders } from "@/lib/auth/social/config";
import { SOCIAL_CONTEXT_COOKIE, SOCIAL_CONTEXT_TTL_S, ZSocialStart, createSocialContext } from "@/lib/auth/social/oauth-context";
import { safeReturnPath } from "@/lib/auth/social/return-path";
import { shortLivedCookie } from "@/lib/auth/session-cookies";
import { AppError } from "@/lib/errors";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";
import { limit } from "@/lib/rate-limit";

/**
 * Step one of "Continue with Google/Facebook": records the sign-up context on the server (OAuthState) and names it in
 * an HttpOnly cookie; the dialog then starts next-auth's redirect with the returned callbackUrl.
 * → { status: 1, data: { callbackUrl } }; 404 when the provider is not enabled for this organisation.
 */
export const POST = withApi({
  schema: ZSocialStart,
  handler: async ({ input, ctx }) => {
    if (!enabledSocialProviders(ctx.org).includes(input.provider)) throw new AppError("NOT_FOUND", "This sign-in method is not available here.");
    await limit("socialStartIp", ctx.ip);
    const returnTo = safeReturnPath(input.returnTo);
    const id = await createSocialContext({ ...input, returnTo, orgId: ctx.org.id });
    const response = json({ status: 1, data: { callbackUrl: returnTo } });
    response.headers.append("set-cookie", shortLivedCookie(SOCIAL_CONTEXT_COOKIE, id, SOCIAL_CONTEXT_TTL_S, ctx.https));
    return response;
  },
});
