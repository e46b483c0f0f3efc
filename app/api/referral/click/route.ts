import { json } from "@/lib/http/respond";
import { requestCookies } from "@/lib/http/request-parts";
import { linkOrigin } from "@/lib/http/link-origin";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { readDeviceCookie, REFERRAL_COOKIE } from "@/lib/referral/attribution-cookie";
import { referralCookies } from "@/lib/referral/click-cookies";
import { recordReferralClick } from "@/lib/referral/record-click";
import { ZClickBody } from "@/lib/referral/schemas";

/** A visit with referral parameters: recorded server-side and remembered in HttpOnly cookies (see docs/referrals.md). */
export const POST = withApi({
  schema: ZClickBody,
  handler: async ({ input, ctx, request }) => {
    const deviceId = readDeviceCookie(requestCookies(request)(REFERRAL_COOKIE.device));
    const outcome = await recordReferralClick(input, {
      org: ctx.org,
      origin: linkOrigin(ctx.org, request),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      deviceId,
      visitorId: ctx.session?.user.id ?? null,
    });
    const response = json({ status: 1, data: { recorded: true, counted: outcome.clickId !== null, referrer: outcome.referrer, redirect: outcome.redirect } });
    for (const c of referralCookies({ clickId: outcome.clickId, deviceId: outcome.deviceId, secure: ctx.https })) response.headers.append("set-cookie", c);
    return response;
  },
});
export const GET = methodNotAllowed;
