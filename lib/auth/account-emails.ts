import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { accountMailWords, resetPasswordMail, verificationMail, type MailWords } from "./emails";
import { createToken } from "./tokens";

/** The same answer whether or not the address has an account, so these calls reveal nothing. */
export const GENERIC_EMAIL_ANSWER = { status: 1, message: "IF AN ACCOUNT EXISTS FOR THIS EMAIL ADDRESS, WE HAVE SENT IT AN EMAIL." } as const;

/**
 * `signedInEmail`: the address of the member signed in on this request (not while an agent acts for a client).
 * `afterAnswer`: runs work once the answer has been sent (a route passes next/server's `after`).
 */
type Ctx = { org: OrgConfig; ip: string; origin: string; signedInEmail?: string | null; afterAnswer: (task: () => Promise<void>) => void };

/**
 * The requester's own budget (429 past it): per address, and — unless it is the signed-in owner asking — per address
 * and account. Counted the same whether or not the account exists, so the answer reveals nothing.
 */
async function countAsk(ctx: Ctx, email: string, owner: boolean): Promise<void> {
  await limit("emailIp", ctx.ip);
  if (!owner) await limit("emailIpAccount", { ip: ctx.ip, account: `${ctx.org.id}|${email}` });
}

/**
 * Whether the account may get one more e-mail: at most `emailAccount` an hour, whoever asks (lib/rate-limit/limits.ts
 * explains why that cannot lock the owner out). The signed-in owner's own ask counts but is always sent. A store that
 * cannot count sends nothing.
 */
async function underAccountCap(account: string, owner: boolean): Promise<boolean> {
  try {
    await limit("emailAccount", account);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return owner;
    return false;
  }
}

type LinkMail = {
  purpose: "VERIFY_EMAIL" | "RESET_PASSWORD";
  path: "/verify-account" | "/change-password";
  mail: (w: MailWords, orgName: string, firstName: string, link: string) => { subject: string; text: string; html: string };
  /** Whether this account should get the link at all. */
  wanted: (user: { emailVerifiedAt: Date | null; deletedAt: Date | null }) => boolean;
};

/**
 * Sends a fresh single-use link; the earlier ones of the same purpose stay valid until they expire or one of them is
 * used, so that whichever of the account's e-mails the owner opens works. The answer never reveals the account, nor
 * does its time: known and unknown addresses do the same work before the answer — the requester's
 * throttles and one lookup of the account — and the account's cap is counted, the link written and mailed, once the
 * answer has gone out (`ctx.afterAnswer`).
 */
async function sendAccountLink(ctx: Ctx, rawEmail: string, kind: LinkMail) {
  const email = rawEmail.toLowerCase();
  const owner = ctx.signedInEmail?.toLowerCase() === email;
  await countAsk(ctx, email, owner);
  const user = await db.user.findUnique({
    where: { orgId_email: { orgId: ctx.org.id, email } },
    select: { id: true, firstName: true, languageCode: true, emailVerifiedAt: true, deletedAt: true },
  });
  if (user && kind.wanted(user)) {
    // Once the answer has been sent, so that the work (and its CPU) never delays the answer itself.
    ctx.afterAnswer(() => mailLink(ctx, email, user, kind, owner));
  }
  return GENERIC_EMAIL_ANSWER;
}

async function mailLink(
  ctx: Ctx,
  email: string,
  user: { id: number; firstName: string; languageCode: string | null },
  kind: LinkMail,
  owner: boolean,
): Promise<void> {
  try {
    if (!(await underAccountCap(`${ctx.org.id}|${email}`, owner))) return;
    const words = await accountMailWords(ctx.org, user.languageCode);
    const emailId = await db.$transaction(async (tx) => {
      const token = await createToken(tx, user.id, kind.purpose);
      return queueEmail(tx, { orgId: ctx.org.id, to: email, ...kind.mail(words, ctx.org.name, user.firstName, `${ctx.origin}${kind.path}?key=${token}`) });
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
