import { requestEmailChange } from "@/lib/account/change-email";
import { assertOwnSession } from "@/lib/account/guard";
import { ZEmailChange } from "@/lib/account/schemas";
import { linkOrigin } from "@/lib/http/link-origin";
import { withApi } from "@/lib/http/route";

/** Starts an e-mail change: a confirmation link goes to the new address; the old one stays until it is opened. */
export const POST = withApi({
  schema: ZEmailChange,
  auth: "user",
  handler: async ({ input, ctx, request }) => {
    assertOwnSession(ctx.session!);
    await requestEmailChange(ctx.session!.user.id, input, { orgId: ctx.org.id, orgName: ctx.org.name, origin: linkOrigin(ctx.org, request), ip: ctx.ip });
    return { status: 1, message: "We have sent a confirmation link to your new e-mail address." };
  },
});
