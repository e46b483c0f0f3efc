import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { signInWithSso } from "@/lib/auth/sso/sso-sign-in";
import { ssoRefusalResponse, ssoSuccessResponse } from "@/lib/auth/sso/sso-response";
import { errorFields, log } from "@/lib/log";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { requestCookies } from "@/lib/http/request-parts";
import { attributionOf } from "@/lib/referral/request-attribution";

/**
 * Partner SSO: GET /login/sso?key=<JWT> is rewritten here (next.config.ts), since only a route handler can set
 * cookies. Every outcome is a redirect — to the landing path, or to /login/sso?error=<code> — never JSON, because
 * a browser, not a script, follows this link.
 */
export const GET = withApi({
  schema: z.object({ key: zText().optional() }),
  handler: async ({ input, ctx, request }) => {
    try {
      const outcome = await signInWithSso({
        org: ctx.org,
        token: input.key?.trim(),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        locale: ctx.locale,
        currency: ctx.currency,
        previousSessionId: ctx.sessionId,
        attribution: attributionOf(requestCookies(request), ctx.ip),
      });
      return outcome.ok ? ssoSuccessResponse(outcome, ctx.https) : ssoRefusalResponse(outcome.error);
    } catch (error) {
      // The member gets a page saying to try again; the log gets the cause (never the token).
      log("error", "sso sign-in failed", { org: ctx.org.slug, ...errorFields(error) });
      return ssoRefusalResponse("unavailable");
    }
  },
});

export const POST = methodNotAllowed;
