import { ZRegisterBody } from "@/lib/auth/schemas";
import { validateAccessCode } from "@/lib/auth/validate-access-code";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZRegisterBody,
  handler: ({ input, ctx }) => validateAccessCode(ctx.org, input.jsonRegister, ctx.ip),
});
