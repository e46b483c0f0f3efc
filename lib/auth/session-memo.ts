import type { ViewerClass } from "@/lib/page-cache/viewer";

/**
 * What this process last learned about a live session, for a few seconds: its organisation, user and viewer class.
 * The proxy reads it to answer a signed-in visitor from the page cache without a database round trip; it is written
 * only by a rendering that verified the session against its record (lib/auth/viewer.ts).
 *
 * Only while session changes are heard (lib/org/change-feed.ts, channel session_changed): the database announces every
 * revocation, deleted account, password change and plan change, by any process or script, and the notice drops the
 * user's memos here before this process serves its next request. While the feed is down — or on the embedded
 * database, where nothing is heard — nothing is kept: every signed-in request is checked against the database, as a
 * memo could otherwise outlive its session by up to MEMO_TTL_MS on this process.
 *
 * Every forgetting moves an epoch on. A rendering notes the epoch before it reads the session and remembers only if
 * the epoch has not moved since: a revocation announced while the read was under way must not be undone by it.
 */
export type SessionMemo = { orgId: number; userId: number; viewer: ViewerClass; isSso: boolean; expiresAt: number };

export const MEMO_TTL_MS = 15_000;
const MAX_SESSIONS = 10_000;

type State = { heard: boolean; epoch: number; sessions: Map<string, SessionMemo> };
// Next bundles this module more than once (proxy, pages, route handlers), so the memo lives on globalThis: a notice
// heard by one copy reaches them all.
const store = globalThis as unknown as { __sessionMemo?: State };
const state = (store.__sessionMemo ??= { heard: false, epoch: 0, sessions: new Map() });

/** The epoch to note before reading a session that may then be remembered. */
export function memoEpoch(): number {
  return state.epoch;
}

export function rememberSession(sid: string, memo: Omit<SessionMemo, "expiresAt">, since: number, now = Date.now()): void {
  if (!state.heard || since !== state.epoch) return;
  state.sessions.delete(sid);
  state.sessions.set(sid, { ...memo, expiresAt: now + MEMO_TTL_MS });
  if (state.sessions.size > MAX_SESSIONS) state.sessions.delete(state.sessions.keys().next().value!);
}

export function recallSession(sid: string, now = Date.now()): SessionMemo | null {
  const memo = state.sessions.get(sid);
  if (!memo) return null;
  if (memo.expiresAt <= now) {
    state.sessions.delete(sid);
    return null;
  }
  return memo;
}

export function forgetSession(sid: string): void {
  state.epoch += 1;
  state.sessions.delete(sid);
}

/** Every session of a user: signed out everywhere, deleted, password changed, an identity linked, plan changed. */
export function forgetUserSessions(userId: number): void {
  state.epoch += 1;
  for (const [sid, memo] of state.sessions) if (memo.userId === userId) state.sessions.delete(sid);
}

/** For operators (lib/cache-stats.ts): whether changes are heard, and how many sessions are remembered. */
export function sessionMemoState(): { listening: boolean; remembered: number } {
  return { listening: state.heard, remembered: state.sessions.size };
}

export function forgetAllSessions(): void {
  state.epoch += 1;
  state.sessions.clear();
}

/** The change feed is (or is no longer) hearing session changes: keep memos only while it is. */
export function hearSessionChanges(heard: boolean): void {
  state.heard = heard;
  forgetAllSessions();
}
