import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { bookStay } from "@/lib/orders/book-stay";
import { releaseStaleHolds } from "@/lib/orders/holds";
import { ZBookStay } from "@/lib/booking/schemas";
import { settleCheckout, settleInBackground, settleOrDefer, type Checkout } from "@/lib/orders/settle-checkout";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { closeTestDb, createUser, testDb } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { cardState, createCard } from "../support/wallet-factory";
import { eventually } from "../support/eventually";

/**
 * lib/booking against the test database: a checkout the wallet pays in full is held, redeemed and confirmed here (a
 * card's goes through the provider's page and its own claim: tests/api/hosted-checkout.test.ts). A connection that
 * drops during COMMIT leaves the outcome unknown — the transaction may have been applied although the app saw an
 * error — so what is stored decides: a confirmed booking stands, anything else lets the rooms and the credit go.
 */
afterAll(async () => {
  await db.$disconnect();
  await closeTestDb();
});
afterEach(() => jest.restoreAllMocks());

const lostAnswer = () => Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });

/**
 * Makes the n-th interactive transaction from now on fail as if its connection had dropped: after its COMMIT was
 * applied (`committed`), before anything was written, or never answering at all (`hang`).
 */
async function dropConnectionOfTransaction(n: number, how: { committed: boolean } | "hang") {
  // The booking's own transactions are counted: the stale-hold sweep (at most once a minute per process) runs now, so
  // it cannot release another test's abandoned hold in a transaction of its own inside the booking counted here.
  await releaseStaleHolds();
  const original = db.$transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let seen = 0;
  jest.spyOn(db, "$transaction").mockImplementation(((...args: unknown[]) => {
    if (++seen !== n) return original(...args);
    if (how === "hang") return new Promise(() => undefined);
    return how.committed ? original(...args).then(() => Promise.reject(lostAnswer())) : Promise.reject(lostAnswer());
  }) as typeof db.$transaction);
}

/** 2 nights at 100.00 + 10% tax = 220.00, paid in full by the member's cash card of 300.00. */
async function checkoutFixture() {
  const org = await getOrgByHost("localhost");
  const user = await createUser();
  const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 30_000 });
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 3 }] });
  const nights: [string, string] = [isoDay(30), isoDay(32)];
  const input = ZBookStay.parse({
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: nights[0],
    checkOut: nights[1],
    guests: 2,
    rooms: 1,
    traveler: { title: 2, firstName: "Settle", lastName: "Probe", email: "s@example.test" },
    wallet: { cashCardId: cash.id },
    idempotencyKey: randomUUID(),
  });
  const ctx = { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD" };
  return { input, ctx, room: rooms[0]!.id, nights, property, cash };
}

describe("a confirmation whose answer was lost", () => {
  it("stands when its COMMIT went through: the member gets the booking and the credit stays spent", async () => {
    const { input, ctx, room, nights, cash } = await checkoutFixture();
    await dropConnectionOfTransaction(2, { committed: true }); // 1: the hold, 2: the confirmation
    const booking = await bookStay(input, ctx);
    expect(booking.status).toBe("CONFIRMED");
    const stored = await testDb().order.findUniqueOrThrow({ where: { reference: booking.reference }, include: { payments: true } });
    expect(stored).toMatchObject({ status: "CONFIRMED", walletAppliedMinor: 22_000, cardPaidMinor: 0 });
    expect(stored.payments).toEqual([]);
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 8_000, kinds: ["HOLD", "REDEEM"] });
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([2, 2]);
    // Its confirmation e-mail was written with it; the outbox's retry round sends it (the id never came back).
    expect(await testDb().emailOutbox.count({ where: { to: ctx.user.email, subject: { contains: booking.reference } } })).toBe(1);
  });

  it("is undone when nothing was committed: the credit and the rooms go back", async () => {
    const { input, ctx, room, nights, property, cash } = await checkoutFixture();
    await dropConnectionOfTransaction(2, { committed: false });
    await expect(bookStay(input, ctx)).rejects.toThrow("Connection terminated");
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 30_000, kinds: ["HOLD", "RELEASE"] });
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
  });

  it("a hold whose answer was lost is let go", async () => {
    const { input, ctx, room, nights, property, cash } = await checkoutFixture();
    await dropConnectionOfTransaction(1, { committed: true });
    await expect(bookStay(input, ctx)).rejects.toThrow("Connection terminated");
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);
    expect((await cardState(cash.id)).balanceMinor).toBe(30_000);
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
  });
});

describe("settling a checkout", () => {
  /** Held, then stopped before confirming: the confirmation's transaction never answers. */
  async function pendingHold() {
    const f = await checkoutFixture();
    await dropConnectionOfTransaction(2, "hang");
    void bookStay(f.input, f.ctx).catch(() => undefined);
    const held = await eventually(
      () => testDb().order.findUnique({ where: { idempotencyKey: f.input.idempotencyKey } }),
      (r) => r !== null,
      { timeoutMs: 5_000, everyMs: 50 },
    );
    jest.restoreAllMocks();
    const checkout: Checkout = { reference: held!.reference };
    return { ...f, checkout, held: held! };
  }

  it("a pending hold: releases the rooms and the credit, and a second settlement changes nothing", async () => {
    const { checkout, room, nights, held, cash } = await pendingHold();
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([2, 2]);
    expect(await settleCheckout(checkout)).toBe("RELEASED");
    expect(await settleCheckout(checkout)).toBe("RELEASED");
    expect(await testDb().order.findUnique({ where: { id: held.id } })).toBeNull();
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([3, 3]);
    expect(await cardState(cash.id)).toMatchObject({ balanceMinor: 30_000, kinds: ["HOLD", "RELEASE"] });
  });

  it("a retried request for a hold still being settled is told so, not told it is booked", async () => {
    const { checkout, input, ctx } = await pendingHold();
    await expect(bookStay(input, ctx)).rejects.toThrow("This booking is still being processed. Please try again in a minute.");
    await settleCheckout(checkout);
  });

  it("when the database cannot say, it settles in the background once it answers", async () => {
    const { checkout, room, nights } = await pendingHold();
    let down = 2;
    const settle = (c: Checkout) => (down-- > 0 ? Promise.reject(lostAnswer()) : settleCheckout(c));
    const retry = { firstDelayMs: 20, maxDelayMs: 40, settle };
    expect(await settleOrDefer(checkout, retry)).toBeNull();
    // settleOrDefer's own attempt failed (down 2 → 1); the background's first attempt fails too, the second settles.
    await eventually(
      () => availabilityOf(room, nights[0], nights[1]),
      (a) => a[0] === 3 && a[1] === 3,
      { timeoutMs: 5_000, everyMs: 20 },
    );
    expect(down).toBeLessThan(0);
  });

  it("gives up after its window and says so, leaving the hold to the stale-hold sweep", async () => {
    const { checkout } = await pendingHold();
    const never = () => Promise.reject(lostAnswer());
    expect(await settleInBackground(checkout, { firstDelayMs: 10, maxDelayMs: 10, giveUpAfterMs: 50, settle: never })).toBeNull();
    await settleCheckout(checkout);
  });
});
