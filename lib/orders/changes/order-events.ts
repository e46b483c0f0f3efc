import type { Prisma } from "@/lib/generated/prisma/client";

export type OrderEventKind = "CONFIRMED" | "CANCELLED" | "NAME_CORRECTED" | "DATE_CHANGE" | "BAGS_ADDED" | "FLIGHT_CHANGED";
export type OrderActor = { kind: "MEMBER" | "AGENT"; userId: number } | { kind: "GUEST" | "SYSTEM" };

/** Who acts on an order: a member (or the agent signed in as their client), a guest by their manage link, or a job. */
export function actorOf(who: { userId: number | null; agent?: boolean; system?: boolean }): OrderActor {
  if (who.system) return { kind: "SYSTEM" };
  if (who.userId === null) return { kind: "GUEST" };
  return { kind: who.agent ? "AGENT" : "MEMBER", userId: who.userId };
}

/** One event of an order, written inside the transaction that makes the change it records. */
export async function recordOrderEvent(
  tx: Prisma.TransactionClient,
  reservationId: number,
  kind: OrderEventKind,
  actor: OrderActor,
  data: Prisma.InputJsonObject = {},
): Promise<void> {
  await tx.orderEvent.create({
    data: { reservationId, kind, actor: actor.kind, actorUserId: "userId" in actor ? actor.userId : null, data },
    select: { id: true },
  });
}
