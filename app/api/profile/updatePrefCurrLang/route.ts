import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { updatePreferences } from "@/lib/profile/update-preferences";
import { withApi } from "@/lib/http/route";

const Schema = z
  .object({ language: zText().max(10).optional(), currency: zText().max(3).optional() })
  .refine((v) => v.language !== undefined || v.currency !== undefined, { message: "Give a language or a currency" });

export const POST = withApi({
  schema: Schema,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await updatePreferences(ctx.session!.user.id, input) }),
});
