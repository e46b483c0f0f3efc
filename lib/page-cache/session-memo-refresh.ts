import { changesSoFar } from "@/lib/events/bus";
import { publishChange } from "@/lib/events/publish";
import { liveSessionOf } from "@/lib/auth/session-resolver";
import { rememberSession, type SessionMemo } from "./session-memo";
import type { ViewerClass } from "./viewer";

/** A signed-in user's class of viewer: an agent or not, member prices or not (lib/page-cache/viewer.ts). */
export function viewerClassOfUser(user: { userType: number; memberPricing: boolean }): ViewerClass {
  return { signedIn: true, agent: user.userType === 1, memberPricing: user.memberPricing };
}

/**
 * The class of viewer of a live session of `expected.userId` in `expected.orgId`, checked against its record now and
 * remembered for the proxy (session-memo.ts); null for no such session, another user's, or a partner SSO session
 * (never answered from the cache: its pages carry the session watch). A session revoked while the check was under
 * way is not remembered (a session change came since).
 */
export async function verifyViewer(sid: string, expected: { userId: number; orgId: number }): Promise<ViewerClass | null> {
  const since = changesSoFar("session");
  const session = await liveSessionOf({ sid, sub: String(expected.userId), orgId: expected.orgId });
  if (!session || session.isSso) return null;
  const viewer = viewerClassOfUser(session.user);
  rememberSession(sid, { orgId: expected.orgId, userId: expected.userId, viewer, isSso: false }, since);
  return viewer;
}

const refreshing = new Set<string>();

/**
 * Checks a remembered session against its record again, in the background, before its memo runs out, so that a
 * member served from the page cache is not made to wait for that check. A session gone meanwhile is forgotten.
 */
export function refreshSession(sid: string, memo: SessionMemo): void {
  if (refreshing.has(sid)) return;
  refreshing.add(sid);
  verifyViewer(sid, memo)
    .then((viewer) => {
      if (!viewer) publishChange({ topic: "session", sessionId: sid });
    })
    .catch(() => undefined)
    .finally(() => refreshing.delete(sid));
}
