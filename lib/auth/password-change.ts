import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkAccountPassword } from "./password-check";
import { hashPassword } from "./passwords";
import { consumeToken, expireOpenTokens } from "./tokens";
import { publishChange } from "@/lib/events/publish";
import { endAgentLinkOnTakeover } from "@/lib/agent/end-agent-link";
import { deliverQueued } from "@/lib/email";

/**
 * Sets a new password from a reset link. The link is single-use and expires, and using it ends the account's other
 * open reset links; every session of the account is revoked (whoever knew the old password is signed out), and the
 * address counts as confirmed — the mail arrived. The owner has taken the account over: an agent link ends with it.
 */
export async function resetPasswordWithToken(key: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const done = await db.$transaction(async (tx) => {
    const token = await consumeToken(tx, key, "RESET_PASSWORD");
    if (!token) return null;
    await expireOpenTokens(tx, token.userId, "RESET_PASSWORD");
    await tx.passwordCredential.upsert({ where: { userId: token.userId }, update: { hash }, create: { userId: token.userId, hash } });
    await tx.user.updateMany({ where: { id: token.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    await tx.session.updateMany({ where: { userId: token.userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.userActivity.create({ data: { userId: token.userId, action: "password-reset" } });
    return { userId: token.userId, emailId: await endAgentLinkOnTakeover(tx, token.userId, "password-reset") };
  });
  if (done === null) throw new AppError("BAD_REQUEST", "THIS LINK IS NOT VALID ANY MORE. PLEASE ASK FOR A NEW ONE.");
  // Once committed, so a rendering that read a session before then cannot remember it again (lib/page-cache/session-memo.ts).
  publishChange({ topic: "session", userId: done.userId });
  if (done.emailId !== null) await deliverQueued(done.emailId);
}

/** A signed-in member changes the password (the check throttled like sign-in); other sessions are signed out, this one stays. */
export async function changePassword(input: { userId: number; sessionId: string; currentPassword: string; password: string; ip: string }): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { orgId: true, email: true, password: { select: { hash: true } } } });
  if (!(await checkAccountPassword({ orgId: user.orgId, email: user.email, ip: input.ip, hash: user.password?.hash, password: input.currentPassword }))) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "currentPassword", message: "Your current password is not correct" }] });
  }
  const hash = await hashPassword(input.password);
  await db.$transaction([
    db.passwordCredential.update({ where: { userId: input.userId }, data: { hash } }),
    db.session.updateMany({ where: { userId: input.userId, revokedAt: null, id: { not: input.sessionId } }, data: { revokedAt: new Date() } }),
    db.userActivity.create({ data: { userId: input.userId, action: "password-change", ip: input.ip } }),
  ]);
  publishChange({ topic: "session", userId: input.userId });
}
