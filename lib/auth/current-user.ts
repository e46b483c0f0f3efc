import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getRequestContext } from "@/lib/request-context";
import { readSessionToken, sessionCookieName, type SessionClaims } from "./session-token";
import { getActiveSession, type ActiveSession, type SessionUser } from "./sessions";
import { changesSoFar } from "@/lib/events/bus";
import { COOKIE } from "@/lib/cookies";
import { applyImpersonation } from "@/lib/agent/impersonation-session";

/**
 * The claims of this request's session cookie, only when it was minted for the organisation of this host: a cookie
 * minted on one partner's domain is not a session on another's. Says nothing yet about the session being live.
 */
export const getSessionCookieClaims = cache(async (): Promise<SessionClaims | null> => {
  const jar = await cookies();
  const token = jar.get(sessionCookieName(true))?.value ?? jar.get(sessionCookieName(false))?.value;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const { org } = await getRequestContext();
  return claims.orgId === org.id ? claims : null;
});

/**
 * The signed-in session of this request, verified against its server-side record and the host's organisation, with
 * the count of session changes noted just before the record was read: a session change after it means the record
 * read may be out of date (lib/page-cache/session-memo.ts remembers the session only if none came).
 */
export const readOwnSession = cache(async (): Promise<{ session: ActiveSession | null; sessionChangesBefore: number }> => {
  const before = changesSoFar("session");
  const claims = await getSessionCookieClaims();
  if (!claims) return { session: null, sessionChangesBefore: before };
  const session = await getActiveSession(claims.sid);
  if (!session || String(session.user.id) !== claims.sub || session.user.orgId !== claims.orgId) return { session: null, sessionChangesBefore: before };
  return { session, sessionChangesBefore: before };
});

/** The signed-in session of this request, verified against its server-side record and the host's organisation. */
export const getOwnSession = cache(async (): Promise<ActiveSession | null> => (await readOwnSession()).session);

/** The session this request acts as: an agent's own, or the client's while the agent impersonates them. */
export const getCurrentSession = cache(async (): Promise<ActiveSession | null> => {
  const own = await getOwnSession();
  if (!own) return null;
  return applyImpersonation(own, (await cookies()).get(COOKIE.impersonate)?.value, own.user.orgId);
});

export async function getSessionUser(): Promise<SessionUser | null> {
  return (await getCurrentSession())?.user ?? null;
}
