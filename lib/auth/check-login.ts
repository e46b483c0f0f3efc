import { db } from "@/lib/db";
import { planStateOf } from "./rules";

export type CheckLoginResult = {
  status: "success" | "failed";
  result: null | { userId: number; email: string; username: string; last_name: string; role: string; usr_type: number; planStatus: string };
  message: { ssocheck: { is_sso: boolean; session_out_url: string | null } };
};

/**
 * SPEC §7 checkLogin: is this session still good? An SSO session that fails the check still reports is_sso and its
 * session-out URL, so the client can send the member back to the partner (SPEC §6).
 */
export async function checkLogin(sessionId: string | null, orgId: number): Promise<CheckLoginResult> {
  const row = sessionId
    ? await db.session.findUnique({
        where: { id: sessionId },
        select: {
          isSso: true,
          sessionOutUrl: true,
          revokedAt: true,
          expiresAt: true,
          impersonatorId: true,
          user: {
            select: {
              id: true,
              orgId: true,
              email: true,
              firstName: true,
              lastName: true,
              role: true,
              userType: true,
              deletedAt: true,
              subscriptions: { select: { planStatus: true } },
            },
          },
        },
      })
    : null;
  const ssocheck = { is_sso: row?.isSso ?? false, session_out_url: row?.isSso ? row.sessionOutUrl : null };
  // An impersonation session is not a sign-in of its own (it only counts next to the agent's session).
  const active = row && row.impersonatorId === null && !row.revokedAt && row.expiresAt > new Date() && !row.user.deletedAt && row.user.orgId === orgId;
  if (!active) return { status: "failed", result: null, message: { ssocheck } };
  await db.session.update({ where: { id: sessionId! }, data: { lastSeenAt: new Date() } });
  const u = row.user;
  return {
    status: "success",
    result: {
      userId: u.id,
      email: u.email,
      username: u.firstName,
      last_name: u.lastName,
      role: u.role,
      usr_type: u.userType,
      planStatus: planStateOf(u.subscriptions.map((s) => s.planStatus)).planStatus,
    },
    message: { ssocheck },
  };
}
