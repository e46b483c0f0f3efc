import { ZAuthSignInBody } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/http/auth/sign-in-response";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZAuthSignInBody,
  handler: ({ input, ctx, request }) => signInResponse(input.jsonSingIn, ctx, request, input.ipAddress),
});
