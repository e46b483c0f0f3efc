import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { COOKIE } from "@/lib/cookies";
import { createSession, revokeSession, type ActiveSession } from "@/lib/auth/sessions";
import { mintImpersonationToken } from "@/lib/auth/session-token";
import { getActableClientOrThrow } from "./clients";

/** How long an agent may act for a client before signing in as them again. */
export const IMPERSONATION_MAX_AGE = 4 * 60 * 60;

type Ctx = { orgId: number; ip: string; userAgent: string; secure: boolean };

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${COOKIE.impersonate}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Starts acting for one of the agent's own clients whose owner has not ended the agent link: a server-side session for the client marked with the agent as
 * impersonator and tied to the agent's own session (it is revoked with it), named by the `impersonate` cookie
 * (SPEC §4). The cookie's token is of its own kind: it is never accepted as a session cookie. Audited in both
 * accounts' activity records.
 */
export async function startImpersonation(
  agent: ActiveSession,
  clientId: number,
  ctx: Ctx,
): Promise<{ setCookie: string; client: { id: number; firstName: string; lastName: string } }> {
  if (agent.impersonatorId) throw new AppError("CONFLICT", "You are already acting for a client.");
  const client = await getActableClientOrThrow(agent.user.id, clientId);
  if (client.orgId !== ctx.orgId) throw new AppError("NOT_FOUND", "Client not found.");
  const session = await createSession({
    userId: client.id,
    impersonatorId: agent.user.id,
    impersonatorSessionId: agent.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    maxAgeSeconds: IMPERSONATION_MAX_AGE,
  });
  await db.userActivity.createMany({
    data: [
      { userId: client.id, actorId: agent.user.id, action: "impersonation-start", ip: ctx.ip, userAgent: ctx.userAgent, meta: { sessionId: session.id } },
      { userId: agent.user.id, actorId: agent.user.id, action: "impersonation-start", ip: ctx.ip, userAgent: ctx.userAgent, meta: { clientId: client.id } },
    ],
  });
  const token = await mintImpersonationToken({ sub: String(client.id), sid: session.id, orgId: ctx.orgId, agentSid: agent.id }, IMPERSONATION_MAX_AGE);
  return { setCookie: cookie(token, IMPERSONATION_MAX_AGE, ctx.secure), client: { id: client.id, firstName: client.firstName, lastName: client.lastName } };
}

/** Ends it: the impersonation session is revoked, the cookie removed, the end audited. The agent stays signed in. */
export async function endImpersonation(acting: ActiveSession, ctx: Ctx): Promise<string> {
  if (!acting.impersonatorId) throw new AppError("CONFLICT", "You are not acting for a client.");
  await revokeSession(acting.id);
  await db.userActivity.createMany({
    data: [
      { userId: acting.user.id, actorId: acting.impersonatorId, action: "impersonation-end", ip: ctx.ip },
      { userId: acting.impersonatorId, actorId: acting.impersonatorId, action: "impersonation-end", ip: ctx.ip, meta: { clientId: acting.user.id } },
    ],
  });
  return cookie("", 0, ctx.secure);
}

/** The acting agent's name, for the banner. */
export async function impersonatorName(agentId: number): Promise<string> {
  const agent = await db.user.findUnique({ where: { id: agentId }, select: { firstName: true, lastName: true } });
  return agent ? `${agent.firstName} ${agent.lastName}` : "";
}
