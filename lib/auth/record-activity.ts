import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * SPEC §7 /api/iqps/user-fqs {userId, ip, action}: records an action of the signed-in user. The userId must be the
 * caller's own (or the client an agent is acting for); the ip recorded is the one the server saw.
 */
export async function recordUserAction(input: {
  sessionUserId: number;
  impersonatorId: number | null;
  userId: number;
  action: string;
  ip: string;
  claimedIp?: string | null;
  userAgent: string;
}) {
  if (input.userId !== input.sessionUserId) throw new AppError("FORBIDDEN");
  const row = await db.userActivity.create({
    data: {
      userId: input.userId,
      actorId: input.impersonatorId,
      action: input.action,
      ip: input.ip,
      userAgent: input.userAgent,
      meta: input.claimedIp && input.claimedIp !== input.ip ? { claimedIp: input.claimedIp } : undefined,
    },
    select: { id: true, createdAt: true },
  });
  return { status: 1, data: { id: row.id, createdAt: row.createdAt.toISOString() } };
}
