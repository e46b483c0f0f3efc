import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { allUp, eventually, leaksInternals, setMode, sleep } from "./support/faults";

afterAll(closeTestDb);
afterEach(allUp);
jest.setTimeout(180_000);

const CARD = { number: "4242 4242 4242 4242", name: "Fault Probe", expiry: "12/39", cvc: "123" };
const traveler = { title: 2, firstName: "Fault", lastName: "Probe", email: "f@example.test" };
/** The fault server waits this long for a connection (DB_CONNECT_TIMEOUT_MS, set by npm test) before answering 503. */
const CONNECT_TIMEOUT_MS = 2000;

async function signedIn() {
  const user = await createUser();
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! };
}

type Outcome = { key: string; cookies: Record<string, string>; status: number; ms: number; text: string; retryAfter: string | null };

async function timedBook(propertyId: number, roomTypeId: number, cookies: Record<string, string>, nights: [string, string], key: string = randomUUID()): Promise<Outcome> {
  const started = Date.now();
  try {
    const res = await call("/api/booking/book", {
      body: { propertyId, roomTypeId, checkIn: nights[0], checkOut: nights[1], guests: 2, rooms: 1, traveler, card: CARD, idempotencyKey: key },
      cookies,
    });
    return { key, cookies, status: res.status, ms: Date.now() - started, text: await res.text(), retryAfter: res.headers.get("retry-after") };
  } catch (error) {
    return { key, cookies, status: 0, ms: Date.now() - started, text: String(error), retryAfter: null };
  }
}

/** Issue 11: "PostgreSQL stopped during a booking load: requests fail fast with 503 (no stack traces), nothing
 * half-written (no reservation without its wallet rows and vice versa), and service resumes by itself". */
describe("PostgreSQL stops during a booking load", () => {
  it("bookings in flight either complete or get 503 fast; nothing is half-written; service resumes by itself", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, signedIn));
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 200 }] });
    const room = rooms[0]!.id;
    const nights: [string, string] = [isoDay(40), isoDay(42)];

    // 40 bookings spread over ~2 s; PostgreSQL stops 600 ms in.
    const load = Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await sleep(i * 50);
        return timedBook(property.id, room, members[i % members.length]!, nights);
      }),
    );
    await sleep(600);
    await setMode("postgresql", "down");
    const outcomes = await load;

    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(unexpected.map((o) => `${o.status}: ${o.text.slice(0, 200)}`)).toEqual([]);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(leaksInternals(o.text)).toBe(false);
      expect(JSON.parse(o.text)).toMatchObject({ status: 0, error: { code: "SERVICE_UNAVAILABLE" } });
      expect(o.retryAfter).toMatch(/^\d+$/);
      expect(o.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 5000);
    }

    // While it is down: health says so, pages answer 503 without internals, sign-in is refused plainly.
    const health = await call("/api/health");
    expect(health.status).toBe(503);
    const page = await call("/");
    expect(page.status).toBe(503);
    expect(leaksInternals(await page.text())).toBe(false);
    const signIn = await call("/api/signIn", { body: { jsonSign: { email_id: "member@demo.test", password: "Demo!2345" } } });
    expect(signIn.status).toBe(503);

    // A stuck server (connections accepted, never answered) fails as fast as the connect timeout allows.
    await setMode("postgresql", "hang");
    const stuck = await timedBook(property.id, room, members[0]!, nights);
    expect(stuck.status).toBe(503);
    expect(stuck.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 5000);

    // Back up: the same process serves again without a restart.
    await setMode("postgresql", "up");
    await eventually(() => call("/api/health").then((r) => r.status), (s) => s === 200);
    const after = await timedBook(property.id, room, members[1]!, nights);
    expect(after.status).toBe(200);

    // Holds whose confirmation was cut off are settled by the server once the database answers: none stays PENDING.
    const reservations = await eventually(
      () => testDb().reservation.findMany({ where: { propertyId: property.id }, include: { payments: true } }),
      (rows) => rows.every((r) => r.status !== "PENDING"),
      { timeoutMs: 60_000 },
    );
    // Nothing half-written: every confirmed reservation has its approved payment for the amount paid by card, every
    // approved payment belongs to a confirmed reservation, and the rooms held are exactly the confirmed ones.
    for (const r of reservations) {
      const approved = r.payments.filter((p) => p.status === "APPROVED");
      if (r.status === "CONFIRMED") expect(approved.map((p) => p.amountMinor)).toEqual([r.cardPaidMinor]);
      else expect(approved).toEqual([]);
      expect(["CONFIRMED", "CANCELLED"]).toContain(r.status);
    }
    const confirmed = reservations.filter((r) => r.status === "CONFIRMED");
    expect(await availabilityOf(room, nights[0], nights[1])).toEqual([200 - confirmed.length, 200 - confirmed.length]);

    // Every 200 is a confirmed booking with the reference it answered.
    const byKey = new Map(confirmed.map((r) => [r.idempotencyKey, r]));
    const booked = [...outcomes, after].filter((x) => x.status === 200);
    for (const o of booked) expect(byKey.get(o.key)?.reference).toBe(JSON.parse(o.text).data.reference);
    // A 503 can hide a booking only where the connection dropped as its COMMIT was applied: the answer was lost, not
    // the booking. Retrying with the same idempotency key, as the checkout page does, then answers with that booking.
    const answered = new Set(booked.map((x) => x.key));
    for (const o of outcomes.filter((x) => x.status === 503 && byKey.has(x.key))) {
      const retry = await timedBook(property.id, room, o.cookies, nights, o.key);
      expect(retry.status).toBe(200);
      expect(JSON.parse(retry.text).data.reference).toBe(byKey.get(o.key)!.reference);
      answered.add(o.key);
    }
    expect(confirmed.filter((r) => !answered.has(r.idempotencyKey!))).toEqual([]);
  });
});
