import { changesHeard, changesSoFar } from "@/lib/events/bus";
import type { ViewerClass } from "./viewer";

/**
 * What this process last learned about a live session, for a few seconds: its organisation, user and viewer class.
 * The proxy reads it to answer a signed-in visitor from the page cache without a database round trip; it is written
 * only by a rendering that verified the session against its record (lib/page-cache/page-viewer.ts).
 *
 * Only while changes are heard (lib/events/bus.ts): the database announces every revocation, deleted account,
 * password change and plan change, by any process or script, and the caches' seam (lib/cache/seam.ts) drops the
 * user's memos before this process serves its next request. While the feed is down — or on the embedded database,
 * where nothing is heard — nothing is kept: every signed-in request is checked against the database, as a memo could
 * otherwise outlive its session by up to MEMO_TTL_MS on this process.
 *
 * A rendering notes the count of session changes before it reads the session (changesSoFar("session")) and
 * remembers only if no session change came since: a revocation announced while the read was under way must not be
 * undone by it.
 */
export type SessionMemo = { orgId: number; userId: number; viewer: ViewerClass; isSso: boolean; expiresAt: number };

export const MEMO_TTL_MS = 15_000;
const MAX_SESSIONS = 10_000;

// Next bundles this module more than once (proxy, pages, route handlers), so the memo lives on globalThis: what one
// copy forgets, every copy forgets.
const store = globalThis as unknown as { __sessionMemo?: Map<string, SessionMemo> };
const sessions = (store.__sessionMemo ??= new Map());

export function rememberSession(sid: string, memo: Omit<SessionMemo, "expiresAt">, since: number, now = Date.now()): void {
  if (!changesHeard() || since !== changesSoFar("session")) return;
  sessions.delete(sid);
  sessions.set(sid, { ...memo, expiresAt: now + MEMO_TTL_MS });
  if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
}

export function recallSession(sid: string, now = Date.now()): SessionMemo | null {
  const memo = sessions.get(sid);
  if (!memo) return null;
  if (memo.expiresAt <= now || !changesHeard()) {
    sessions.delete(sid);
    return null;
  }
  return memo;
}

export function forgetSession(sid: string): void {
  sessions.delete(sid);
}

/** Every session of a user: signed out everywhere, deleted, password changed, an identity linked, plan changed. */
export function forgetUserSessions(userId: number): void {
  for (const [sid, memo] of sessions) if (memo.userId === userId) sessions.delete(sid);
}

export function forgetAllSessions(): void {
  sessions.clear();
}

/** For operators (lib/cache/stats.ts): whether changes are heard, and how many sessions are remembered. */
export function sessionMemoState(): { listening: boolean; remembered: number } {
  return { listening: changesHeard(), remembered: sessions.size };
}
