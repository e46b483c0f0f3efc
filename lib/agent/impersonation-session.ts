import { getActiveSession, type ActiveSession } from "@/lib/auth/sessions";
import { readSessionToken } from "@/lib/auth/session-token";
import { USER_TYPE } from "@/lib/auth/rules";

/**
 * SPEC §4's `impersonate` cookie: an agent acting on behalf of a client. The cookie holds a signed token naming a
 * server-side Session row whose user is the client and whose impersonatorId is the agent. It only counts while the
 * agent's own session is live, the agent is still an agent, the client is still the agent's client in the same
 * organisation — so logging out (or the agent losing the role) ends it at once, and a cookie copied to another
 * browser without the agent's session is worthless.
 */
export async function applyImpersonation(real: ActiveSession | null, impersonateCookie: string | undefined, orgId: number): Promise<ActiveSession | null> {
  if (!real || !impersonateCookie || real.user.userType !== USER_TYPE.agent) return real;
  const claims = await readSessionToken(impersonateCookie);
  if (!claims || claims.orgId !== orgId) return real;
  const acting = await getActiveSession(claims.sid);
  if (!acting || acting.impersonatorId !== real.user.id || acting.user.orgId !== orgId || String(acting.user.id) !== claims.sub) return real;
  return acting;
}
