import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Puts a reservation's rooms back on every night of its stay. */
export async function restoreRooms(tx: Prisma.TransactionClient, r: { roomTypeId: number | null; rooms: number; checkIn: Date; checkOut: Date }): Promise<void> {
  if (!r.roomTypeId) return;
  const from = r.checkIn.toISOString().slice(0, 10);
  const to = r.checkOut.toISOString().slice(0, 10);
  await tx.$executeRaw`
    UPDATE "RoomAvailability" SET available = available + ${r.rooms}
    WHERE "roomTypeId" = ${r.roomTypeId} AND date >= ${from}::date AND date < ${to}::date`;
}

/** Gives a pending reservation's rooms back and removes it (a declined card, or a checkout that never finished). */
export async function releaseStayHold(reservationId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const r = await tx.reservation.findUnique({ where: { id: reservationId } });
    if (!r || r.status !== "PENDING") return;
    await restoreRooms(tx, r);
    await tx.reservation.delete({ where: { id: r.id } });
  });
}

/** Holds older than this were abandoned (the process died between hold and charge): their rooms go back. */
const STALE_HOLD_MS = 15 * 60 * 1000;

export async function releaseStaleHolds(): Promise<void> {
  const stale = await db.reservation.findMany({ where: { status: "PENDING", createdAt: { lt: new Date(Date.now() - STALE_HOLD_MS) } }, select: { id: true }, take: 20 });
  for (const s of stale) await releaseStayHold(s.id);
}
