import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";

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
  publishChange({ topic: "session", sessionId: input.sessionId });
}
