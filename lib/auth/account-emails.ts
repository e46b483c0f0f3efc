import { after } from "next/server";
import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import { errorFields, log } from "@/lib/http/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { consumed, limit } from "@/lib/rate-limit";
import { resetPasswordMail, verificationMail } from "./emails";
import { createToken, expireOpenTokens } from "./tokens";

/** The same answer whether or not the address has an account, so these calls reveal nothing. */
export const GENERIC_EMAIL_ANSWER = { status: 1, message: "IF AN ACCOUNT EXISTS FOR THIS EMAIL ADDRESS, WE HAVE SENT IT AN EMAIL." } as const;

/** `signedInEmail`: the address of the member signed in on this request (not while an agent acts for a client). */
type Ctx = { org: OrgConfig; ip: string; origin: string; signedInEmail?: string | null };

/**
 * Whether this request may send the account its e-mail (issue #16). Refused (429) per requester: per address, and per
 * address and account. The account-wide cap (`emailAccount`) only limits the mail the account gets: past it, the
 * signed-in owner's ask and any requester's first ask in its window are still sent, others are quietly not — so a
 * stranger asking from elsewhere never blocks the owner's own reset e-mail.
 */
async function mayMail(ctx: Ctx, email: string): Promise<boolean> {
  await limit("emailIp", ctx.ip);
  const account = `${ctx.org.id}|${email}`;
  if (ctx.signedInEmail?.toLowerCase() === email) {
    await limit("emailAccount", account).catch(() => undefined);
    return true;
  }
  const ipAccount = { ip: ctx.ip, account };
  const first = (await consumed("emailIpAccount", ipAccount)) === 0;
  await limit("emailIpAccount", ipAccount);
  try {
    await limit("emailAccount", account);
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "RATE_LIMITED") throw error;
    return first;
  }
}

type LinkMail = {
  purpose: "VERIFY_EMAIL" | "RESET_PASSWORD";
  path: "/verify-account" | "/change-password";
  mail: (orgName: string, firstName: string, link: string) => { subject: string; text: string; html: string };
  /** Whether this account should get the link at all. */
  wanted: (user: { emailVerifiedAt: Date | null; deletedAt: Date | null }) => boolean;
};

/**
 * Sends a fresh single-use link (older ones of the same purpose stop working); the answer never reveals the account.
 * Nor does its time (issue #16): known and unknown addresses do the same work before the answer — the throttles and
 * one lookup of the account — and the link is written and mailed once the answer has gone out (next's `after`).
 * Call it from a route handler (request scope).
 */
async function sendAccountLink(ctx: Ctx, rawEmail: string, kind: LinkMail) {
  const email = rawEmail.toLowerCase();
  const allowed = await mayMail(ctx, email);
  const user = await db.user.findUnique({
    where: { orgId_email: { orgId: ctx.org.id, email } },
    select: { id: true, firstName: true, emailVerifiedAt: true, deletedAt: true },
  });
  if (allowed && user && kind.wanted(user)) {
    // after(): once the answer has been sent, so that the work (and its CPU) never delays the answer itself.
    after(() => mailLink(ctx, email, user, kind));
  }
  return GENERIC_EMAIL_ANSWER;
}

async function mailLink(ctx: Ctx, email: string, user: { id: number; firstName: string }, kind: LinkMail): Promise<void> {
  try {
    const emailId = await db.$transaction(async (tx) => {
      await expireOpenTokens(tx, user.id, kind.purpose);
      const token = await createToken(tx, user.id, kind.purpose);
      return queueEmail(tx, { orgId: ctx.org.id, to: email, ...kind.mail(ctx.org.name, user.firstName, `${ctx.origin}${kind.path}?key=${token}`) });
    });
    await deliverQueued(emailId);
  } catch (error) {
    log("error", "account e-mail could not be queued", { purpose: kind.purpose, userId: user.id, ...errorFields(error) });
  }
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
