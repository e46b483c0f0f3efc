import { db } from "@/lib/db";
import type { NightRate } from "./pricing";

export type RoomNights = { roomTypeId: number; nights: (NightRate & { available: number })[] };

/**
 * Each room type's nights between check-in (included) and check-out (excluded), with the per-date rate overrides
 * applied: one query for any number of room types. A night missing from the result has no availability row.
 */
export async function roomNights(roomTypeIds: number[], checkIn: string, checkOut: string): Promise<Map<number, RoomNights["nights"]>> {
  const out = new Map<number, RoomNights["nights"]>(roomTypeIds.map((id) => [id, []]));
  if (roomTypeIds.length === 0) return out;
  const rows = await db.$queryRaw<{ roomTypeId: number; date: string; available: number; pub: number; mem: number }[]>`
    SELECT a."roomTypeId", to_char(a."date", 'YYYY-MM-DD') AS date, a."available",
      COALESCE(a."publicRateMinor", rt."publicRateMinor") AS pub, COALESCE(a."memberRateMinor", rt."memberRateMinor") AS mem
    FROM "RoomAvailability" a JOIN "RoomType" rt ON rt."id" = a."roomTypeId"
    WHERE a."roomTypeId" = ANY(${roomTypeIds}::int[]) AND a."date" >= ${checkIn}::date AND a."date" < ${checkOut}::date
    ORDER BY a."roomTypeId", a."date"`;
  for (const r of rows) out.get(r.roomTypeId)?.push({ date: r.date, publicRateMinor: r.pub, memberRateMinor: r.mem, available: r.available });
  return out;
}

/** Bookable for the stay: a row for every night, each with at least `rooms` rooms left. */
export function availableEveryNight(nights: RoomNights["nights"], expectedNights: number, rooms: number): boolean {
  return nights.length === expectedNights && nights.every((n) => n.available >= rooms);
}
