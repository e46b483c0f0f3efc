import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { bookStay } from "@/lib/booking/book-stay";
import { sandboxProvider } from "@/lib/booking/payments/sandbox";
import type { PaymentProvider } from "@/lib/booking/payments/provider";
import { ZBookStay } from "@/lib/booking/schemas";
import { settleCheckout, settleInBackground, settleOrDefer, type Checkout } from "@/lib/booking/settle-checkout";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { closeTestDb, createUser, testDb } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { eventually } from "../support/eventually";

/**
 * lib/booking against the test database, with a payment provider that records refunds. A connection that drops
 * during COMMIT leaves the outcome unknown: the transaction may have been applied although the app saw an error.
 */
afterAll(async () => {
  await db.$disconnect();
  await closeTestDb();
});
afterEach(() => jest.restoreAllMocks());

function recordingProvider() {
  const refunds: string[] = [];
  const provider: PaymentProvider = {
    name: "sandbox",
    charge: (input) => sandboxProvider.charge(input),
    refund: async (input) => {
      refunds.push(input.providerRef);
      return sandboxProvider.refund(input);
    },
  };
  return { provider, refunds };
}

const lostAnswer = () => Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });

/**
 * Makes the n-th interactive transaction from now on fail as if its connection had dropped: after its COMMIT was
 * applied (`committed`), or before anything was written.
 */
function dropConnectionOfTransaction(n: number, { committed }: { committed: boolean }) {
  const original = db.$transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let seen = 0;
  jest.spyOn(db, "$transaction").mockImplementation(((...args: unknown[]) => {
    if (++seen !== n) return original(...args);
    return committed ? original(...args).then(() => Promise.reject(lostAnswer())) : Promise.reject(lostAnswer());
  }) as typeof db.$transaction);
}

async function checkoutFixture() {
  const org = await getOrgByHost("localhost");
  const user = await createUser();
  const { property, rooms } = await createStayProperty({ rooms: [{ available: 3 }] });
  const nights: [string, string] = [isoDay(30), isoDay(32)];
  const input = ZBookStay.parse({
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: nights[0],
    checkOut: nights[1],
    guests: 2,
    rooms: 1,
    traveler: { title: 2, firstName: "Settle", lastName: "Probe", email: "s@example.test" },
    card: { number: "4242 4242 4242 4242", name: "Settle Probe", expiry: "12/39", cvc: "123" },
    idempotencyKey: randomUUID(),
  });
  const ctx = { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD" };
  return { input, ctx, room: rooms[0]!.id, nights, property };
}

describe("a confirmation whose answer was lost", () => {
  it("stands when its COMMIT went through: the member gets the booking and the charge is kept", async () => {
    const { input, ctx, room, nights } = await checkoutFixture();
    const { provider, refunds } = recordingProvider();
    dropConnectionOfTransaction(2, { committed: true }); // 1: the hold, 2: the confirmation
    const booking = await bookStay(input, { ...ctx, provider });
    expect(booking.status).toBe("CONFIRMED");
    const stored = await testDb().reservation.findUniqueOrThrow({ where: { reference: booking.reference }, include: { payments: true } });
    expect(stored.status).toBe("CONFIRMED");
    expect(stored.payments.map((p) => p.status)).toEqual(["APPROVED"]);
    expect(refunds).toEqual([]);
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([2, 2]);
    // Its confirmation e-mail was written with it; the outbox's retry round sends it (the id never came back).
    expect(await testDb().emailOutbox.count({ where: { to: ctx.user.email, subject: { contains: booking.reference } } })).toBe(1);
  });

  it("is undone when nothing was committed: the charge is refunded and the rooms go back", async () => {
    const { input, ctx, room, nights, property } = await checkoutFixture();
    const { provider, refunds } = recordingProvider();
    dropConnectionOfTransaction(2, { committed: false });
    await expect(bookStay(input, { ...ctx, provider })).rejects.toThrow("Connection terminated");
    expect(refunds).toHaveLength(1);
    expect(await testDb().reservation.count({ where: { propertyId: property.id } })).toBe(0);
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
  });

  it("a hold whose answer was lost is let go", async () => {
    const { input, ctx, room, nights, property } = await checkoutFixture();
    const { provider, refunds } = recordingProvider();
    dropConnectionOfTransaction(1, { committed: true });
    await expect(bookStay(input, { ...ctx, provider })).rejects.toThrow("Connection terminated");
    expect(refunds).toEqual([]);
    expect(await testDb().reservation.count({ where: { propertyId: property.id } })).toBe(0);
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
  });
});

describe("settling a checkout", () => {
  async function pendingHold() {
    const { input, ctx, room, nights } = await checkoutFixture();
    // Hold, then stop before confirming: the provider's charge never comes back.
    const provider: PaymentProvider = { name: "sandbox", charge: () => new Promise(() => undefined), refund: sandboxProvider.refund };
    void bookStay(input, { ...ctx, provider }).catch(() => undefined);
    const held = await eventuallyPending(input.idempotencyKey);
    const { provider: recording, refunds } = recordingProvider();
    const checkout: Checkout = {
      reference: held.reference,
      charge: { status: "APPROVED", providerRef: "sbx_ch_probe", last4: "4242" },
      provider: recording,
      currency: "USD",
      amountMinor: held.cardPaidMinor,
      idempotencyKey: input.idempotencyKey,
    };
    return { checkout, refunds, room, nights, held, input, ctx };
  }

  async function eventuallyPending(idempotencyKey: string) {
    for (let i = 0; i < 100; i++) {
      const r = await testDb().reservation.findUnique({ where: { idempotencyKey } });
      if (r) return r;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the hold was never written");
  }

  it("a pending hold: refunds the charge once, releases the rooms, and a second settlement changes nothing", async () => {
    const { checkout, refunds, room, nights, held } = await pendingHold();
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([2, 2]);
    expect(await settleCheckout(checkout)).toBe("RELEASED");
    expect(await settleCheckout(checkout)).toBe("RELEASED");
    expect(refunds).toEqual(["sbx_ch_probe", "sbx_ch_probe"]); // same refund idempotency key both times
    expect(await testDb().reservation.findUnique({ where: { id: held.id } })).toBeNull();
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
  });

  it("a retried request for a hold still being settled is told so, not told it is booked", async () => {
    const { checkout, input, ctx } = await pendingHold();
    await expect(bookStay(input, ctx)).rejects.toThrow("This booking is still being processed. Please try again in a minute.");
    await settleCheckout(checkout);
  });

  it("when the database cannot say, it settles in the background once it answers", async () => {
    const { checkout, refunds, room, nights } = await pendingHold();
    let down = 2;
    const settle = (c: Checkout) => (down-- > 0 ? Promise.reject(lostAnswer()) : settleCheckout(c));
    const retry = { firstDelayMs: 20, maxDelayMs: 40, settle };
    expect(await settleOrDefer(checkout, retry)).toBeNull();
    // settleOrDefer's own attempt failed (down 2 → 1); the background's first attempt fails too, the second settles.
    for (let i = 0; i < 100 && refunds.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refunds).toEqual(["sbx_ch_probe"]);
    // The settlement refunds first, then lets the rooms go in its own transaction: wait for that to commit.
    await eventually(
      () => availabilityOf(room, nights[0], nights[1]),
      (a) => a[0] === 3 && a[1] === 3,
      { timeoutMs: 5_000, everyMs: 20 },
    );
  });

  it("gives up after its window and says so, leaving the charge to the provider's reconciliation", async () => {
    const { checkout } = await pendingHold();
    const never = () => Promise.reject(lostAnswer());
    expect(await settleInBackground(checkout, { firstDelayMs: 10, maxDelayMs: 10, giveUpAfterMs: 50, settle: never })).toBeNull();
    await settleCheckout(checkout);
  });
});
