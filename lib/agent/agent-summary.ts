import { db } from "@/lib/db";

/** The agent's figures for their profile page: clients, open quotes, bookings made and their value per currency. */
export async function agentSummary(agentId: number, orgId: number) {
  const [clients, openQuotes, bookings] = await Promise.all([
    db.user.count({ where: { agentId, deletedAt: null } }),
    db.quote.count({ where: { agentId, orgId, status: { in: ["DRAFT", "SENT"] }, expiresAt: { gt: new Date() } } }),
    db.order.groupBy({
      by: ["currency"],
      where: { agentId, orgId, status: { in: ["CONFIRMED", "COMPLETED"] } },
      _count: { _all: true },
      _sum: { totalMinor: true },
    }),
  ]);
  return {
    clients,
    openQuotes,
    bookings: bookings.reduce((n, b) => n + b._count._all, 0),
    totals: bookings.map((b) => ({ currency: b.currency, totalMinor: b._sum.totalMinor ?? 0 })),
  };
}
