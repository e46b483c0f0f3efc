import { ZSignInBody } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/http/auth/sign-in-response";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZSignInBody,
  handler: ({ input, ctx, request }) => signInResponse(input.jsonSign, ctx, request),
});
