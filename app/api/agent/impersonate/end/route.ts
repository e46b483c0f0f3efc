import { z } from "zod";
import { endImpersonation } from "@/lib/agent/impersonate";
import { json } from "@/lib/http/respond";
import { withApi } from "@/lib/http/route";

/** Ends acting for a client; the agent is back on their own account, at the client list. */
export const POST = withApi({
  schema: z.object({}).passthrough(),
  auth: "user",
  handler: async ({ ctx }) => {
    const cookie = await endImpersonation(ctx.session!, { orgId: ctx.org.id, ip: ctx.ip, userAgent: ctx.userAgent, secure: ctx.https });
    const response = json({ status: 1, data: { redirect: "/agent/client-list" } });
    response.headers.append("set-cookie", cookie);
    return response;
  },
});
