import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { bookQuote } from "@/lib/agent/book-quote";
import { addItineraryItem } from "@/lib/agent/itinerary/items";
import { ZAddItineraryItem } from "@/lib/agent/schemas";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { kindModules } from "@/lib/suppliers/registry";
import { SupplierError, type Offer, type Supplier } from "@/lib/suppliers/seam";
import { closeTestDb, createUser } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { rejection } from "../support/rejection";
import { payHeldOrder, refundRecordingProvider } from "../support/pay-in-process";

/**
 * Issue 53 §6: an itinerary of a catalogue stay and a transfer (a supplier written here, which can sell out before the
 * client pays or refuse the booking after), booked in one checkout in process against the test database: a refusal
 * of any item refunds the one payment in full and lets the rooms go; an item gone before paying charges nothing.
 */
afterAll(async () => {
  delete kindModules.transfers;
  await db.$disconnect();
  await closeTestDb();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function refusingTransfers() {
  const state = { soldOut: false, refuse: false, booked: 0 };
  const offer = (): Offer<{ vehicle: string }> => ({
    id: "trf_MIAhotelSedan",
    kind: "TRANSFER",
    supplier: "test",
    title: "Miami Airport (MIA) → Ocean Hotel",
    startsAt: inDays(40),
    endsAt: inDays(40.05),
    price: { currency: "USD", baseMinor: 8_000, taxesMinor: 800, feesMinor: 200, totalMinor: 9_000 },
    terms: { refundable: true, freeUntil: inDays(39), afterShareBps: 0, changeable: false },
    details: { vehicle: "Sedan" },
  });
  const supplier: Supplier<unknown, { vehicle: string }, { firstName: string; lastName: string }[]> = {
    name: "test",
    kind: "TRANSFER",
    search: async () => [offer()],
    reprice: async () => (state.soldOut ? { status: "SOLD_OUT" } : { status: "AVAILABLE", offer: offer() }),
    book: async () => {
      if (state.refuse) throw new SupplierError("SOLD_OUT", "The car went to another booking.");
      state.booked += 1;
      return { supplierRef: `TR${state.booked}`, status: "CONFIRMED" };
    },
    cancel: async () => ({ status: "CANCELLED", refund: null }),
    status: async () => "CONFIRMED",
  };
  kindModules.transfers = {
    kind: "TRANSFER",
    product: "transfers",
    supplier: () => supplier,
    supplierNamed: (name) => (name === "test" ? supplier : null),
    travellers: z.array(z.object({ firstName: z.string().min(1), lastName: z.string().min(1) })).min(1),
  };
  return state;
}

async function itinerary() {
  const base = await getOrgByHost("localhost");
  const org = { ...base, eligibleProducts: [...base.eligibleProducts, "transfers"] };
  const agent = await createUser({ userType: 1 });
  const client = await createUser({ firstName: "Clara", lastName: "Client" });
  await db.user.update({ where: { id: client.id }, data: { agentId: agent.id } });
  const state = refusingTransfers();
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }] });
  const [checkIn, checkOut] = [isoDay(40), isoDay(43)];
  const common = {
    clientId: client.id,
    markupPercent: 10,
    validDays: 3,
    contact: { firstName: "Clara", lastName: "Client", email: client.email, phone: "+13055550100" },
  };
  await addItineraryItem(
    agent,
    org,
    ZAddItineraryItem.parse({ ...common, item: { type: "stay", propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut, guests: 2 } }),
  );
  const quote = await addItineraryItem(
    agent,
    org,
    ZAddItineraryItem.parse({
      ...common,
      item: { type: "supplier", product: "transfers", offerId: "trf_MIAhotelSedan", travellers: [{ firstName: "Clara", lastName: "Client" }] },
    }),
  );
  const hold = () => bookQuote(quote.id, { idempotencyKey: randomUUID() }, { org, displayCurrency: "USD", ip: "127.0.0.1" });
  return { quote, state, client, room: rooms[0]!, checkIn, checkOut, hold };
}

it("a supplier refusing its item after payment refunds the whole itinerary, and lets the rooms go", async () => {
  const f = await itinerary();
  expect(f.quote.items).toHaveLength(2);
  const before = await availabilityOf(f.room.id, f.checkIn, f.checkOut);
  const held = await f.hold();
  expect(held).toMatchObject({ status: "PAYMENT_REQUIRED", totalMinor: f.quote.totalMinor });
  // Held together: the rooms are taken while the client is on the provider's page.
  expect(await availabilityOf(f.room.id, f.checkIn, f.checkOut)).toEqual(before.map((n) => n - 1));
  f.state.refuse = true;
  const { provider, refunds } = refundRecordingProvider();
  const settled = await payHeldOrder(held, { provider });
  expect(settled).toMatchObject({ status: "ENDED", why: "refunded" });
  expect(refunds).toEqual([f.quote.totalMinor]);
  expect(await db.order.count({ where: { userId: f.client.id, status: "CONFIRMED" } })).toBe(0);
  expect(await availabilityOf(f.room.id, f.checkIn, f.checkOut)).toEqual(before);
  // The itinerary can be booked again.
  expect(await db.quote.findUniqueOrThrow({ where: { id: f.quote.id } })).toMatchObject({ status: "SENT", reservationId: null });
});

it("an item sold out before paying charges nothing and holds nothing; booked later, every item is booked in one order", async () => {
  const f = await itinerary();
  const before = await availabilityOf(f.room.id, f.checkIn, f.checkOut);
  f.state.soldOut = true;
  const gone = await rejection(f.hold());
  expect(gone.status).toBe(409);
  expect(gone.message).toMatch(/no longer available\. Nothing was charged/);
  expect(await db.order.count({ where: { userId: f.client.id } })).toBe(0);
  expect(await availabilityOf(f.room.id, f.checkIn, f.checkOut)).toEqual(before);
  f.state.soldOut = false;
  const held = await f.hold();
  expect((await payHeldOrder(held)).status).toBe("CONFIRMED");
  const r = await db.order.findUniqueOrThrow({ where: { reference: held.reference }, include: { items: { orderBy: { id: "asc" } } } });
  expect(r).toMatchObject({ status: "CONFIRMED", totalMinor: f.quote.totalMinor, roomTypeId: f.room.id });
  expect(r.items.map((i) => [i.kind, i.supplierRef !== null])).toEqual([
    ["STAY", true],
    ["TRANSFER", true],
  ]);
  expect(r.items.reduce((s, i) => s + i.totalMinor, 0)).toBe(f.quote.totalMinor);
});
