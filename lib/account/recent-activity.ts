import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "./member-tags";

export type ActivityView = { action: string; ip: string | null; userAgent: string | null; at: Date; byAgent: boolean };

const SHOWN = ["login", "logout", "email-changed", "password-change", "password-reset", "impersonation-start", "impersonation-end"];

async function findActivity({ userId, limit }: { userId: number; limit: number }): Promise<ActivityView[]> {
  const rows = await db.userActivity.findMany({
    where: { userId, action: { in: SHOWN } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { action: true, ip: true, userAgent: true, createdAt: true, actorId: true },
  });
  return rows.map((r) => ({ action: r.action, ip: r.ip, userAgent: r.userAgent, at: r.createdAt, byAgent: r.actorId !== null }));
}

/**
 * Kept per member while this process hears every change: each account event, by any writer, announces itself
 * (migration member_activity_notify) and the seam expires that member's tag.
 */
const keptActivity = ttlMemo(
  findActivity,
  keptPerMember(
    ({ userId, limit }) => `${userId}|${limit}`,
    ({ userId }) => userId,
  ),
);

/** Recent sign-in activity (and other account events) from the user activity records, newest first. */
export function recentActivity(userId: number, limit = 10): Promise<ActivityView[]> {
  return keptActivity({ userId, limit });
}
