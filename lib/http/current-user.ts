import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getRequestContext } from "./page-context";
import { actingSession, liveSessionOf, sessionClaimsFor, sessionTokenOf, type CookieReader } from "@/lib/auth/session-resolver";
import type { SessionClaims } from "@/lib/auth/session-token";
import type { ActiveSession, SessionUser } from "@/lib/auth/sessions";
import { changesSoFar } from "@/lib/events/bus";

/** This page request's cookies, as the session resolver reads them. */
async function pageCookies(): Promise<CookieReader> {
  const jar = await cookies();
  return (name) => jar.get(name)?.value;
}

/**
 * The claims of this request's session cookie, only when it was minted for the organisation of this host
 * (lib/auth/session-resolver.ts). Says nothing yet about the session being live.
 */
export const getSessionCookieClaims = cache(async (): Promise<SessionClaims | null> => {
  const token = sessionTokenOf(await pageCookies());
  if (!token) return null;
  const { org } = await getRequestContext();
  return sessionClaimsFor(token, org.id);
});

/**
 * The signed-in session of this request, verified against its server-side record and the host's organisation, with
 * the count of session changes noted just before the record was read: a session change after it means the record
 * read may be out of date (lib/page-cache/session-memo.ts remembers the session only if none came).
 */
export const readOwnSession = cache(async (): Promise<{ session: ActiveSession | null; sessionChangesBefore: number }> => {
  const before = changesSoFar("session");
  const claims = await getSessionCookieClaims();
  return { session: claims ? await liveSessionOf(claims) : null, sessionChangesBefore: before };
});

/** The signed-in session of this request, verified against its server-side record and the host's organisation. */
export const getOwnSession = cache(async (): Promise<ActiveSession | null> => (await readOwnSession()).session);

/** The session this request acts as: an agent's own, or the client's while the agent impersonates them. */
export const getCurrentSession = cache(async (): Promise<ActiveSession | null> => {
  const own = await getOwnSession();
  if (!own) return null;
  return actingSession(own, await pageCookies(), own.user.orgId);
});

export async function getSessionUser(): Promise<SessionUser | null> {
  return (await getCurrentSession())?.user ?? null;
}
