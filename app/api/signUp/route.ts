import { registerByEmail } from "@/lib/auth/sign-up";
import { ZRegisterBody } from "@/lib/auth/schemas";
import { socialTokenSignUp } from "@/lib/http/auth/social-token";
import { withApi } from "@/lib/http/route";
import { linkOrigin } from "@/lib/http/link-origin";
import { requestCookies } from "@/lib/http/request-parts";
import { attributionOf } from "@/lib/referral/request-attribution";

export const POST = withApi({
  schema: ZRegisterBody,
  handler: async ({ input, ctx, request }) => {
    const r = input.jsonRegister;
    // SPEC §4: "for social sign-ups it registers directly" — no password or title, the provider's verified e-mail.
    if (r.googletoken || r.fbtoken) return socialTokenSignUp(r, ctx, request);
    const attribution = attributionOf(requestCookies(request), ctx.ip);
    return registerByEmail(r, { org: ctx.org, ip: ctx.ip, locale: ctx.locale, origin: linkOrigin(ctx.org, request), attribution });
  },
});
