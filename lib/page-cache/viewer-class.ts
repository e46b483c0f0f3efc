import { MEMO_TTL_MS, recallSession } from "./session-memo";
import { refreshSession, verifyViewer } from "./session-memo-refresh";
import { sessionClaimsFor } from "@/lib/auth/session-resolver";
import { viewerKey } from "./viewer";

/**
 * The page cache's class for this request's session cookie: "guest" with no session cookie; for a cookie of this
 * organisation, its session's class — from what this process verified moments ago (session-memo.ts) when it can,
 * else checked against the session's record now (and remembered); null when there is no such live session, or it is
 * a partner SSO session, whose pages carry the session watch: the page then renders the normal way.
 * On a memo's miss the record is checked here, one kept look-up, rather than the page rendered in full, which would
 * cost a whole page — for every member at once when their memos lapse together. A memo in its second half is renewed
 * in the background.
 */
export async function viewerClassFor(sessionToken: string | undefined, orgId: number, verify = verifyViewer): Promise<string | null> {
  if (!sessionToken) return "guest";
  const claims = await sessionClaimsFor(sessionToken, orgId);
  if (!claims) return null;
  const memo = recallSession(claims.sid);
  if (memo?.isSso) return null;
  if (memo && memo.orgId === orgId && String(memo.userId) === claims.sub) {
    if (memo.expiresAt - Date.now() < MEMO_TTL_MS / 2) refreshSession(claims.sid, memo);
    return viewerKey(memo.viewer);
  }
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) return null;
  // A database that cannot answer leaves the page to render the normal way, which answers the outage.
  const viewer = await verify(claims.sid, { userId, orgId }).catch(() => null);
  return viewer ? viewerKey(viewer) : null;
}
