import { MEMO_TTL_MS, recallSession } from "./session-memo";
import { refreshSession } from "./session-memo-refresh";
import { readSessionToken } from "@/lib/auth/session-token";
import { viewerKey } from "./viewer";

/**
 * The page cache's class for this request's session cookie, without the database: "guest" with no session cookie;
 * for a cookie of this organisation whose session a rendering in this process verified moments ago — and that no
 * change announced since has dropped (session-memo.ts) — that session's class; otherwise null: the page
 * renders the normal way (and that rendering verifies and remembers the session).
 * Partner SSO sessions are never answered from the cache: their pages carry the session watch. A memo in its second
 * half is renewed in the background by checking the session's record again.
 */
export async function viewerClassFor(sessionToken: string | undefined, orgId: number): Promise<string | null> {
  if (!sessionToken) return "guest";
  const claims = await readSessionToken(sessionToken);
  if (!claims || claims.orgId !== orgId) return null;
  const memo = recallSession(claims.sid);
  if (!memo || memo.orgId !== orgId || String(memo.userId) !== claims.sub || memo.isSso) return null;
  // In the memo's second half, its session is checked again in the background (session-memo-refresh.ts).
  if (memo.expiresAt - Date.now() < MEMO_TTL_MS / 2) refreshSession(claims.sid, memo);
  return viewerKey(memo.viewer);
}
