import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The catalogue's stock: rooms per night (RoomAvailability) and places per activity slot (ActivitySlot). Taken with
 * conditional updates, so two buyers can never both get the last room or place, and given back inside the caller's
 * transaction — the order's, so the stock moves with the money.
 */

/** Takes `rooms` rooms of a room type on every night from check-in to check-out, or none: false when a night has too few left. */
export async function takeRooms(
  tx: Prisma.TransactionClient,
  r: { roomTypeId: number; rooms: number; checkIn: string; checkOut: string; nights: number },
): Promise<boolean> {
  const held = await tx.$executeRaw`
    UPDATE "RoomAvailability" SET available = available - ${r.rooms}
    WHERE "roomTypeId" = ${r.roomTypeId} AND date >= ${r.checkIn}::date AND date < ${r.checkOut}::date AND available >= ${r.rooms}`;
  return held === r.nights;
}

/** Puts `rooms` rooms back on every night from `from` to `to` (ISO dates, `to` excluded). */
export async function giveRoomsBack(tx: Prisma.TransactionClient, r: { roomTypeId: number; rooms: number; from: string; to: string }): Promise<void> {
  await tx.$executeRaw`
    UPDATE "RoomAvailability" SET available = available + ${r.rooms}
    WHERE "roomTypeId" = ${r.roomTypeId} AND date >= ${r.from}::date AND date < ${r.to}::date`;
}

/** Takes `guests` places on a slot that has not started, or none: false when too few are left. */
export async function takePlaces(tx: Prisma.TransactionClient, s: { slotId: number; guests: number }): Promise<boolean> {
  const held =
    await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = remaining - ${s.guests} WHERE id = ${s.slotId} AND remaining >= ${s.guests} AND "startsAt" > now()`;
  return held === 1;
}

/** Puts `guests` places back on a slot (never above its capacity). */
export async function givePlacesBack(tx: Prisma.TransactionClient, s: { slotId: number; guests: number }): Promise<void> {
  await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = LEAST(capacity, remaining + ${s.guests}) WHERE id = ${s.slotId}`;
}
