import { db } from "@/lib/db";

export type AgentBookingView = {
  reference: string;
  agentReference: string | null;
  status: string;
  client: { id: number; firstName: string; lastName: string } | null;
  property: string;
  room: string | null;
  checkIn: string;
  checkOut: string;
  currency: string;
  totalMinor: number;
  bookedAt: string;
};

/** Bookings the agent made across their clients (by impersonation or quote), newest first, with the agent's reference. */
export async function listAgentBookings(agentId: number, orgId: number, filter: { clientId?: number } = {}): Promise<AgentBookingView[]> {
  const rows = await db.order.findMany({
    where: { agentId, orgId, status: { in: ["CONFIRMED", "CANCELLED", "COMPLETED"] }, ...(filter.clientId ? { userId: filter.clientId } : {}) },
    include: {
      user: { select: { id: true, firstName: true, lastName: true } },
      property: { select: { name: true } },
      roomType: { select: { name: true } },
      items: { select: { title: true }, orderBy: { id: "asc" } },
    },
    orderBy: { id: "desc" },
    take: 300,
  });
  return rows.map((r) => ({
    reference: r.reference,
    agentReference: r.agentReference,
    status: r.status,
    client: r.user,
    property: r.property?.name ?? r.items.map((i) => i.title).join(" + "),
    room: r.roomType?.name ?? null,
    checkIn: r.checkIn.toISOString().slice(0, 10),
    checkOut: r.checkOut.toISOString().slice(0, 10),
    currency: r.currency,
    totalMinor: r.totalMinor,
    bookedAt: r.createdAt.toISOString(),
  }));
}
