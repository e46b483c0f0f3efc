import { registerByEmail } from "@/lib/auth/sign-up";
import { ZRegisterBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";
import { linkOrigin } from "@/lib/http/link-origin";

export const POST = withApi({
  schema: ZRegisterBody,
  handler: async ({ input, ctx, request }) => {
    const r = input.jsonRegister;
    if (r.googletoken || r.fbtoken) {
      return json({ status: 0, data: { code: 400, resp: "SOCIAL SIGN-UP IS NOT AVAILABLE ON THIS SITE", isProfileCreated: false } }, { status: 400 });
    }
    return registerByEmail(r, { org: ctx.org, ip: ctx.ip, locale: ctx.locale, origin: linkOrigin(ctx.org, request) });
  },
});
