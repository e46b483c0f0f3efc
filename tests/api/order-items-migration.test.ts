import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { bookSlot, bookStay } from "@/lib/orders/book-stay";
import { cancelBooking } from "@/lib/orders/cancel-order";
import { ZBookSlot, ZBookStay } from "@/lib/booking/schemas";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { closeTestDb, createProperty, createUser } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { payHeldOrder } from "../support/pay-in-process";
import type { BookingResult } from "@/lib/orders/place-order";

/**
 * The migration that made every booking an order of items (20261202090000_order_items) moved the bookings made
 * before it into one item each. This replays its backfill on bookings made today — a stay, an activity and a
 * cancelled stay — after removing their items, and expects exactly the items the booking flow itself writes.
 */
afterAll(async () => {
  await db.$disconnect();
  await closeTestDb();
});

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261202090000_order_items/migration.sql");

/** The migration's backfill: its last statement, limited to the given orders. */
function backfillFor(ids: number[]): string {
  const sql = readFileSync(MIGRATION, "utf8");
  const insert = sql.slice(sql.indexOf('INSERT INTO "OrderItem"')).trim().replace(/;$/, "");
  return `${insert} WHERE r."id" IN (${ids.map(Number).join(",")})`;
}

const PAYMENT = { traveler: { title: 2, firstName: "Mig", lastName: "Ration", email: "migration@example.test" } };

const COMPARED = [
  "kind",
  "productCode",
  "supplier",
  "supplierRef",
  "title",
  "startsAt",
  "endsAt",
  "currency",
  "baseMinor",
  "taxesMinor",
  "feesMinor",
  "totalMinor",
  "memberCurrency",
  "memberTotalMinor",
  "travellers",
  "details",
  "terms",
  "status",
  "refundMinor",
] as const;

it("replaying the backfill gives every stay and activity booking the item the booking flow writes", async () => {
  const org = await getOrgByHost("localhost");
  const user = await createUser();
  const ctx = { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "EUR" };
  const { property, rooms } = await createStayProperty({ rooms: [{ available: 3 }] });
  const stay = ZBookStay.parse({
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: isoDay(40),
    checkOut: isoDay(43),
    guests: 2,
    rooms: 1,
    ...PAYMENT,
    idempotencyKey: randomUUID(),
  });
  const act = await createProperty({ productCode: "ACT", slots: [{ day: 20, publicPriceMinor: 4_000, memberPriceMinor: 3_500 }] });
  const slot = ZBookSlot.parse({ propertyId: act.property.id, slotId: act.slots[0]!.id, guests: 2, ...PAYMENT, idempotencyKey: randomUUID() });

  // Each paid on the provider's page and settled as the payer's return would.
  const paid = async (held: Promise<BookingResult>) => {
    const order = await held;
    await payHeldOrder(order);
    return order;
  };
  const booked = [await paid(bookStay(stay, ctx)), await paid(bookSlot(slot, ctx)), await paid(bookStay({ ...stay, idempotencyKey: randomUUID() }, ctx))];
  await cancelBooking({ reference: booked[2]!.reference, userId: user.id, org });
  const orders = await db.order.findMany({ where: { reference: { in: booked.map((b) => b.reference) } }, select: { id: true } });
  const ids = orders.map((o) => o.id);
  const written = await db.orderItem.findMany({ where: { reservationId: { in: ids } }, orderBy: { reservationId: "asc" } });
  expect(written).toHaveLength(3);

  await db.orderItem.deleteMany({ where: { reservationId: { in: ids } } });
  await db.$executeRawUnsafe(backfillFor(ids));
  const replayed = await db.orderItem.findMany({ where: { reservationId: { in: ids } }, orderBy: { reservationId: "asc" } });

  // An activity booked now also keeps its place's time zone in its details (lib/orders/item-zone.ts); one the backfill
  // made has none, and is read on its property's destination's zone instead — the same clock.
  const withoutZone = (details: unknown) => {
    if (!details || typeof details !== "object") return details;
    const { timeZone: _zone, ...rest } = details as Record<string, unknown>;
    return rest;
  };
  // Likewise a stay's terms now name the calendar its deadline days are counted in (lib/terms/catalogue.ts); terms the
  // backfill wrote name none and are counted in the organisation's, as every booking's were when it ran.
  const pick = (item: (typeof written)[number]) => ({
    ...Object.fromEntries(COMPARED.map((k) => [k, k === "details" || k === "terms" ? withoutZone(item[k]) : item[k]])),
    rateUsed: item.rateUsed.toString(),
  });
  expect(replayed.map(pick)).toEqual(written.map(pick));
  expect(replayed.map((i) => i.kind)).toEqual(["STAY", "ACTIVITY", "STAY"]);
  expect(replayed[2]!.status).toBe("CANCELLED");
});
