import { changesSoFar } from "@/lib/events/bus";
import { publishChange } from "@/lib/events/publish";
import { getActiveSession } from "@/lib/auth/sessions";
import { rememberSession, type SessionMemo } from "./session-memo";
import type { ViewerClass } from "./viewer";

/** A signed-in user's class of viewer: an agent or not, member prices or not (lib/page-cache/viewer.ts). */
export function viewerClassOfUser(user: { userType: number; memberPricing: boolean }): ViewerClass {
  return { signedIn: true, agent: user.userType === 1, memberPricing: user.memberPricing };
}

const refreshing = new Set<string>();

/**
 * Checks a remembered session against its record again, in the background, before its memo runs out: a member served
 * from the page cache keeps being served from it (a lapsed memo would make their next request render the page in
 * full, and all of a process's members lapse together under load). A session revoked meanwhile is forgotten, and one
 * revoked while the check was under way is not remembered again (a session change came since).
 */
export function refreshSession(sid: string, memo: SessionMemo): void {
  if (refreshing.has(sid)) return;
  refreshing.add(sid);
  void (async () => {
    const since = changesSoFar("session");
    const session = await getActiveSession(sid);
    if (!session || session.isSso || session.user.id !== memo.userId || session.user.orgId !== memo.orgId)
      return publishChange({ topic: "session", sessionId: sid });
    rememberSession(sid, { orgId: memo.orgId, userId: memo.userId, viewer: viewerClassOfUser(session.user), isSso: false }, since);
  })()
    .catch(() => undefined)
    .finally(() => refreshing.delete(sid));
}
