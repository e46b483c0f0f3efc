import { checkAccountExists } from "@/lib/auth/account-exists";
import { ZExistsBody } from "@/lib/auth/schemas";
import { withApi } from "@/lib/http/route";

export const POST = withApi({
  schema: ZExistsBody,
  handler: ({ input, ctx }) => checkAccountExists(ctx.org.id, input.jsonSigUp.email_id, ctx.ip),
});
