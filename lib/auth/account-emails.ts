import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { resetPasswordMail, verificationMail } from "./emails";
import { createToken, expireOpenTokens } from "./tokens";

/** The same answer whether or not the address has an account, so these calls reveal nothing. */
export const GENERIC_EMAIL_ANSWER = { status: 1, message: "IF AN ACCOUNT EXISTS FOR THIS EMAIL ADDRESS, WE HAVE SENT IT AN EMAIL." } as const;

type Ctx = { org: OrgConfig; ip: string; origin: string };

async function throttle(ctx: Ctx, email: string) {
  await limit("emailIp", ctx.ip);
  await limit("emailAccount", `${ctx.org.id}|${email}`);
}

type LinkMail = {
  purpose: "VERIFY_EMAIL" | "RESET_PASSWORD";
  path: "/verify-account" | "/change-password";
  mail: (orgName: string, firstName: string, link: string) => { subject: string; text: string; html: string };
  /** Whether this account should get the link at all. */
  wanted: (user: { emailVerifiedAt: Date | null; deletedAt: Date | null }) => boolean;
};

/** Sends a fresh single-use link (older ones of the same purpose stop working); the answer never reveals the account. */
async function sendAccountLink(ctx: Ctx, rawEmail: string, kind: LinkMail) {
  const email = rawEmail.toLowerCase();
  await throttle(ctx, email);
  const user = await db.user.findUnique({ where: { orgId_email: { orgId: ctx.org.id, email } }, select: { id: true, firstName: true, emailVerifiedAt: true, deletedAt: true } });
  if (!user || !kind.wanted(user)) return GENERIC_EMAIL_ANSWER;
  const emailId = await db.$transaction(async (tx) => {
    await expireOpenTokens(tx, user.id, kind.purpose);
    const token = await createToken(tx, user.id, kind.purpose);
    return queueEmail(tx, { orgId: ctx.org.id, to: email, ...kind.mail(ctx.org.name, user.firstName, `${ctx.origin}${kind.path}?key=${token}`) });
  });
  await deliverQueued(emailId);
  return GENERIC_EMAIL_ANSWER;
}

/** Resend the confirmation e-mail to an account that is not confirmed yet. */
export function resendVerification(ctx: Ctx, rawEmail: string) {
  return sendAccountLink(ctx, rawEmail, {
    purpose: "VERIFY_EMAIL",
    path: "/verify-account",
    mail: verificationMail,
    wanted: (u) => !u.emailVerifiedAt && !u.deletedAt,
  });
}

/** Forgot-password: a one-hour, single-use link to /change-password. */
export function requestPasswordReset(ctx: Ctx, rawEmail: string) {
  return sendAccountLink(ctx, rawEmail, { purpose: "RESET_PASSWORD", path: "/change-password", mail: resetPasswordMail, wanted: (u) => !u.deletedAt });
}
