import { db } from "@/lib/db";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit, peek, reset } from "@/lib/rate-limit";
import { AUTH_TEXT } from "./messages";
import { verifyPassword } from "./passwords";
import { startSession, type SignInSuccess } from "./start-session";

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
 * flood from one address cannot lock the owner out from another. On success: see startSession.
 */
export async function signInWithPassword(input: Input): Promise<SignInSuccess | SignInFailure> {
  const email = input.email.trim().toLowerCase();
  const ipAccountKey = { ip: input.ip, account: `${input.org.id}|${email}` };
  await limit("signInIp", input.ip);
  await peek("signInIpAccount", ipAccountKey);

  const user = await db.user.findUnique({
    where: { orgId_email: { orgId: input.org.id, email } },
    select: { id: true, emailVerifiedAt: true, deletedAt: true, password: { select: { hash: true } } },
  });
  const passwordOk = await verifyPassword(user?.password?.hash, input.password);
  if (!user || !passwordOk || user.deletedAt) {
    await limit("signInIpAccount", ipAccountKey);
    return { ok: false, httpStatus: 401, code: "INVALID_CREDENTIALS", message: AUTH_TEXT.invalidCredentials };
  }
  if (!user.emailVerifiedAt) {
    return { ok: false, httpStatus: 403, code: "EMAIL_NOT_VERIFIED", message: "PLEASE CONFIRM YOUR EMAIL ADDRESS TO SIGN IN. CHECK YOUR INBOX OR RESEND THE EMAIL." };
  }
  await reset("signInIpAccount", ipAccountKey);
  return startSession(user.id, { orgId: input.org.id, ip: input.ip, userAgent: input.userAgent, locale: input.locale, currency: input.currency, claimedIp: input.claimedIp });
}
