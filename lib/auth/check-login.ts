import { db, pool } from "@/lib/db";
import { preparedQuery } from "@/lib/db-pool";
import { planStateOf } from "./rules";
import { getActiveSession, type ActiveSession } from "./sessions";

export type CheckLoginResult = {
  status: "success" | "failed";
  result: null | { userId: number; email: string; username: string; last_name: string; role: string; usr_type: number; planStatus: string };
  message: { ssocheck: { is_sso: boolean; session_out_url: string | null } };
};

/** How fresh a session's lastSeenAt is kept: written at most once a minute, not on every check. */
export const LAST_SEEN_RESOLUTION_S = 60;

/**
 * A session that is not live (or not found live) is read as it is, in one prepared statement: whether live or not (a
 * dead SSO session still names its session-out URL), its user and the statuses of the user's plans that have not
 * ended. Time is compared in SQL, in UTC as Prisma writes it, at this process's clock.
 */
const SESSION_CHECK = `
SELECT s."isSso", s."sessionOutUrl", s."impersonatorId",
       (s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamptz AT TIME ZONE 'UTC') AS live,
       (s."lastSeenAt" IS NULL OR s."lastSeenAt" <= ($2::timestamptz - make_interval(secs => $3)) AT TIME ZONE 'UTC') AS "seenLongAgo",
       u.id AS "userId", u."orgId", u.email, u."firstName", u."lastName", u.role, u."userType", u."deletedAt" IS NOT NULL AS deleted,
       ARRAY(SELECT p."planStatus" FROM "Subscription" p
             WHERE p."userId" = u.id AND (p."endsAt" IS NULL OR p."endsAt" > $2::timestamptz AT TIME ZONE 'UTC')) AS plans
FROM "Session" s JOIN "User" u ON u.id = s."userId"
WHERE s.id = $1`;

type SessionCheckRow = {
  isSso: boolean;
  sessionOutUrl: string | null;
  impersonatorId: number | null;
  live: boolean;
  seenLongAgo: boolean;
  userId: number;
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  userType: number;
  deleted: boolean;
  plans: string[];
};

async function readSessionCheck(sessionId: string): Promise<SessionCheckRow | null> {
  const values = [sessionId, new Date().toISOString(), LAST_SEEN_RESOLUTION_S];
  const { rows } = await pool.query<SessionCheckRow>(preparedQuery("session_check_v2", SESSION_CHECK, values));
  return rows[0] ?? null;
}

/**
 * SPEC §7 checkLogin: is this session still good? Pages and the header ask on every view, so a live session is
 * answered from the session look-up every signed-in request makes (kept in memory while changes are heard,
 * lib/auth/sessions.ts). Otherwise the record says why: an SSO session that fails the check still reports is_sso and
 * its session-out URL, so the client can send the member back to the partner (SPEC §6). planStatus counts the plans
 * that have not ended, as member prices do.
 */
export async function checkLogin(sessionId: string | null, orgId: number): Promise<CheckLoginResult> {
  const live = sessionId ? await getActiveSession(sessionId) : null;
  if (live && live.user.orgId === orgId) {
    await noteSeen(live.id);
    return liveAnswer(live);
  }
  const row = sessionId ? await readSessionCheck(sessionId) : null;
  const ssocheck = { is_sso: row?.isSso ?? false, session_out_url: row?.isSso ? row.sessionOutUrl : null };
  // An impersonation session is not a sign-in of its own (it only counts next to the agent's session).
  const active = row && row.impersonatorId === null && row.live && !row.deleted && row.orgId === orgId;
  if (!active) return { status: "failed", result: null, message: { ssocheck } };
  if (row.seenLongAgo) await db.session.update({ where: { id: sessionId! }, data: { lastSeenAt: new Date() } });
  return {
    status: "success",
    result: {
      userId: row.userId,
      email: row.email,
      username: row.firstName,
      last_name: row.lastName,
      role: row.role,
      usr_type: row.userType,
      planStatus: planStateOf(row.plans).planStatus,
    },
    message: { ssocheck },
  };
}

function liveAnswer(session: ActiveSession): CheckLoginResult {
  const { user } = session;
  return {
    status: "success",
    result: {
      userId: user.id,
      email: user.email,
      username: user.firstName,
      last_name: user.lastName,
      role: user.role,
      usr_type: user.userType,
      planStatus: user.memberPricing ? "ACTIVE" : "NOPLAN",
    },
    message: { ssocheck: { is_sso: session.isSso, session_out_url: session.isSso ? session.sessionOutUrl : null } },
  };
}

/** When this process last wrote each session's lastSeenAt: at most once per LAST_SEEN_RESOLUTION_S per process. */
const seenWritten = new Map<string, number>();
const MAX_SEEN = 20_000;

async function noteSeen(sessionId: string, now = Date.now()): Promise<void> {
  const last = seenWritten.get(sessionId);
  if (last !== undefined && now - last < LAST_SEEN_RESOLUTION_S * 1000) return;
  seenWritten.delete(sessionId);
  seenWritten.set(sessionId, now);
  if (seenWritten.size > MAX_SEEN) seenWritten.delete(seenWritten.keys().next().value!);
  const cutoff = new Date(now - LAST_SEEN_RESOLUTION_S * 1000);
  await db.session.updateMany({ where: { id: sessionId, lastSeenAt: { lte: cutoff } }, data: { lastSeenAt: new Date(now) } });
}
