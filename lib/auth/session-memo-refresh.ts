import { forgetSession, memoEpoch, rememberSession, type SessionMemo } from "./session-memo";
import type { ViewerClass } from "@/lib/page-cache/viewer";
import { getActiveSession } from "./sessions";

/** A signed-in user's class of viewer: an agent or not, member prices or not (lib/page-cache/viewer.ts). */
export function viewerClassOfUser(user: { userType: number; memberPricing: boolean }): ViewerClass {
  return { signedIn: true, agent: user.userType === 1, memberPricing: user.memberPricing };
}

const refreshing = new Set<string>();

/**
 * Checks a remembered session against its record again, in the background, before its memo runs out: a member served
 * from the page cache keeps being served from it (a lapsed memo made their next request render the page in full, and
 * all of a process's members at once lapse together under load). A session revoked meanwhile is forgotten, and one
 * revoked while the check was under way is not remembered again (the epoch moved).
 */
export function refreshSession(sid: string, memo: SessionMemo): void {
  if (refreshing.has(sid)) return;
  refreshing.add(sid);
  void (async () => {
    const since = memoEpoch();
    const session = await getActiveSession(sid);
    if (!session || session.isSso || session.user.id !== memo.userId || session.user.orgId !== memo.orgId) return forgetSession(sid);
    rememberSession(sid, { orgId: memo.orgId, userId: memo.userId, viewer: viewerClassOfUser(session.user), isSso: false }, since);
  })()
    .catch(() => undefined)
    .finally(() => refreshing.delete(sid));
}
