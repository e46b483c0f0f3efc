import type { Prisma } from "@/lib/generated/prisma/client";
import { offerAgentLink } from "./link-offer";

/** How the owner showed control of the address. */
export type Takeover = "sign-up" | "password-reset" | "sign-in-method";

/** Revokes the live sessions in which an agent acts as this account (the owner's own sessions are untouched). */
export function revokeAgentSessions(tx: Prisma.TransactionClient, userId: number) {
  return tx.session.updateMany({ where: { userId, impersonatorId: { not: null }, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * The owner has just shown control of the address and taken the account over: a live agent link ends in the
 * caller's transaction, with every session in which the agent acts as the account, and the owner is e-mailed a link
 * to accept the agent again. Returns the outbox row to deliver after commit, or null when no link was live.
 */
export async function endAgentLinkOnTakeover(tx: Prisma.TransactionClient, userId: number, how: Takeover): Promise<number | null> {
  const ended = await tx.user.updateMany({
    where: { id: userId, agentId: { not: null }, OR: [{ agentLink: null }, { agentLink: "ACCEPTED" }] },
    data: { agentLink: "ENDED" },
  });
  if (ended.count === 0) return null;
  await revokeAgentSessions(tx, userId);
  await tx.userActivity.create({ data: { userId, action: "agent-link-ended", meta: { by: how } } });
  return offerAgentLink(tx, userId, true);
}
