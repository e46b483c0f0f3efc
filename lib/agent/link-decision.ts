import { findOpenToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { revokeAgentSessions } from "./end-agent-link";
import { agentLinkView, type AgentLinkView } from "./link";
import type { AgentLinkDecision } from "./schemas";

const INVALID = "This link is not valid any more.";

/** The account behind an e-mailed agent-link key: on its own organisation only, with an agent, not deleted. */
async function linkedAccount(tx: Prisma.TransactionClient, key: string, orgId: number) {
  const token = await findOpenToken(tx, key, "AGENT_LINK");
  const user = token
    ? await tx.user.findUnique({
        where: { id: token.userId },
        select: { id: true, orgId: true, email: true, deletedAt: true, agentId: true, agentLink: true, agent: { select: { firstName: true, lastName: true } } },
      })
    : null;
  return user && user.orgId === orgId && !user.deletedAt && user.agent ? { ...user, agent: user.agent } : null;
}

/** What the /agent-link page shows before the owner answers; null for an unknown, expired or foreign key. */
export async function readAgentLinkOffer(key: string, orgId: number): Promise<{ agentName: string; email: string; link: AgentLinkView } | null> {
  const user = await db.$transaction((tx) => linkedAccount(tx, key, orgId));
  return user ? { agentName: `${user.agent.firstName} ${user.agent.lastName}`, email: user.email, link: agentLinkView(user.agentLink) } : null;
}

/**
 * The owner's answer, from the e-mailed link (no sign-in: the link reached the address's owner). It stays usable until
 * it expires or a newer one replaces it, so the owner may change their mind; declining ends the agent's live sessions
 * as the account at once. Audited in the account's activity records.
 */
export async function answerAgentLink(key: string, decision: AgentLinkDecision, orgId: number): Promise<{ link: AgentLinkView }> {
  const userId = await db.$transaction(async (tx) => {
    const user = await linkedAccount(tx, key, orgId);
    if (!user) return null;
    await tx.user.update({ where: { id: user.id }, data: { agentLink: decision === "accept" ? "ACCEPTED" : "ENDED" } });
    if (decision === "decline") await revokeAgentSessions(tx, user.id);
    const action = decision === "accept" ? "agent-link-accepted" : "agent-link-declined";
    await tx.userActivity.create({ data: { userId: user.id, action, meta: { agentId: user.agentId } } });
    return user.id;
  });
  if (userId === null) throw new AppError("NOT_FOUND", INVALID);
  publishChange({ topic: "session", userId });
  return { link: decision === "accept" ? "accepted" : "ended" };
}
