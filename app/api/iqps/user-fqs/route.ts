import { recordUserAction } from "@/lib/auth/record-activity";
import { ZUserAction } from "@/lib/auth/schemas";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZUserAction,
  auth: "user",
  handler: ({ input, ctx }) =>
    recordUserAction({
      sessionUserId: ctx.session!.user.id,
      impersonatorId: ctx.session!.impersonatorId,
      userId: input.userId,
      action: input.action,
      ip: ctx.ip,
      claimedIp: input.ip,
      userAgent: ctx.userAgent,
    }),
});
