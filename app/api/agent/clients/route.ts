import { createClient, listClients } from "@/lib/agent/clients";
import { ZClientSearch, ZCreateClient } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** The agent's clients: search (GET ?q=) and create (POST). Agents only. */
export const GET = withApi({
  schema: ZClientSearch,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await listClients(ctx.session!.user.id, input.q) }),
});

export const POST = withApi({
  schema: ZCreateClient,
  auth: "agent",
  handler: async ({ input, ctx }) => ({ status: 1, data: await createClient(ctx.session!.user, input) }),
});
