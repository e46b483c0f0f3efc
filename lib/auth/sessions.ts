import { db, pool } from "@/lib/db";
import { env } from "@/lib/env";
import { preparedQuery } from "@/lib/db-pool";
import type { Prisma } from "@/lib/generated/prisma/client";
import { planStateOf } from "./rules";
import { publishChange } from "@/lib/events/publish";
import { SESSION_TAG } from "./session-tags";
import { ttlMemo } from "@/lib/cache/ttl-memo";

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
  /** Pays member prices (SPEC §4: a plan ACTIVE or ACTIVE-REFRESH, not ended), read with the session. */
  memberPricing: boolean;
};

export type ActiveSession = {
  id: string;
  isSso: boolean;
  sessionOutUrl: string | null;
  impersonatorId: number | null;
  user: SessionUser;
};

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

/**
 * Every signed-in request asks for its session, so it is one statement (Prisma made it two, and the plan a third):
 * the session, its user and the statuses of the user's plans that have not ended, only while the session is neither
 * revoked nor expired and the user not deleted. Timestamps are compared in UTC, as Prisma writes them, at this
 * process's clock. The user's agent only while the agent link lasts (lib/agent/link.ts), so an agent's session as a
 * client who ended it stops counting at once. Prepared once per connection, except on the embedded database
 * (lib/booking/search.ts says why).
 */
const LIVE_SESSION = `
SELECT s.id, s."isSso", s."sessionOutUrl", s."impersonatorId", s."impersonatorSessionId",
       (EXTRACT(EPOCH FROM s."expiresAt") * 1000)::float8 AS "expiresAtMs",
       u.id AS "userId", u."orgId", u.email, u."firstName", u."lastName", u."userType", u.role, u."languageCode",
       u."currencyCode", CASE WHEN u."agentLink" = 'ENDED' THEN NULL ELSE u."agentId" END AS "agentId",
       ARRAY(SELECT p."planStatus" FROM "Subscription" p
             WHERE p."userId" = u.id AND (p."endsAt" IS NULL OR p."endsAt" > $2::timestamptz AT TIME ZONE 'UTC')) AS plans
FROM "Session" s JOIN "User" u ON u.id = s."userId"
WHERE s.id = $1 AND s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamptz AT TIME ZONE 'UTC' AND u."deletedAt" IS NULL`;

/** A row of LIVE_SESSION: the session's columns, the user's (its id as userId) and the plan statuses. */
type LiveSessionRow = Omit<SessionUser, "id" | "memberPricing"> & {
  id: string;
  isSso: boolean;
  sessionOutUrl: string | null;
  impersonatorId: number | null;
  impersonatorSessionId: string | null;
  expiresAtMs: number;
  userId: number;
  agentId: number | null;
  plans: string[];
};

async function findLiveSession(sessionId: string) {
  const values = [sessionId, new Date().toISOString()];
  const { rows } = await pool.query<LiveSessionRow>(preparedQuery("live_session_v3", LIVE_SESSION, values));
  const row = rows[0];
  if (!row) return null;
  const { id, isSso, sessionOutUrl, impersonatorId, impersonatorSessionId, expiresAtMs, userId, agentId, plans, ...fields } = row;
  const user = { ...fields, id: userId, memberPricing: planStateOf(plans).planActive, agentId };
  return { id, isSso, sessionOutUrl, impersonatorId, impersonatorSessionId, expiresAt: expiresAtMs, user };
}

/** How long a live session's record is believed without asking again, and served while it is asked again. */
const SESSION_MEMORY_MS = 15_000;

/**
 * Every signed-in page view and call asks for its session, so what was read is kept for a few seconds: a session is
 * kept only while this process hears every change (lib/events), and the change that ends or alters it — revoked,
 * signed out, password or plan changed, the user's name, type or organisation changed, by any process or script
 * (migrations *_session_change_notify) — expires it: this process's own changes before it serves another request,
 * another's as soon as its notice arrives after that commit (moments, not seconds). Never past the
 * session's own expiry; a session that is not live is not kept.
 */
const keptLiveSession = ttlMemo(findLiveSession, {
  ttlMs: SESSION_MEMORY_MS,
  staleMs: SESSION_MEMORY_MS,
  maxKeys: 20_000,
  keyOf: (sessionId: string) => sessionId,
  tags: (sessionId) => [SESSION_TAG.all, SESSION_TAG.session(sessionId)],
  tagsOfValue: (found) => (found ? [SESSION_TAG.user(found.user.id)] : []),
  freshUntil: (found) => found?.expiresAt ?? 0,
  whileChangesHeard: true,
});

/**
 * The session behind a session cookie, if it exists, is not revoked or expired, and belongs to a live user. An
 * impersonation session is never one: it only counts next to its agent's own session (applyImpersonation).
 */
export async function getActiveSession(sessionId: string): Promise<ActiveSession | null> {
  const row = await keptLiveSession(sessionId);
  if (!row || row.impersonatorId !== null || row.impersonatorSessionId !== null) return null;
  const { agentId: _agent, ...user } = row.user;
  return { id: row.id, isSso: row.isSso, sessionOutUrl: row.sessionOutUrl, impersonatorId: null, user };
}

/** A live impersonation session, with the agent's session it belongs to and the client's agent now (while linked). */
export async function getImpersonationSession(
  sessionId: string,
): Promise<(ActiveSession & { impersonatorId: number; impersonatorSessionId: string; clientAgentId: number | null }) | null> {
  const row = await keptLiveSession(sessionId);
  if (!row || row.impersonatorId === null || row.impersonatorSessionId === null) return null;
  const { agentId, ...user } = row.user;
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
  publishChange({ topic: "session", sessionId });
}
