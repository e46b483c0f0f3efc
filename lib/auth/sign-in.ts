import { db } from "@/lib/db";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit, peek, reset } from "@/lib/rate-limit";
import { AUTH_TEXT } from "./messages";
import { mintLegacyToken } from "./legacy-token";
import { verifyPassword } from "./passwords";
import { createSession } from "./sessions";
import { mintSessionToken } from "./session-token";
import { buildSignInResult, userDataCookie, type SignInResult } from "./sign-in-result";

export type SignInFailure = { ok: false; httpStatus: number; code: "INVALID_CREDENTIALS" | "EMAIL_NOT_VERIFIED" | "SOCIAL_NOT_AVAILABLE"; message: string };
export type SignInSuccess = { ok: true; result: SignInResult; sessionJwt: string; userData: Record<string, unknown> };

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

const USER_SELECT = {
  id: true, orgId: true, email: true, firstName: true, lastName: true, role: true, userType: true, nationalityId: true,
  languageCode: true, currencyCode: true, isPromotion: true, phoneCountryCode: true, emailVerifiedAt: true, deletedAt: true,
  password: { select: { hash: true } },
  subscriptions: { select: { planStatus: true, accessCode: true, phoneCountryCode: true, displayPrice: true, creditLimitMinor: true }, orderBy: { startsAt: "desc" as const } },
} as const;

/**
 * E-mail and password sign-in (SPEC §4, §7). Throttled per IP and per IP+account — never per account alone, so a
 * flood from one address cannot lock the owner out from another. On success: a server-side session, next-auth's
 * session token, the legacy token, and the stored action "login" in the user's activity records.
 */
export async function signInWithPassword(input: Input): Promise<SignInSuccess | SignInFailure> {
  const email = input.email.trim().toLowerCase();
  const ipAccountKey = { ip: input.ip, account: `${input.org.id}|${email}` };
  await limit("signInIp", input.ip);
  await peek("signInIpAccount", ipAccountKey);

  const user = await db.user.findUnique({ where: { orgId_email: { orgId: input.org.id, email } }, select: USER_SELECT });
  const passwordOk = await verifyPassword(user?.password?.hash, input.password);
  if (!user || !passwordOk || user.deletedAt) {
    await limit("signInIpAccount", ipAccountKey);
    return { ok: false, httpStatus: 401, code: "INVALID_CREDENTIALS", message: AUTH_TEXT.invalidCredentials };
  }
  if (!user.emailVerifiedAt) {
    return { ok: false, httpStatus: 403, code: "EMAIL_NOT_VERIFIED", message: "PLEASE CONFIRM YOUR EMAIL ADDRESS TO SIGN IN. CHECK YOUR INBOX OR RESEND THE EMAIL." };
  }
  await reset("signInIpAccount", ipAccountKey);

  const session = await createSession({ userId: user.id, ip: input.ip, userAgent: input.userAgent });
  await db.userActivity.create({
    data: { userId: user.id, action: "login", ip: input.ip, userAgent: input.userAgent, meta: input.claimedIp ? { claimedIp: input.claimedIp } : undefined },
  });
  const sessionJwt = await mintSessionToken({ sub: String(user.id), sid: session.id, orgId: input.org.id });
  const result = buildSignInResult(user, mintLegacyToken(session.id), { language: input.locale, currency: input.currency });
  return { ok: true, result, sessionJwt, userData: userDataCookie(result) };
}
