import { answerAgentLink } from "@/lib/agent/link-decision";
import { ZAgentLinkAnswer } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** The account owner accepts or declines the agent acting for them, from the e-mailed link (no sign-in). */
export const POST = withApi({
  schema: ZAgentLinkAnswer,
  handler: async ({ input, ctx }) => ({ status: 1, data: await answerAgentLink(input.key, input.decision, ctx.org.id) }),
});
