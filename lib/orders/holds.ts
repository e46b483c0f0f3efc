import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { releaseWallet } from "@/lib/wallet/redeem";
import { lockOrder } from "@/lib/orders/order-lock";

/**
 * Takes `rooms` rooms of a room type on every night from check-in to check-out, or none: the conditional update
 * makes two buyers unable to both get the last room. Throws NO_LONGER_AVAILABLE when a night has too few left.
 */
export async function holdRooms(tx: Prisma.TransactionClient, r: { roomTypeId: number; rooms: number; checkIn: string; checkOut: string; nights: number }) {
  const held = await tx.$executeRaw`
    UPDATE "RoomAvailability" SET available = available - ${r.rooms}
    WHERE "roomTypeId" = ${r.roomTypeId} AND date >= ${r.checkIn}::date AND date < ${r.checkOut}::date AND available >= ${r.rooms}`;
  if (held !== r.nights) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this room is no longer available for your dates.");
}

/** Puts a reservation's rooms back on every night of its stay. */
export async function restoreRooms(
  tx: Prisma.TransactionClient,
  r: { id?: number; roomTypeId: number | null; rooms: number; checkIn: Date; checkOut: Date },
): Promise<void> {
  if (!r.roomTypeId) return;
  // An agent's itinerary spans more than its stay (a flight the day before, a car after): its stay item's own nights.
  const stay = r.id
    ? await tx.orderItem.findFirst({ where: { reservationId: r.id, kind: "STAY", supplier: "catalogue" }, select: { startsAt: true, endsAt: true } })
    : null;
  const from = (stay?.startsAt ?? r.checkIn).toISOString().slice(0, 10);
  const to = (stay?.endsAt ?? r.checkOut).toISOString().slice(0, 10);
  await tx.$executeRaw`
    UPDATE "RoomAvailability" SET available = available + ${r.rooms}
    WHERE "roomTypeId" = ${r.roomTypeId} AND date >= ${from}::date AND date < ${to}::date`;
}

/** Puts an activity reservation's places back on its slot (never above the slot's capacity). */
export async function restorePlaces(tx: Prisma.TransactionClient, r: { id?: number; activitySlotId: number | null; guests: number }): Promise<void> {
  if (!r.activitySlotId) return;
  // An agent's itinerary counts its party by its largest item: the activity item's own participants went on the slot.
  const activity = r.id
    ? await tx.orderItem.findFirst({ where: { reservationId: r.id, kind: "ACTIVITY", supplier: "catalogue" }, select: { details: true } })
    : null;
  const own = (activity?.details as { guests?: unknown } | null)?.guests;
  const guests = typeof own === "number" && own > 0 ? own : r.guests;
  await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = LEAST(capacity, remaining + ${guests}) WHERE id = ${r.activitySlotId}`;
}

/**
 * Gives a pending reservation's rooms back and removes it (a declined card, or a checkout that never finished).
 * The row is locked first, so a confirmation committing at the same moment is seen and left alone.
 */
export async function releaseStayHold(reservationId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrder(tx, reservationId);
    const r = await tx.order.findUnique({ where: { id: reservationId } });
    if (!r || r.status !== "PENDING") return;
    await restoreRooms(tx, r);
    await restorePlaces(tx, r);
    await releaseWallet(tx, { reservationId: r.id, reference: r.reference, actorId: r.userId });
    await tx.order.delete({ where: { id: r.id } });
  });
}

/** Holds older than this were abandoned (the process died between hold and charge): their rooms go back. */
export const STALE_HOLD_MS = 15 * 60 * 1000;

export async function releaseStaleHolds(): Promise<void> {
  const stale = await db.order.findMany({
    // One whose payer is on the provider's page is the open-checkout sweep's (lib/orders/sweep-open-checkouts.ts): it
    // may be paid, so only the provider can say whether to let it go.
    where: { status: "PENDING", createdAt: { lt: new Date(Date.now() - STALE_HOLD_MS) }, payments: { none: { status: { in: ["OPEN", "CHARGING"] } } } },
    select: { id: true },
    take: 20,
  });
  for (const s of stale) await releaseStayHold(s.id);
}
