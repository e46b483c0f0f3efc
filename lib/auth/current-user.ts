import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getRequestContext } from "@/lib/request-context";
import { readSessionToken, sessionCookieName } from "./session-token";
import { getActiveSession, type ActiveSession, type SessionUser } from "./sessions";

/**
 * The signed-in session of this request, verified against its server-side record, and only for the organisation of
 * this host: a cookie minted on one partner's domain is not a session on another's.
 */
export const getCurrentSession = cache(async (): Promise<ActiveSession | null> => {
  const jar = await cookies();
  const token = jar.get(sessionCookieName(true))?.value ?? jar.get(sessionCookieName(false))?.value;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const { org } = await getRequestContext();
  if (claims.orgId !== org.id) return null;
  const session = await getActiveSession(claims.sid);
  if (!session || String(session.user.id) !== claims.sub || session.user.orgId !== org.id) return null;
  return session;
});

export async function getSessionUser(): Promise<SessionUser | null> {
  return (await getCurrentSession())?.user ?? null;
}
