import { db } from "@/lib/db";
import type { OrgConfig } from "@/lib/org/org-config";
import { log, errorFields } from "@/lib/log";
import { AUTH_TEXT } from "./messages";
import { passwordAttempt } from "./password-attempt";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { SIGN_IN_USER_SELECT, startSessionFor, type SignInSuccess } from "./start-session";

export type { SignInSuccess } from "./start-session";
export type SignInFailure = { ok: false; httpStatus: number; code: "INVALID_CREDENTIALS" | "EMAIL_NOT_VERIFIED" | "SOCIAL_NOT_AVAILABLE"; message: string };

type Input = {
  org: OrgConfig;
  email: string;
  password: string;
  ip: string;
  userAgent: string;
  locale: string;
  currency: string;
  claimedIp?: string | null;
};

/**
 * E-mail and password sign-in (SPEC §4, §7). Throttled per IP and per IP+account — never per account alone, so a
 * flood from one address cannot lock the owner out from another — and admitted among the process's password checks
 * before any database work (./password-attempt.ts). On success: see startSession.
 *
 * The time of a sign-in should be the password hash and little else: one round to the throttle store, one
 * read of the account, the hash, and the writes after it go out together.
 */
export async function signInWithPassword(input: Input): Promise<SignInSuccess | SignInFailure> {
  const email = input.email.trim().toLowerCase();
  const { ok, user, storedHash } = await passwordAttempt({ ip: input.ip, account: `${input.org.id}|${email}` }, async () => {
    const found = await db.user.findUnique({
      where: { orgId_email: { orgId: input.org.id, email } },
      select: { ...SIGN_IN_USER_SELECT, password: { select: { hash: true } } },
    });
    const hash = found?.password?.hash;
    const passwordOk = await verifyPassword(hash, input.password);
    return { ok: Boolean(found && passwordOk && !found.deletedAt), user: found, storedHash: hash };
  });
  if (!ok || !user) return { ok: false, httpStatus: 401, code: "INVALID_CREDENTIALS", message: AUTH_TEXT.invalidCredentials };
  if (!user.emailVerifiedAt) {
    return {
      ok: false,
      httpStatus: 403,
      code: "EMAIL_NOT_VERIFIED",
      message: "PLEASE CONFIRM YOUR EMAIL ADDRESS TO SIGN IN. CHECK YOUR INBOX OR RESEND THE EMAIL.",
    };
  }
  if (storedHash && needsRehash(storedHash)) void rehash(user.id, storedHash, input.password);
  return startSessionFor(user, {
    orgId: input.org.id,
    ip: input.ip,
    userAgent: input.userAgent,
    locale: input.locale,
    currency: input.currency,
    claimedIp: input.claimedIp,
  });
}

/**
 * Re-makes a hash of an older cost with the configured one, after the response: the member does not wait for a
 * second hash, and a failure only means it is tried again at the next sign-in.
 */
async function rehash(userId: number, oldHash: string, password: string): Promise<void> {
  try {
    const hash = await hashPassword(password);
    // Only if the hash is still the one verified: a password changed meanwhile is not overwritten.
    await db.passwordCredential.updateMany({ where: { userId, hash: oldHash }, data: { hash } });
  } catch (error) {
    log("warn", "password re-hash failed", { userId, ...errorFields(error) });
  }
}
