import { ZAuthSignInBody } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZAuthSignInBody,
  handler: ({ input, ctx }) => signInResponse(input.jsonSingIn, ctx, input.ipAddress),
});
