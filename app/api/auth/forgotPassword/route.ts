import { requestPasswordReset } from "@/lib/auth/account-emails";
import { ZEmailOnly } from "@/lib/auth/schemas";
import { linkOrigin } from "@/lib/http/link-origin";
import { after } from "next/server";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZEmailOnly,
  handler: ({ input, ctx, request }) =>
    requestPasswordReset(
      {
        org: ctx.org,
        ip: ctx.ip,
        origin: linkOrigin(ctx.org, request),
        signedInEmail: ctx.session && !ctx.session.impersonatorId ? ctx.session.user.email : null,
        afterAnswer: after,
      },
      input.email,
    ),
});
