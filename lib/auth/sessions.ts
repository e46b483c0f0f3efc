import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forgetSession } from "./session-memo";

export type SessionUser = {
  id: number;
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  role: string;
  languageCode: string | null;
  currencyCode: string | null;
};

export type ActiveSession = {
  id: string;
  isSso: boolean;
  sessionOutUrl: string | null;
  impersonatorId: number | null;
  user: SessionUser;
};

const USER_FIELDS = {
  id: true,
  orgId: true,
  email: true,
  firstName: true,
  lastName: true,
  userType: true,
  role: true,
  languageCode: true,
  currencyCode: true,
  deletedAt: true,
} as const;

export async function createSession(
  input: {
    userId: number;
    ip?: string;
    userAgent?: string;
    isSso?: boolean;
    sessionOutUrl?: string | null;
    impersonatorId?: number | null;
    /** While impersonating: the agent's own session (the new one is only good while that one is live). */
    impersonatorSessionId?: string | null;
    /** Lifetime in seconds; SESSION_MAX_AGE unless the sign-in kind has its own (SSO). */
    maxAgeSeconds?: number;
  },
  tx?: Prisma.TransactionClient,
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + (input.maxAgeSeconds ?? env().SESSION_MAX_AGE) * 1000);
  const row = await (tx ?? db).session.create({
    data: {
      userId: input.userId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500),
      isSso: input.isSso ?? false,
      sessionOutUrl: input.sessionOutUrl ?? null,
      impersonatorId: input.impersonatorId ?? null,
      impersonatorSessionId: input.impersonatorSessionId ?? null,
      expiresAt,
    },
    select: { id: true, expiresAt: true },
  });
  return row;
}

async function findLiveSession(sessionId: string) {
  const row = await db.session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      isSso: true,
      sessionOutUrl: true,
      impersonatorId: true,
      impersonatorSessionId: true,
      revokedAt: true,
      expiresAt: true,
      user: { select: { ...USER_FIELDS, agentId: true } },
    },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || row.user.deletedAt) return null;
  return row;
}

/**
 * The session behind a session cookie, if it exists, is not revoked or expired, and belongs to a live user. An
 * impersonation session is never one: it only counts next to its agent's own session (applyImpersonation).
 */
export async function getActiveSession(sessionId: string): Promise<ActiveSession | null> {
  const row = await findLiveSession(sessionId);
  if (!row || row.impersonatorId !== null || row.impersonatorSessionId !== null) return null;
  const { deletedAt: _deleted, agentId: _agent, ...user } = row.user;
  return { id: row.id, isSso: row.isSso, sessionOutUrl: row.sessionOutUrl, impersonatorId: null, user };
}

/** A live impersonation session, with the agent's session it belongs to and the client's agent now. */
export async function getImpersonationSession(
  sessionId: string,
): Promise<(ActiveSession & { impersonatorId: number; impersonatorSessionId: string; clientAgentId: number | null }) | null> {
  const row = await findLiveSession(sessionId);
  if (!row || row.impersonatorId === null || row.impersonatorSessionId === null) return null;
  const { deletedAt: _deleted, agentId, ...user } = row.user;
  return {
    id: row.id,
    isSso: row.isSso,
    sessionOutUrl: row.sessionOutUrl,
    impersonatorId: row.impersonatorId,
    impersonatorSessionId: row.impersonatorSessionId,
    clientAgentId: agentId,
    user,
  };
}

/** Revokes a session and the impersonation sessions that belong to it. */
export async function revokeSession(sessionId: string): Promise<void> {
  const now = new Date();
  await db.session.updateMany({ where: { OR: [{ id: sessionId }, { impersonatorSessionId: sessionId }], revokedAt: null }, data: { revokedAt: now } });
  forgetSession(sessionId);
}
