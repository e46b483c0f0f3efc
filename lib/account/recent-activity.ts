import { db } from "@/lib/db";

export type ActivityView = { action: string; ip: string | null; userAgent: string | null; at: Date; byAgent: boolean };

/** Recent sign-in activity (and other account events) from the user activity records, newest first. */
export async function recentActivity(userId: number, limit = 10): Promise<ActivityView[]> {
  const rows = await db.userActivity.findMany({
    where: { userId, action: { in: ["login", "logout", "email-changed", "password-change", "password-reset", "impersonation-start", "impersonation-end"] } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { action: true, ip: true, userAgent: true, createdAt: true, actorId: true },
  });
  return rows.map((r) => ({ action: r.action, ip: r.ip, userAgent: r.userAgent, at: r.createdAt, byAgent: r.actorId !== null }));
}
