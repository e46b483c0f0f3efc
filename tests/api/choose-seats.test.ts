import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { signedIn as signedInAs } from "../support/itinerary";
import { bookedFlight } from "../support/booked-flight";
import { waitForMail } from "../support/mail";
import { moneyDifferences } from "../support/money-invariant";
import { payAndReturn } from "../support/paid-checkout";
import { signManageToken } from "@/lib/orders/guest/manage-token";
import { reconcileWithProvider } from "@/lib/payments/reconcile-provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";

/**
 * Seats after booking over HTTP (POST /api/booking/choose-seats, the guest's /api/booking/manage/choose-seats): the
 * booked order's seat maps (GET /air/seat_maps?order_id= through the SDK and the Duffel stand-in), a free seat given at
 * once, a paid one paid on the provider's page first, a passenger moved from one seat to another — named on the trip
 * page, e-mail and calendar, and refunded with the fare.
 */
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
jest.setTimeout(120_000);

const signedIn = () => signedInAs({ planStatus: "ACTIVE" });

type Quote = { status: string; currency: string; seatMaps: SegmentSeatMap[]; passengers: { id: string; name: string; seats: Record<string, string> }[] };

/** The first seat of the map the passenger may take at this price (0: a free one, else any paid one). */
function seatFor(quote: Quote, paid: boolean) {
  for (const cell of quote.seatMaps[0]!.cabins.flatMap((c) => c.rows.flat(2)))
    if (cell.kind === "seat") {
      const s = cell.services.find((x) => x.passengerId === quote.passengers[0]!.id && (paid ? x.amountMinor > 0 : x.amountMinor === 0));
      if (s) return { id: s.id, designator: cell.designator, amountMinor: s.amountMinor };
    }
  throw new Error("no seat");
}

const seats = (body: Record<string, unknown>, cookies?: Record<string, string>) => call("/api/booking/choose-seats", { body, cookies });
const order = (reference: string) =>
  testDb().order.findUniqueOrThrow({
    where: { reference },
    include: { items: true, payments: { orderBy: { id: "asc" } }, events: { where: { kind: "SEATS_CHOSEN" }, orderBy: { id: "asc" } } },
  });

describe("POST /api/booking/choose-seats", () => {
  it("gives a free seat at once, moves to a paid one after its payment, names them everywhere and refunds them with the fare", async () => {
    const { user, cookies } = await signedIn();
    const { reference } = await bookedFlight({ cookies, email: user.email, days: 40 });
    const booked = await order(reference);

    const quote = (await (await seats({ reference }, cookies)).json()).data as Quote;
    expect(quote).toMatchObject({ status: "QUOTE", currency: "USD", passengers: [{ name: "Ada Lovelace", seats: {} }] });
    expect(quote.seatMaps).toHaveLength(1);
    expect(quote.seatMaps[0]).toMatchObject({ origin: "LHR", destination: "CDG" });

    // A free seat: no payment, the airline seats the passenger at once.
    const free = seatFor(quote, false);
    const before = new Date();
    const chosen = await seats(
      {
        reference,
        services: [{ id: free.id, quantity: 1 }],
        totalMinor: 0,
        confirm: true,
        idempotencyKey: randomUUID(),
        returnPath: `/user/my-trips/${reference}`,
      },
      cookies,
    );
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).data).toMatchObject({ status: "CHOSEN", totalMinor: 0, seats: [{ designator: free.designator, passenger: "Ada Lovelace" }] });
    let r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor, cardPaidMinor: booked.cardPaidMinor });
    expect(r.payments).toHaveLength(1);
    expect(r.events).toEqual([expect.objectContaining({ actor: "MEMBER", data: expect.objectContaining({ totalMinor: 0 }) })]);
    const mail = await waitForMail(user.email, { subject: new RegExp(`Seats chosen on booking ${reference}`), after: before });
    expect(mail.text).toContain(`Seat ${free.designator} · `);
    expect(mail.text).not.toContain("was charged");

    // The seat map now shows the seat held; moving to a paid seat costs that seat's price, paid before anything moves.
    const again = (await (await seats({ reference }, cookies)).json()).data as Quote;
    expect(Object.values(again.passengers[0]!.seats)).toEqual([free.designator]);
    const paid = seatFor(again, true);
    const confirm = {
      reference,
      services: [{ id: paid.id, quantity: 1 }],
      totalMinor: paid.amountMinor,
      confirm: true,
      idempotencyKey: randomUUID(),
      returnPath: `/user/my-trips/${reference}`,
    };
    const opened = await seats(confirm, cookies);
    const { status, paymentUrl } = (await opened.json()).data;
    expect(status).toBe("PAYMENT_REQUIRED");
    expect((await order(reference)).items[0]!.details).toMatchObject({ extras: { seats: [{ designator: free.designator }] } });
    const back = await payAndReturn(paymentUrl, { cookies });
    expect(back.headers.get("location")).toBe(`/user/my-trips/${reference}`);
    r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor + paid.amountMinor, cardPaidMinor: booked.cardPaidMinor + paid.amountMinor });
    const held = (r.items[0]!.details as { extras: { seats: { designator: string }[] } }).extras.seats;
    expect(held.map((s) => s.designator)).toEqual([paid.designator]);
    expect(r.events).toHaveLength(2);
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain(`Seat ${paid.designator} · `);
    expect(page).toContain(`Seats chosen: Seat ${paid.designator}`);
    const ics = await (await call(`/api/trips/${reference}/calendar`, { cookies })).text();
    expect(ics.replace(/\r\n /g, "")).toContain(`Seat ${paid.designator}`);
    // The same confirm again answers what it did.
    expect((await (await seats(confirm, cookies)).json()).data).toMatchObject({ status: "CHOSEN", totalMinor: paid.amountMinor });
    expect((await moneyDifferences(reference)).differences).toEqual([]);

    // Cancelled: the Flex fare gives back its price less its fee — the seat's price with it.
    const fee = (r.items[0]!.details as FlightDetails).conditions.refundPenaltyMinor ?? 0;
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect((await cancel.json()).data).toMatchObject({ refundMinor: booked.totalMinor + paid.amountMinor - fee });
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await reconcileWithProvider(stripeProvider, { userIds: [user.id] })).differences).toEqual([]);
    const closed = await seats({ reference }, cookies);
    expect(closed.status).toBe(409);
    expect((await closed.json()).error).toMatchObject({ message: "Only a confirmed booking can have seats chosen." });
  });

  it("refuses a forged seat, a taken one, a stale total and bad input naming the field", async () => {
    const { cookies } = await signedIn();
    const { reference } = await bookedFlight({ cookies, days: 42 });
    const quote = (await (await seats({ reference }, cookies)).json()).data as Quote;
    const paid = seatFor(quote, true);
    const confirm = (over: Record<string, unknown>) => seats({ reference, confirm: true, idempotencyKey: randomUUID(), ...over }, cookies);
    const fieldsOf = async (res: Response) => (await res.json()).error.fields.map((f: { path: string }) => f.path);
    expect(await fieldsOf(await confirm({ services: [{ id: "ase_forged000000000000", quantity: 1 }] }))).toEqual(["services.0.id"]);
    expect(await fieldsOf(await confirm({ services: [{ id: paid.id, quantity: 2 }] }))).toEqual(["services.0.quantity"]);
    expect(await fieldsOf(await confirm({ services: [] }))).toEqual(["services"]);
    expect(await fieldsOf(await seats({ reference, confirm: true, services: [{ id: paid.id, quantity: 1 }] }, cookies))).toEqual(["idempotencyKey"]);
    const stale = await confirm({ services: [{ id: paid.id, quantity: 1 }], totalMinor: 1 });
    expect((await stale.json()).error).toMatchObject({ code: "PRICE_CHANGED", detail: { totalMinor: paid.amountMinor } });
    const stranger = await signedIn();
    expect((await seats({ reference }, stranger.cookies)).status).toBe(404);
    expect((await seats({ reference })).status).toBe(401);
    expect((await order(reference)).payments).toHaveLength(1);
  });
});

describe("POST /api/booking/manage/choose-seats", () => {
  it("lets a guest choose a seat with the manage token", async () => {
    const { email, reference } = await bookedFlight({ days: 44 });
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const forged = signManageToken(reference, "someone-else@example.test", new Date(Date.now() + 3_600_000));
    expect((await call("/api/booking/manage/choose-seats", { body: { token: forged } })).status).toBe(404);
    const quote = (await (await call("/api/booking/manage/choose-seats", { body: { token } })).json()).data as Quote;
    const free = seatFor(quote, false);
    const res = await call("/api/booking/manage/choose-seats", {
      body: { token, services: [{ id: free.id, quantity: 1 }], totalMinor: 0, confirm: true, idempotencyKey: randomUUID() },
    });
    expect((await res.json()).data).toMatchObject({ status: "CHOSEN" });
    expect((await order(reference)).events).toEqual([expect.objectContaining({ actor: "GUEST" })]);
    await waitForMail(email, { subject: /Seats chosen on booking/ });
  });
});
