import { z } from "zod";
import { recordUserAction } from "@/lib/auth/record-activity";
import { withApi } from "@/lib/http/route";

const Schema = z.object({
  userId: z.coerce.number().int().positive(),
  ip: z.string().max(64).nullish(),
  action: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, "Action names use letters, digits and _ . : - only"),
});

export const POST = withApi({
  schema: Schema,
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
