import { createToken, expireOpenTokens } from "@/lib/auth/tokens";
import { accountMailWords, agentLinkMail } from "@/lib/auth/emails";
import { queueEmail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/http/link-origin";
import { getOrgById } from "@/lib/org/get-org-by-host";
import { trustedOrigin } from "@/lib/org/host";

/**
 * E-mails the account's owner a link to accept or decline the agent acting for them, inside the caller's transaction
 * (deliver the returned outbox row after it commits); a new link replaces older ones. The link points at the account's
 * own organisation, since the answer is only taken there. `ended`: the agent's access has just ended with a take-over.
 * Null when the account has no agent.
 */
export async function offerAgentLink(tx: Prisma.TransactionClient, clientId: number, ended: boolean): Promise<number | null> {
  const client = await tx.user.findUnique({
    where: { id: clientId },
    select: { orgId: true, email: true, firstName: true, languageCode: true, deletedAt: true, agent: { select: { firstName: true, lastName: true } } },
  });
  const org = client?.agent && !client.deletedAt ? await getOrgById(client.orgId) : null;
  if (!client?.agent || !org) return null;
  await expireOpenTokens(tx, clientId, "AGENT_LINK");
  const token = await createToken(tx, clientId, "AGENT_LINK");
  const mail = agentLinkMail(await accountMailWords(org, client.languageCode), {
    orgName: org.name,
    firstName: client.firstName,
    agentName: `${client.agent.firstName} ${client.agent.lastName}`,
    link: `${trustedOrigin(org, null, siteUrl())}/agent-link?key=${token}`,
    ended,
  });
  return queueEmail(tx, { orgId: org.id, to: client.email, ...mail });
}
