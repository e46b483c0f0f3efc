import { recallSession } from "@/lib/auth/session-memo";
import { readSessionToken } from "@/lib/auth/session-token";
import { viewerKey } from "./viewer";

/**
 * The page cache's class for this request's session cookie, without the database: "guest" with no session cookie;
 * for a cookie of this organisation whose session a rendering in this process verified moments ago, that session's
 * class; otherwise null — the page renders the normal way (and that rendering verifies and remembers the session).
 * Partner SSO sessions are never answered from the cache: their pages carry the session watch.
 */
export async function viewerClassFor(sessionToken: string | undefined, orgId: number): Promise<string | null> {
  if (!sessionToken) return "guest";
  const claims = await readSessionToken(sessionToken);
  if (!claims || claims.orgId !== orgId) return null;
  const memo = recallSession(claims.sid);
  if (!memo || memo.orgId !== orgId || String(memo.userId) !== claims.sub || memo.isSso) return null;
  return viewerKey(memo.viewer);
}
