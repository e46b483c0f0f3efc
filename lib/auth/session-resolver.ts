import { applyImpersonation } from "@/lib/agent/impersonation-session";
import { COOKIE } from "@/lib/cookies";
import { readSessionToken, sessionCookieName, type SessionClaims } from "./session-token";
import { getActiveSession, type ActiveSession } from "./sessions";

/**
 * The one way a request's session is resolved, for API calls (lib/http/api-context.ts), pages
 * (lib/http/current-user.ts) and the page cache's viewer class (lib/page-cache/viewer-class.ts). It takes plain
 * values — a reader of the request's cookies, the organisation's id — so each caller reads cookies its own way.
 */
export type CookieReader = (name: string) => string | undefined;

/** The session cookie's token: the `__Secure-` name first (HTTPS), then the plain one. */
export function sessionTokenOf(cookie: CookieReader): string | undefined {
  return cookie(sessionCookieName(true)) ?? cookie(sessionCookieName(false));
}

/**
 * The claims of a session token, only when it was minted for this organisation: a cookie minted on one partner's
 * domain is not a session on another's. Says nothing yet about the session being live.
 */
export async function sessionClaimsFor(token: string | undefined, orgId: number): Promise<SessionClaims | null> {
  const claims = await readSessionToken(token);
  return claims && claims.orgId === orgId ? claims : null;
}

/** The live session the claims name, checked against its server-side record: the same user, of the same organisation. */
export async function liveSessionOf(claims: SessionClaims): Promise<ActiveSession | null> {
  const session = await getActiveSession(claims.sid);
  return session && String(session.user.id) === claims.sub && session.user.orgId === claims.orgId ? session : null;
}

/** The session a request acts as: the signed-in one, or the client's while an agent impersonates them (SPEC §4). */
export function actingSession(own: ActiveSession | null, cookie: CookieReader, orgId: number): Promise<ActiveSession | null> {
  return applyImpersonation(own, cookie(COOKIE.impersonate), orgId);
}

export type ResolvedSession = {
  /** The session id the cookie names for this organisation, even when that session is no longer live. */
  sessionId: string | null;
  /** The signed-in session itself (an agent's own while impersonating). */
  own: ActiveSession | null;
  /** The session the request acts as (the client's while an agent impersonates). */
  session: ActiveSession | null;
};

/** A request's session from its cookies: the token's claims for this organisation, its live record, impersonation. */
export async function resolveSession(cookie: CookieReader, orgId: number): Promise<ResolvedSession> {
  const claims = await sessionClaimsFor(sessionTokenOf(cookie), orgId);
  const own = claims ? await liveSessionOf(claims) : null;
  return { sessionId: claims?.sid ?? null, own, session: await actingSession(own, cookie, orgId) };
}
