/** Bookable test properties with known prices and availability, created by each test for itself. */
import { randomBytes } from "node:crypto";
import { testDb } from "./factories";

export function isoDay(offset: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

type RoomSpec = { name?: string; publicRateMinor?: number; memberRateMinor?: number; available?: number; maxGuests?: number };

export async function createStayProperty(
  opts: {
    productCode?: "HLT" | "RST" | "STY";
    currency?: string;
    taxRateBps?: number;
    feesMinor?: number;
    policy?: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE";
    freeCancelDays?: number;
    rooms?: RoomSpec[];
    days?: number;
    name?: string;
  } = {},
) {
  const db = testDb();
  const tag = randomBytes(4).toString("hex");
  const name = opts.name ?? `Test Harbour Hotel ${tag}`;
  const property = await db.property.create({
    data: {
      productCode: opts.productCode ?? "HLT",
      slug: `test-${tag}`,
      name,
      searchName: name.toLowerCase(),
      description: "A test hotel by the harbour.",
      address: "1 Quay Street",
      city: "Testport",
      countryCode: "US",
      latitude: 25.77,
      longitude: -80.19,
      starRating: 4,
      images: [],
      amenities: ["wifi", "pool"],
      currency: opts.currency ?? "USD",
      taxRateBps: opts.taxRateBps ?? 1000,
      feesMinor: opts.feesMinor ?? 0,
      cancellationPolicy: opts.policy ?? "FREE_CANCELLATION",
      freeCancelDays: opts.freeCancelDays ?? 2,
    },
  });
  const rooms = [];
  for (const [i, spec] of (opts.rooms ?? [{}]).entries()) {
    const room = await db.roomType.create({
      data: {
        propertyId: property.id,
        name: spec.name ?? `Room ${i + 1}`,
        maxGuests: spec.maxGuests ?? 2,
        publicRateMinor: spec.publicRateMinor ?? 20_000,
        memberRateMinor: spec.memberRateMinor ?? 17_000,
      },
    });
    await db.roomAvailability.createMany({
      data: Array.from({ length: opts.days ?? 60 }, (_, d) => ({
        roomTypeId: room.id,
        date: new Date(`${isoDay(d)}T00:00:00Z`),
        available: spec.available ?? 5,
      })),
    });
    rooms.push(room);
  }
  return { property, rooms };
}

export async function availabilityOf(roomTypeId: number, from: string, to: string): Promise<number[]> {
  const rows = await testDb().roomAvailability.findMany({
    where: { roomTypeId, date: { gte: new Date(`${from}T00:00:00Z`), lt: new Date(`${to}T00:00:00Z`) } },
    orderBy: { date: "asc" },
  });
  return rows.map((r) => r.available);
}
