import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { cancelBooking } from "@/lib/orders/cancel-order";
import { listReservations } from "@/lib/orders/list-orders";
import { bookSupplierItem } from "@/lib/orders/book-supplier-item";
import { itemQuote } from "@/lib/orders/item-pricing";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { kindModules } from "@/lib/suppliers/registry";
import { SupplierError, type Offer, type Supplier } from "@/lib/suppliers/seam";
import { rejection } from "../support/rejection";
import { payHeldOrder, refundRecordingProvider } from "../support/pay-in-process";
import { closeTestDb, createUser } from "../support/factories";

/**
 * The order flow of supplier items (lib/orders) against the test database, with a supplier written here: a cruise
 * cabin that can sell out, change price or be refused. Every failure must leave nothing charged and no order.
 */
afterAll(async () => {
  delete kindModules.cruises;
  await db.$disconnect();
  await closeTestDb();
});

type Details = { ship: string };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function testSupplier() {
  const state = { priceMinor: 120_000, soldOut: false, refuse: false, booked: new Map<string, string>(), cancelled: new Set<string>() };
  const offer = (): Offer<Details> => ({
    id: "CAR-202703-05.balcony.2",
    kind: "CRUISE",
    supplier: "test",
    title: "Caribbean · 7 nights",
    startsAt: inDays(120),
    endsAt: inDays(127),
    price: { currency: "USD", baseMinor: state.priceMinor, taxesMinor: 10_000, feesMinor: 5_000, totalMinor: state.priceMinor + 15_000 },
    terms: { refundable: true, freeUntil: inDays(30), afterShareBps: 5_000, changeable: false },
    details: { ship: "Test Star" },
  });
  const supplier: Supplier<unknown, Details, { name: string }[]> = {
    name: "test",
    kind: "CRUISE",
    search: async () => [offer()],
    reprice: async () => (state.soldOut ? { status: "SOLD_OUT" } : { status: "AVAILABLE", offer: offer() }),
    book: async ({ idempotencyKey }) => {
      if (state.refuse) throw new SupplierError("SOLD_OUT", "cabin gone");
      const ref = state.booked.get(idempotencyKey) ?? `CR${state.booked.size + 1}`;
      state.booked.set(idempotencyKey, ref);
      return { supplierRef: ref, status: "CONFIRMED" };
    },
    cancel: async (ref) => (state.cancelled.add(ref), { status: "CANCELLED", refund: null }),
    status: async (ref) => (state.cancelled.has(ref) ? "CANCELLED" : "CONFIRMED"),
  };
  kindModules.cruises = {
    kind: "CRUISE",
    product: "cruises",
    supplier: () => supplier,
    supplierNamed: (name) => (name === "test" ? supplier : null),
    travellers: z.array(z.object({ name: z.string().min(1, "Enter the guest's name") })).min(1, "Add a guest"),
  };
  return { state, offer };
}

async function fixture() {
  const org = await getOrgByHost("localhost");
  const eligibleOrg = { ...org, eligibleProducts: [...org.eligibleProducts, "cruises"] };
  const user = await createUser();
  const { state, offer } = testSupplier();
  const { provider, refunds } = refundRecordingProvider();
  const ctx = { org: eligibleOrg, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD", hosted: provider };
  const input = (over: Record<string, unknown> = {}) =>
    ZPlaceSupplierOrder.parse({
      product: "cruises",
      offerId: "CAR-202703-05.balcony.2",
      expectedTotalMinor: itemQuote(offer(), { memberPricing: false }).totalMinor,
      expectedCurrency: "USD",
      travellers: [{ name: "Ada Lovelace" }, { name: "Charles Babbage" }],
      contact: { firstName: "Ada", lastName: "Lovelace", email: user.email, phone: "+441234567890" },
      idempotencyKey: randomUUID(),
      ...over,
    });
  const orders = () => db.order.count({ where: { userId: user.id, status: "CONFIRMED" } });
  /** The order placed, then paid on the provider's page and settled as the payer's return would. */
  const book = async (placed: Parameters<typeof bookSupplierItem>[0], as: Parameters<typeof bookSupplierItem>[1] = ctx) => {
    const held = await bookSupplierItem(placed, as);
    const settled = await payHeldOrder(held, { provider });
    return { ...held, settled, status: settled.status };
  };
  return { org: eligibleOrg, user, state, ctx, input, refunds, orders, provider, book };
}

describe("supplier orders (lib/orders)", () => {
  it("books an offer as an order with one item: the supplier's reference, prices, travellers and terms", async () => {
    const f = await fixture();
    const result = await f.book(f.input());
    expect(result.status).toBe("CONFIRMED");
    const order = await db.order.findUniqueOrThrow({ where: { reference: result.reference }, include: { items: true, payments: true } });
    expect(order.propertyId).toBeNull();
    expect(order.items).toHaveLength(1);
    const item = order.items[0]!;
    expect(item).toMatchObject({ kind: "CRUISE", productCode: "CRU", supplier: "test", supplierRef: "CR1", status: "CONFIRMED", currency: "USD" });
    expect(item.travellers).toEqual([{ name: "Ada Lovelace" }, { name: "Charles Babbage" }]);
    expect(order.payments.map((p) => p.status)).toEqual(["APPROVED"]);
    const email = await db.emailOutbox.findFirst({ where: { to: f.user.email }, orderBy: { id: "desc" } });
    expect(email?.subject).toContain(result.reference);
  });

  it("retrying with the same idempotency key answers the same order", async () => {
    const f = await fixture();
    const input = f.input();
    const first = await f.book(input);
    const again = await bookSupplierItem(input, f.ctx);
    expect(again.reference).toBe(first.reference);
    expect(await f.orders()).toBe(1);
  });

  it("a sold-out offer ends with a clear message, nothing charged and no order", async () => {
    const f = await fixture();
    f.state.soldOut = true;
    const error = await rejection(bookSupplierItem(f.input(), f.ctx));
    expect(error.code).toBe("NO_LONGER_AVAILABLE");
    expect(error.message).toMatch(/no longer available.*Nothing was charged/);
    expect(await f.orders()).toBe(0);
  });

  it("a price that changed since the checkout was shown ends with the new price, nothing charged", async () => {
    const f = await fixture();
    const input = f.input();
    f.state.priceMinor += 9_900;
    const error = await rejection(bookSupplierItem(input, f.ctx));
    expect(error.code).toBe("PRICE_CHANGED");
    expect(error.detail).toEqual({ newTotalMinor: input.expectedTotalMinor + 9_900 + Math.round(9_900 * 0.08), currency: "USD" });
    expect(await f.orders()).toBe(0);
  });

  it("a supplier that refuses after the payment: the charge is refunded in full, the payer told, and no order is left", async () => {
    const f = await fixture();
    f.state.refuse = true;
    const result = await f.book(f.input());
    expect(result.settled).toMatchObject({ status: "ENDED", why: "refunded", message: expect.stringMatching(/refunded in full/) });
    expect(f.refunds).toEqual([result.totalMinor]);
    expect(await f.orders()).toBe(0);
  });

  it("travellers are checked by the kind's rules, with paths under travellers", async () => {
    const f = await fixture();
    const error = await rejection(bookSupplierItem(f.input({ travellers: [{ name: "" }] }), f.ctx));
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields).toEqual([{ path: "travellers.0.name", message: "Enter the guest's name" }]);
  });

  it("a product the organisation does not sell is not found", async () => {
    const f = await fixture();
    const error = await rejection(bookSupplierItem(f.input(), { ...f.ctx, org: { ...f.org, eligibleProducts: ["hotel"] } }));
    expect(error.code).toBe("NOT_FOUND");
  });

  it("My Trips lists the order by its item; cancelling within the free period cancels with the supplier and refunds all", async () => {
    const f = await fixture();
    const booked = await f.book(f.input());
    const [trip] = await listReservations(f.user.id, f.org.id, new Date().toISOString().slice(0, 10));
    expect(trip).toMatchObject({ reference: booked.reference, title: "Caribbean · 7 nights", property: null, cancellable: true });
    expect(trip!.refundIfCancelledMinor).toBe(booked.totalMinor);
    expect(trip!.items[0]).toMatchObject({ kind: "CRUISE", supplierRef: "CR1" });

    const cancelled = await cancelBooking({ reference: booked.reference, userId: f.user.id, org: f.org, provider: f.provider });
    expect(cancelled.refundMinor).toBe(booked.totalMinor);
    expect(f.state.cancelled.has("CR1")).toBe(true);
    const item = await db.orderItem.findFirstOrThrow({ where: { reservation: { reference: booked.reference } } });
    expect(item.status).toBe("CANCELLED");
  });

  it("SPEC §6: a guest orders where the organisation allows it — the same order model, no user, the guest's e-mail, a card, and cancels by that e-mail", async () => {
    const f = await fixture();
    const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const guest = { ...f.ctx, user: null, org: { ...f.org, allowGuestBooking: true } };
    const contact = { firstName: "Gail", lastName: "Guest", email, phone: "+442079460000" };
    // Members-only: refused before anything is priced or held.
    const refused = await rejection(bookSupplierItem(f.input({ contact }), { ...guest, org: { ...guest.org, allowGuestBooking: false } }));
    expect(refused.code).toBe("UNAUTHORIZED");
    const noPhone = await rejection(bookSupplierItem(f.input({ contact: { ...contact, phone: "" } }), guest));
    expect(noPhone.fields).toEqual([{ path: "contact.phone", message: "Please enter a phone number so we can reach you about your booking" }]);

    const booked = await f.book(f.input({ contact }), guest);
    // A guest pays the public price: the supplier's plus the public markup.
    expect(booked.totalMinor).toBe(f.input().expectedTotalMinor);
    const order = await db.order.findUniqueOrThrow({ where: { reference: booked.reference }, include: { items: true } });
    expect(order).toMatchObject({ userId: null, guestEmail: email, walletAppliedMinor: 0, status: "CONFIRMED" });
    expect(order.items[0]).toMatchObject({ supplierRef: expect.stringMatching(/^CR/), status: "CONFIRMED" });
    expect((await rejection(cancelBooking({ reference: booked.reference, guestEmail: "other@example.test", org: guest.org }))).code).toBe("NOT_FOUND");
    const cancelled = await cancelBooking({ reference: booked.reference, guestEmail: email, org: guest.org, provider: f.provider });
    expect(cancelled).toMatchObject({ status: "CANCELLED", refundMinor: booked.totalMinor });
  });
});
