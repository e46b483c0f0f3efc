import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mintLegacyToken } from "./legacy-token";
import { openLoginSession } from "./login-session";
import { mintSessionToken, type SessionClaims } from "./session-token";
import { buildSignInResult, userDataCookie, type SignInResult } from "./sign-in-result";

/** What every way of signing in needs of the account to answer with the SPEC §3 sign-in result. */
export const SIGN_IN_USER_SELECT = {
  id: true,
  orgId: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  userType: true,
  nationalityId: true,
  languageCode: true,
  currencyCode: true,
  isPromotion: true,
  phoneCountryCode: true,
  emailVerifiedAt: true,
  deletedAt: true,
  subscriptions: {
    select: { planStatus: true, accessCode: true, phoneCountryCode: true, displayPrice: true, creditLimitMinor: true },
    orderBy: { startsAt: "desc" as const },
  },
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

type SignInUser = Prisma.UserGetPayload<{ select: typeof SIGN_IN_USER_SELECT }>;

/**
 * After any successful sign-in (password or social): the server-side session, next-auth's session token naming it,
 * the legacy token, and the stored action "login" (SPEC §4) in the user's activity records.
 */
export async function startSession(userId: number, ctx: Ctx): Promise<SignInSuccess> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: SIGN_IN_USER_SELECT });
  return startSessionFor(user, ctx);
}

/** startSession for an account already read with SIGN_IN_USER_SELECT (the password sign-in reads it with the hash). */
export async function startSessionFor(user: SignInUser, ctx: Ctx): Promise<SignInSuccess> {
  const meta = { ...(ctx.claimedIp ? { claimedIp: ctx.claimedIp } : {}), ...(ctx.method ? { method: ctx.method } : {}) };
  const session = await openLoginSession({ userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent, meta: Object.keys(meta).length ? meta : null });
  const claims: SessionClaims = { sub: String(user.id), sid: session.id, orgId: ctx.orgId };
  const sessionJwt = await mintSessionToken(claims);
  const result = buildSignInResult(user, mintLegacyToken(session.id), { language: ctx.locale, currency: ctx.currency });
  return { ok: true, result, claims, sessionJwt, userData: userDataCookie(result) };
}
