import { db } from "@/lib/db";
import { forgetSession } from "./session-memo";

/**
 * Revokes the server-side session (a replayed cookie is then refused), with any impersonation session opened from it,
 * and records the action.
 */
export async function logoutSession(input: { sessionId: string; userId: number; ip: string }): Promise<void> {
  await db.$transaction([
    db.session.updateMany({
      where: { OR: [{ id: input.sessionId }, { impersonatorSessionId: input.sessionId }], revokedAt: null },
      data: { revokedAt: new Date() },
    }),
    db.userActivity.create({ data: { userId: input.userId, action: "logout", ip: input.ip } }),
  ]);
  forgetSession(input.sessionId);
}
