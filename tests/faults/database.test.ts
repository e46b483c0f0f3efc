import { randomUUID } from "node:crypto";
import { call, setCookies, type CallOptions } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { allUp, eventually, leaksInternals, setMode, sleep } from "./support/faults";
import { createCard } from "../support/wallet-factory";
import { detailsHref } from "@/lib/booking/search-url";

afterAll(closeTestDb);
afterEach(allUp);
jest.setTimeout(180_000);

const traveler = { title: 2, firstName: "Fault", lastName: "Probe", email: "f@example.test" };
/** The fault server waits this long for a connection (DB_CONNECT_TIMEOUT_MS, set by npm test) before answering 503. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A member whose cash card pays every booking here in full: the checkout then holds, redeems and confirms in our own
 * database alone (no provider page to wait for), which is what these faults are aimed at.
 */
async function signedIn() {
  const user = await createUser();
  const card = await createCard(user, { type: "CASH_CARD", amountMinor: 10_000_000 });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]!, cashCardId: String(card.id) };
}

type Outcome = { key: string; cookies: Record<string, string>; status: number; ms: number; text: string; retryAfter: string | null };

async function timedBook(
  propertyId: number,
  roomTypeId: number,
  member: Record<string, string>,
  nights: [string, string],
  key: string = randomUUID(),
): Promise<Outcome> {
  const cookies = member;
  const started = Date.now();
  try {
    const res = await call("/api/booking/book", {
      body: {
        propertyId,
        roomTypeId,
        checkIn: nights[0],
        checkOut: nights[1],
        guests: 2,
        rooms: 1,
        traveler,
        wallet: { cashCardId: Number(member.cashCardId) },
        idempotencyKey: key,
      },
      cookies: { "next-auth.session-token": member["next-auth.session-token"]! },
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

    // 40 bookings spread over ~2 s; PostgreSQL stops once the first has answered, with the others in flight or to come.
    let firstAnswered!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
    const load = Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await sleep(i * 50);
        const outcome = await timedBook(property.id, room, members[i % members.length]!, nights);
        firstAnswered();
        return outcome;
      }),
    );
    await firstAnswer;
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
    await eventually(
      () => call("/api/health").then((r) => r.status),
      (s) => s === 200,
    );
    const after = await timedBook(property.id, room, members[1]!, nights);
    expect(`${after.status} ${after.text.slice(0, 300)}`).toMatch(/^200 /);

    // Holds whose confirmation was cut off are settled by the server once the database answers: none stays PENDING.
    const reservations = await eventually(
      () => testDb().order.findMany({ where: { propertyId: property.id }, include: { payments: true } }),
      (rows) => rows.every((r) => r.status !== "PENDING"),
      { timeoutMs: 60_000 },
    );
    // Nothing half-written: every confirmed reservation has its wallet redemption for the whole amount, every
    // reservation let go has its credit back, and the rooms held are exactly the confirmed ones.
    for (const r of reservations) {
      const ledger = await testDb().walletLedger.findMany({ where: { reservationId: r.id }, select: { kind: true } });
      const kinds = ledger.map((l) => l.kind).sort();
      if (r.status === "CONFIRMED") expect({ kinds, wallet: r.walletAppliedMinor }).toEqual({ kinds: ["HOLD", "REDEEM"], wallet: r.totalMinor });
      else expect(kinds.filter((k) => k !== "HOLD" && k !== "RELEASE")).toEqual([]);
      expect(r.payments).toEqual([]);
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

/** Issue #16 item 10: "a hung PostgreSQL answers 503 within 3 s instead of holding checkouts for 10 s". */
describe("PostgreSQL freezes (connections open, nothing answered)", () => {
  it("a checkout answers 503 within 3 s, and the next requests at once", async () => {
    const member = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 20 }] });
    const nights: [string, string] = [isoDay(44), isoDay(45)];
    // The pool holds live connections when the server freezes.
    expect((await timedBook(property.id, rooms[0]!.id, member, nights)).status).toBe(200);
    await setMode("postgresql", "freeze");
    const frozen = await timedBook(property.id, rooms[0]!.id, member, nights);
    expect(frozen.status).toBe(503);
    expect(frozen.ms).toBeLessThan(3000);
    expect(frozen.retryAfter).toMatch(/^\d+$/);
    expect(leaksInternals(frozen.text)).toBe(false);
    const next = await timedBook(property.id, rooms[0]!.id, member, nights);
    expect(next.status).toBe(503);
    expect(next.ms).toBeLessThan(1000);
    // Thawed (the proxy cuts the frozen connections): service resumes by itself, nothing was booked while frozen.
    await setMode("postgresql", "up");
    await eventually(
      () => call("/api/health").then((r) => r.status),
      (s) => s === 200,
    );
    expect((await timedBook(property.id, rooms[0]!.id, member, nights)).status).toBe(200);
    const confirmed = await eventually(
      () => testDb().order.findMany({ where: { propertyId: property.id } }),
      (rows) => rows.every((r) => r.status !== "PENDING"),
      { timeoutMs: 60_000 },
    );
    expect(confirmed.filter((r) => r.status === "CONFIRMED")).toHaveLength(2);
  });
});

/**
 * "Bad input gets a clear error … never a 500": a page whose render the database fails — here the first request after
 * it froze, which the proxy let through while the breaker was still closed — is answered 503 with Retry-After, as
 * an API call is, not Next's 500.
 */
describe("a page the database fails while it renders", () => {
  it("answers 503 with Retry-After and no internals, and the page serves again once the database is back", async () => {
    const { property } = await createStayProperty({ rooms: [{ available: 2 }] });
    const page = detailsHref(property.id, { checkIn: isoDay(50), checkOut: isoDay(52), guests: 2, rooms: 1 });
    await eventually(
      () => call("/api/health").then((r) => r.status),
      (s) => s === 200,
    );
    // The same page for other dates first, so what the proxy keeps (the organisation, its settings) is fresh and
    // only the render itself needs the database.
    expect((await call(detailsHref(property.id, { checkIn: isoDay(60), checkOut: isoDay(61), guests: 2, rooms: 1 }), { method: "GET" })).status).toBe(200);
    await setMode("postgresql", "freeze");
    const frozen = await call(page, { method: "GET", headers: { accept: "text/html" } });
    expect(frozen.status).toBe(503);
    expect(frozen.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(frozen.headers.get("cache-control")).toContain("no-store");
    expect(leaksInternals(await frozen.text())).toBe(false);
    await setMode("postgresql", "up");
    const back = await eventually(
      () => call(page, { method: "GET", headers: { accept: "text/html" } }),
      (r) => r.status === 200,
    );
    expect(await back.text()).toContain(property.name);
  });
});

/** Issue #16 item 10: "a burst on the public /api/health must not open the process-wide breaker for everyone". */
describe("a burst of health checks", () => {
  it("2,000 concurrent calls to /api/health: the database is never reported down, other pages and APIs answer 200", async () => {
    const member = await signedIn();
    // 20 addresses × 100 calls: each within one client's share, so the calls reach the handler, not only admission.
    const burst = Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        call("/api/health", { localAddress: `127.0.8.${1 + (i % 20)}`, headers: { connection: "close" } }).then(
          async (r) => ({ status: r.status, text: await r.text() }),
          (error: unknown) => ({ status: 0, text: String(error) }),
        ),
      ),
    );
    // Meanwhile and after it, another visitor's pages and APIs are served.
    const visitor: CallOptions = { localAddress: "127.0.8.100" };
    const others: { what: string; status: number }[] = [];
    const probe = async (what: string, path: string, opts: CallOptions = {}) => {
      const res = await call(path, { ...visitor, ...opts });
      await res.arrayBuffer();
      others.push({ what, status: res.status });
    };
    const visits = (async () => {
      for (let i = 0; i < 3; i++) {
        await probe("home page", "/", { headers: { accept: "text/html" } });
        await probe("org config API", "/api/general/getOrgConfig");
        await probe("signed-in API", "/api/profile", { cookies: member });
        await sleep(300);
      }
    })();
    const [answers] = await Promise.all([burst, visits]);
    await probe("home page after", "/", { headers: { accept: "text/html" } });
    await probe("signed-in API after", "/api/profile", { cookies: member });

    // The breaker stayed closed: everything else was served throughout.
    expect(others.filter((o) => o.status !== 200)).toEqual([]);
    // Every health call was answered: "ok", or 503 (the web server's queue was full, or on a starved machine a probe
    // missed its own deadline, which no longer opens the breaker).
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect((await call("/api/health")).status).toBe(200);
  });
});
