import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { getCurrentSession, getSessionCookieClaims } from "./current-user";

/**
 * Does this browser's session cookie name a partner SSO session of this organisation — live, or already ended?
 * The root layout then mounts the session watch, which sends the member to the session-out URL once the session
 * check fails (SPEC §6). Other visitors get no polling at all.
 */
export const hasSsoSessionCookie = cache(async (): Promise<boolean> => {
  const live = await getCurrentSession();
  if (live) return live.isSso;
  const claims = await getSessionCookieClaims();
  if (!claims) return false;
  // Ended (expired or revoked) sessions are exactly the ones getCurrentSession does not return.
  const row = await db.session.findUnique({ where: { id: claims.sid }, select: { isSso: true, userId: true, user: { select: { orgId: true } } } });
  return !!row?.isSso && String(row.userId) === claims.sub && row.user.orgId === claims.orgId;
});
