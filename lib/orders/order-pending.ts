import { db } from "@/lib/db";

/** Whether this organisation's order is still held, its payment being settled (the page then waits and refreshes). */
export async function orderStillSettling(reference: string, orgId: number): Promise<boolean> {
  const order = await db.order.findUnique({ where: { reference }, select: { orgId: true, status: true } });
  return order?.orgId === orgId && order.status === "PENDING";
}
