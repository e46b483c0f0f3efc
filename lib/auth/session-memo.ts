import type { ViewerClass } from "@/lib/page-cache/viewer";

/**
 * What this process last learned about a live session, for a few seconds: its organisation, user and viewer class.
 * The proxy reads it to answer a signed-in visitor from the page cache without a database round trip; it is written
 * only by a rendering that verified the session against its record (lib/auth/viewer.ts). Revoking a session here
 * forgets it at once; another process forgets it within MEMO_TTL_MS, and what it could show meanwhile is a page for
 * the class (prices), never the member's own data.
 */
export type SessionMemo = { orgId: number; userId: number; viewer: ViewerClass; isSso: boolean; expiresAt: number };

export const MEMO_TTL_MS = 15_000;
const MAX_SESSIONS = 10_000;

const store = globalThis as unknown as { __sessionMemo?: Map<string, SessionMemo> };
const sessions = (store.__sessionMemo ??= new Map());

export function rememberSession(sid: string, memo: Omit<SessionMemo, "expiresAt">, now = Date.now()): void {
  sessions.delete(sid);
  sessions.set(sid, { ...memo, expiresAt: now + MEMO_TTL_MS });
  if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
}

export function recallSession(sid: string, now = Date.now()): SessionMemo | null {
  const memo = sessions.get(sid);
  if (!memo) return null;
  if (memo.expiresAt <= now) {
    sessions.delete(sid);
    return null;
  }
  return memo;
}

export function forgetSession(sid: string): void {
  sessions.delete(sid);
}

/** Every session of a user: their password changed, an identity was linked, their plan changed. */
export function forgetUserSessions(userId: number): void {
  for (const [sid, memo] of sessions) if (memo.userId === userId) sessions.delete(sid);
}
