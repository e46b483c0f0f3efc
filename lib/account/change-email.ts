import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { checkAccountPassword } from "@/lib/auth/password-check";
import { consumeToken, createToken, expireOpenTokens } from "@/lib/auth/tokens";

type Ctx = { orgId: number; orgName: string; origin: string; ip: string };

/**
 * E-mail change with re-verification: the new address gets a single-use link (24 h); nothing changes until it is
 * opened, so a typo or someone else's address never takes over the account. The password is asked when the account
 * has one (throttled like sign-in). The old address is told once the change is done.
 */
export async function requestEmailChange(userId: number, input: { email: string; password?: string }, ctx: Ctx): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, password: { select: { hash: true } } } });
  if (
    user.password &&
    !(await checkAccountPassword({ orgId: ctx.orgId, email: user.email, ip: ctx.ip, hash: user.password.hash, password: input.password ?? "" }))
  ) {
    throw new AppError("VALIDATION_FAILED", "The password is not correct.", { fields: [{ path: "password", message: "The password is not correct." }] });
  }
  if (input.email === user.email)
    throw new AppError("VALIDATION_FAILED", "This is already your e-mail address.", {
      fields: [{ path: "email", message: "This is already your e-mail address." }],
    });
  const taken = await db.user.findFirst({ where: { orgId: ctx.orgId, email: input.email }, select: { id: true } });
  if (taken)
    throw new AppError("CONFLICT", "Another account uses this e-mail address.", {
      fields: [{ path: "email", message: "Another account uses this e-mail address." }],
    });
  const mailId = await db.$transaction(async (tx) => {
    await expireOpenTokens(tx, userId, "CHANGE_EMAIL");
    const key = await createToken(tx, userId, "CHANGE_EMAIL", { email: input.email });
    await tx.userActivity.create({ data: { userId, action: "email-change-requested", ip: ctx.ip, meta: { to: input.email } } });
    const link = `${ctx.origin}/user/confirm-email?key=${encodeURIComponent(key)}`;
    return queueEmail(tx, {
      orgId: ctx.orgId,
      to: input.email,
      subject: `${ctx.orgName}: confirm your new e-mail address`,
      text: `Hello ${user.firstName},\n\nOpen this link within 24 hours to use this address for your ${ctx.orgName} account:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  });
  await deliverQueued(mailId);
}

/** Opens the link: the address becomes the account's, confirmed. Refused if another account took it meanwhile. */
export async function confirmEmailChange(key: string): Promise<"changed" | "invalid" | "taken"> {
  const outcome = await db.$transaction(async (tx) => {
    const token = await consumeToken(tx, key, "CHANGE_EMAIL");
    const email = (token?.payload as { email?: string } | null)?.email;
    if (!token || !email) return { result: "invalid" as const };
    const user = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { orgId: true, email: true, firstName: true, deletedAt: true } });
    if (user.deletedAt) return { result: "invalid" as const };
    if (await tx.user.findFirst({ where: { orgId: user.orgId, email }, select: { id: true } })) return { result: "taken" as const };
    await tx.user.update({ where: { id: token.userId }, data: { email, emailVerifiedAt: new Date() } });
    await tx.userActivity.create({ data: { userId: token.userId, action: "email-changed", meta: { from: user.email, to: email } } });
    const mailId = await queueEmail(tx, {
      orgId: user.orgId,
      to: user.email,
      subject: "Your e-mail address was changed",
      text: `Hello ${user.firstName},\n\nYour account now uses ${email}. If this was not you, contact us at once.`,
    });
    return { result: "changed" as const, mailId, userId: token.userId };
  });
  if (outcome.result !== "changed") return outcome.result;
  // This process's kept sessions carry the address (other processes hear the table's trigger).
  publishChange({ topic: "session", userId: outcome.userId });
  publishChange({ topic: "member", userId: outcome.userId });
  await deliverQueued(outcome.mailId);
  return outcome.result;
}
