/** A package destination of a test's own, with one hotel in it, and days that avoid or hit the flight sandbox's triggers. */
import { randomBytes } from "node:crypto";
import { PRICE_CHANGE_DAY, SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import { testDb } from "./factories";
import { createStayProperty, isoDay } from "./catalogue-factory";

/**
 * The first day from `from` days ahead whose day of the month is `day`; with 0, a day that is neither trigger day
 * (departures on the 13th sell out at re-pricing, those on the 22nd cost 8 % more).
 */
export function tripDay(day: number, from: number): number {
  for (let d = from; d < from + 40; d++) {
    const dom = Number(isoDay(d).slice(8, 10));
    if (day ? dom === day : dom !== SOLD_OUT_DAY && dom !== PRICE_CHANGE_DAY) return d;
  }
  throw new Error("no such day");
}

/** A destination at Lisbon's coordinates (flights go to LIS) holding one hotel with one room type (and `moreRooms`). */
export async function createPackageDestination(
  opts: { available?: number; currency?: string; hotelName?: string; moreRooms?: { name: string; rate: number; maxGuests: number; available: number }[] } = {},
) {
  const slug = `test-lisbon-${randomBytes(4).toString("hex")}`;
  const destination = await testDb().destination.create({
    data: { slug, name: `Lisbon ${slug.slice(-8)}`, countryCode: "PT", latitude: 38.7223, longitude: -9.1393, timeZone: "Europe/Lisbon" },
  });
  const { property, rooms } = await createStayProperty({
    name: opts.hotelName,
    currency: opts.currency ?? "USD",
    rooms: [
      { name: "Tagus View Double", publicRateMinor: 20_000, memberRateMinor: 16_000, available: opts.available ?? 3, maxGuests: 2 },
      ...(opts.moreRooms ?? []).map((r) => ({
        name: r.name,
        publicRateMinor: r.rate,
        memberRateMinor: r.rate,
        available: r.available,
        maxGuests: r.maxGuests,
      })),
    ],
  });
  await testDb().property.update({ where: { id: property.id }, data: { destinationId: destination.id } });
  return { slug, name: destination.name, property, room: rooms[0]!, rooms };
}

/** More stays in a test's destination: each a hotel of its own with stars, a property type and a cancellation policy. */
export async function addPackageStays(
  slug: string,
  stays: { name: string; stars: number; type: string; policy: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE"; rate: number }[],
) {
  const destination = await testDb().destination.findUniqueOrThrow({ where: { slug } });
  const made = [];
  for (const s of stays) {
    const { property, rooms } = await createStayProperty({
      name: s.name,
      policy: s.policy,
      rooms: [{ name: "Classic Double", publicRateMinor: s.rate, memberRateMinor: s.rate, available: 3, maxGuests: 2 }],
    });
    await testDb().property.update({ where: { id: property.id }, data: { destinationId: destination.id, starRating: s.stars, propertyType: s.type } });
    made.push({ property, room: rooms[0]! });
  }
  return made;
}
