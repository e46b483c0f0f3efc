import { db, pool } from "@/lib/db";
import { importRates } from "@/lib/locale/rates-import";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, isoDay, TEST_PASSWORD, testDb, uniqueWord } from "../support/factories";
import { createStayProperty } from "../support/catalogue-factory";
import { startWebServer, type WebServer } from "../support/web-server";
import { bookStay } from "../support/stay-booking";
import { sleep } from "./support/faults";

jest.setTimeout(240_000);

/**
 * Two web processes of the test's own on one database, each keeping what it read for an hour: a change made through
 * one — or by a script — is seen by the other within a second, because every process hears every change
 * (lib/events/feed.ts) and its caches' seam expires what the change names (lib/cache/seam.ts).
 */
const LONG_CACHES = { ORG_CACHE_TTL: "3600", PAGE_CACHE_TTL: "3600", RATES_CACHE_TTL: "3600" };

/**
 * Asks `read` until it answers what `seen` wants, from the moment `since`; whether a request made within a second of
 * it did (a busy machine may take a while to answer; what counts is when the request was made).
 */
async function seenWithinOneSecond<T>(since: number, read: () => Promise<T>, seen: (value: T) => boolean): Promise<{ last: T; withinOneSecond: boolean }> {
  let askedAt = Date.now();
  let last = await read();
  while (!seen(last) && Date.now() - since <= 1000) {
    await sleep(50);
    askedAt = Date.now();
    last = await read();
  }
  return { last, withinOneSecond: seen(last) && askedAt - since <= 1000 };
}

describe("a change made through one web process is seen by another within a second", () => {
  const servers: WebServer[] = [];
  const fileName = `cross-process-${process.pid}.csv`;
  beforeAll(async () => {
    servers.push(...(await Promise.all([startWebServer(LONG_CACHES), startWebServer(LONG_CACHES)])));
  });
  afterAll(async () => {
    await testDb().currencyRate.deleteMany({ where: { source: `csv:${fileName}` } });
    await Promise.all(servers.map((s) => s.stop()));
    await closeTestDb();
    await db.$disconnect();
    await pool.end();
  });

  it("the last room booked through the first: the second's search, kept in its memory, shows it gone", async () => {
    const [first, second] = servers as [WebServer, WebServer];
    const { property, rooms } = await createStayProperty({ name: `Two Process Inn ${uniqueWord()}`, rooms: [{ available: 1 }] });
    const [checkIn, checkOut] = [isoDay(50), isoDay(52)];
    const path = `/api/search?product=hotel&destination=${encodeURIComponent(property.name)}&checkin=${checkIn}&checkout=${checkOut}&guests=2&rooms=1`;
    const found = async (server: WebServer) =>
      ((await (await call(path, { baseUrl: server.url })).json()).data.results as { property: { id: number } }[]).map((r) => r.property.id);
    // Both processes have searched (and kept the answer); the second has answered it from memory since.
    for (const server of servers) expect(await found(server)).toEqual([property.id]);
    expect(await found(second)).toEqual([property.id]);

    const user = await createUser();
    const login = await call("/api/signIn", { baseUrl: first.url, body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const member = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    const booked = await bookStay({ baseUrl: first.url, cookies: member, propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut });
    expect(booked.status).toBe(200);
    const outcome = await seenWithinOneSecond(
      Date.now(),
      () => found(second),
      (ids) => ids.length === 0,
    );
    expect(outcome).toEqual({ last: [], withinOneSecond: true });
  });

  it("a booking through the first: the member's trips, kept by the second, list it; a cancellation through the second, the first", async () => {
    const [first, second] = servers as [WebServer, WebServer];
    const { property, rooms } = await createStayProperty({ name: `Kept Trips Inn ${uniqueWord()}`, rooms: [{ available: 2 }] });
    const user = await createUser();
    const login = await call("/api/signIn", { baseUrl: first.url, body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const member = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    const trips = async (server: WebServer) =>
      (
        (await (await call("/api/reservations", { baseUrl: server.url, cookies: member, body: {} })).json()).data as { reference: string; status: string }[]
      ).map((r) => `${r.reference}:${r.status}`);
    // Both processes have read (and kept) the member's empty list.
    for (const server of servers) expect([await trips(server), await trips(server)]).toEqual([[], []]);
    const booked = await bookStay({
      baseUrl: first.url,
      cookies: member,
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(20),
      checkOut: isoDay(21),
    });
    expect(booked.status).toBe(200);
    const reference: string = (await booked.json()).data.reference;
    expect(await trips(first)).toEqual([`${reference}:CONFIRMED`]);
    expect(
      await seenWithinOneSecond(
        Date.now(),
        () => trips(second),
        (list) => list.length === 1,
      ),
    ).toEqual({
      last: [`${reference}:CONFIRMED`],
      withinOneSecond: true,
    });
    const cancelled = await call("/api/booking/cancel", { baseUrl: second.url, cookies: member, body: { reference } });
    expect(cancelled.status).toBe(200);
    expect(await trips(second)).toEqual([`${reference}:CANCELLED`]);
    expect(
      await seenWithinOneSecond(
        Date.now(),
        () => trips(first),
        (list) => list[0] === `${reference}:CANCELLED`,
      ),
    ).toEqual({
      last: [`${reference}:CANCELLED`],
      withinOneSecond: true,
    });
  });

  it("a rate imported by the operators' command: both processes answer it, their kept rates and answers expired", async () => {
    const rateOf = async (server: WebServer) =>
      (await (await call("/api/general/getCurrencyRate", { baseUrl: server.url, body: { fromCurrency: "USD", toCurrency: "MXN" } })).json()).data
        .roeRate as number;
    const before = await Promise.all(servers.map(rateOf));
    const changed = Math.round((before[0]! + 0.0123) * 10_000) / 10_000;
    expect(await importRates(testDb(), `code,rate\nMXN,${changed}\n`, { fileName })).toMatchObject({ ok: true });
    const committed = Date.now();
    for (const server of servers)
      expect(
        await seenWithinOneSecond(
          committed,
          () => rateOf(server),
          (rate) => rate === changed,
        ),
      ).toEqual({ last: changed, withinOneSecond: true });
  });
});
