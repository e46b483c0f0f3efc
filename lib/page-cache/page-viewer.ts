import "server-only";
import { cache } from "react";
import { getRequestContext } from "@/lib/http/page-context";
import { getCurrentSession, readOwnSession } from "@/lib/http/current-user";
import type { SessionUser } from "@/lib/auth/sessions";
import { GUEST, type ViewerClass } from "./viewer";
import { rememberSession } from "./session-memo";
import { viewerClassOfUser } from "./session-memo-refresh";

export type Viewer = ViewerClass & { user: SessionUser | null };

/**
 * Who is looking at this page, as far as a page may show. In a shared rendering for the page cache (the proxy
 * names the class; no session cookie comes with it) there is no user, only the class. Otherwise the session is
 * verified, and — for the member's own, non-SSO session — what was learned is remembered for the proxy.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const { sharedViewer } = await getRequestContext();
  if (sharedViewer) return { ...sharedViewer, user: null };
  const session = await getCurrentSession();
  if (!session) return { ...GUEST, user: null };
  const user = session.user;
  const viewer = viewerClassOfUser(user);
  const { session: own, sessionChangesBefore } = await readOwnSession();
  if (own && own.id === session.id) rememberSession(own.id, { orgId: user.orgId, userId: user.id, viewer, isSso: own.isSso }, sessionChangesBefore);
  return { ...viewer, user };
});
