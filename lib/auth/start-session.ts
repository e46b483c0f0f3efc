import { db } from "@/lib/db";
import { mintLegacyToken } from "./legacy-token";
import { createSession } from "./sessions";
import { mintSessionToken, type SessionClaims } from "./session-token";
import { buildSignInResult, userDataCookie, type SignInResult } from "./sign-in-result";

/** What every way of signing in needs of the account to answer with the SPEC §3 sign-in result. */
export const SIGN_IN_USER_SELECT = {
  id: true, orgId: true, email: true, firstName: true, lastName: true, role: true, userType: true, nationalityId: true,
  languageCode: true, currencyCode: true, isPromotion: true, phoneCountryCode: true, emailVerifiedAt: true, deletedAt: true,
  subscriptions: { select: { planStatus: true, accessCode: true, phoneCountryCode: true, displayPrice: true, creditLimitMinor: true }, orderBy: { startsAt: "desc" as const } },
} as const;

export type SignInSuccess = {
  ok: true;
  result: SignInResult;
  /** The claims of next-auth's session cookie (the social flow hands them to next-auth's jwt callback). */
  claims: SessionClaims;
  sessionJwt: string;
  userData: Record<string, unknown>;
};

type Ctx = { orgId: number; ip: string; userAgent: string; locale: string; currency: string; claimedIp?: string | null; method?: string };

/**
 * After any successful sign-in (password or social): the server-side session, next-auth's session token naming it,
 * the legacy token, and the stored action "login" (SPEC §4) in the user's activity records.
 */
export async function startSession(userId: number, ctx: Ctx): Promise<SignInSuccess> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: SIGN_IN_USER_SELECT });
  const session = await createSession({ userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
  const meta = { ...(ctx.claimedIp ? { claimedIp: ctx.claimedIp } : {}), ...(ctx.method ? { method: ctx.method } : {}) };
  await db.userActivity.create({
    data: { userId: user.id, action: "login", ip: ctx.ip, userAgent: ctx.userAgent, meta: Object.keys(meta).length ? meta : undefined },
  });
  const claims: SessionClaims = { sub: String(user.id), sid: session.id, orgId: ctx.orgId };
  const sessionJwt = await mintSessionToken(claims);
  const result = buildSignInResult(user, mintLegacyToken(session.id), { language: ctx.locale, currency: ctx.currency });
  return { ok: true, result, claims, sessionJwt, userData: userDataCookie(result) };
}
