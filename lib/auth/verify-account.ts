import { db } from "@/lib/db";
import { endAgentLinkOnTakeover } from "@/lib/agent/end-agent-link";
import { deliverQueued } from "@/lib/email";
import { publishChange } from "@/lib/events/publish";
import { ZClaimPayload } from "./claim-account";
import { consumeToken, expireOpenTokens } from "./tokens";

/**
 * Opens the e-mailed confirmation link: single-use and expiring; the account's other confirmation links end with it.
 * The link of a claim (lib/auth/claim-account.ts) also sets the chosen password and ends the agent link, in the same
 * transaction: the owner has taken the account over.
 */
export async function verifyAccount(key: string): Promise<"verified" | "invalid"> {
  const done = await db.$transaction(async (tx) => {
    const token = await consumeToken(tx, key, "VERIFY_EMAIL");
    if (!token) return null;
    await expireOpenTokens(tx, token.userId, "VERIFY_EMAIL");
    await tx.user.update({ where: { id: token.userId }, data: { emailVerifiedAt: new Date() } });
    await tx.userActivity.create({ data: { userId: token.userId, action: "verify-email" } });
    const claim = ZClaimPayload.safeParse(token.payload);
    if (!claim.success) return { userId: token.userId, claimed: false, emailId: null };
    const hash = claim.data.claimHash;
    await tx.passwordCredential.upsert({ where: { userId: token.userId }, update: { hash }, create: { userId: token.userId, hash } });
    return { userId: token.userId, claimed: true, emailId: await endAgentLinkOnTakeover(tx, token.userId, "sign-up") };
  });
  if (!done) return "invalid";
  if (done.claimed) publishChange({ topic: "session", userId: done.userId });
  if (done.emailId !== null) await deliverQueued(done.emailId);
  return "verified";
}
