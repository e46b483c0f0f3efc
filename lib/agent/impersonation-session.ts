import { getImpersonationSession, type ActiveSession } from "@/lib/auth/sessions";
import { readImpersonationToken } from "@/lib/auth/session-token";
import { USER_TYPE } from "@/lib/auth/rules";

/**
 * SPEC §4's `impersonate` cookie: an agent acting on behalf of a client. The cookie holds a signed impersonation
 * token (never accepted as a session cookie) naming a server-side Session row whose user is the client, whose
 * impersonatorId is the agent and whose impersonatorSessionId is the agent's own session. It only counts next to
 * that very session, live, of an agent, for a client still linked to the agent in the same organisation — so logging
 * out (or any revocation of the agent's session), the agent losing the role or the client being unlinked ends it at
 * once, and a cookie copied to another browser without the agent's session is worthless.
 */
export async function applyImpersonation(real: ActiveSession | null, impersonateCookie: string | undefined, orgId: number): Promise<ActiveSession | null> {
  if (!real || !impersonateCookie || real.impersonatorId || real.user.userType !== USER_TYPE.agent) return real;
  const claims = await readImpersonationToken(impersonateCookie);
  if (!claims || claims.orgId !== orgId || claims.agentSid !== real.id) return real;
  const acting = await getImpersonationSession(claims.sid);
  if (!acting || acting.impersonatorId !== real.user.id || acting.impersonatorSessionId !== real.id) return real;
  if (acting.user.orgId !== orgId || String(acting.user.id) !== claims.sub || acting.clientAgentId !== real.user.id) return real;
  const { impersonatorSessionId: _parent, clientAgentId: _agent, ...session } = acting;
  return session;
}
