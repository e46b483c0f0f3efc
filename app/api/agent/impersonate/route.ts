import { startImpersonation } from "@/lib/agent/impersonate";
import { ZImpersonate } from "@/lib/agent/schemas";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";

/** The agent starts acting for one of their clients (SPEC §4 `impersonate` cookie). */
export const POST = withApi({
  schema: ZImpersonate,
  auth: "agent",
  handler: async ({ input, ctx }) => {
    const started = await startImpersonation(ctx.session!, input.clientId, { orgId: ctx.org.id, ip: ctx.ip, userAgent: ctx.userAgent, secure: ctx.https });
    const response = json({ status: 1, data: { client: started.client, redirect: "/user-details" } });
    response.headers.append("set-cookie", started.setCookie);
    return response;
  },
});
