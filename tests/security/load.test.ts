import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { residentMb, startWebServer, type WebServer } from "../support/web-server";
import { webHeapMb } from "../../scripts/lib/web-process.mjs";
import { rawJsonPost, rawRequest } from "./support/raw-request";

afterAll(closeTestDb);

/**
 * Issue #16 item 3: "4,500 simultaneous signed-in POST /api/booking/book → Reached heap limit, every connection reset,
 * and under npm start the whole app stops." Against a web process of its own (the production heap cap, default
 * admission limits), 5,000 bookings arrive at once over raw sockets: 4,000 from 40 addresses and 1,000 from one.
 */
const traveler = { title: 2, firstName: "Load", lastName: "Probe", email: "load@example.test" };

async function signIn(): Promise<string> {
  const user = await createUser();
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return setCookies(res)["next-auth.session-token"]!;
}

describe("a flood of signed-in bookings", () => {
  let server: WebServer;
  afterAll(() => server?.stop());

  it("5,000 simultaneous bookings: no crash, memory below the heap cap, fast 503/429 with Retry-After, serving again within 10 s", async () => {
    server = await startWebServer();
    const port = server.port;
    const tokens = await Promise.all(Array.from({ length: 10 }, signIn));
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 6000 }] });
    const nights: [string, string] = [isoDay(30), isoDay(31)];
    const booking = (token: string) => {
      const body = {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: nights[0],
        checkOut: nights[1],
        guests: 2,
        rooms: 1,
        traveler,
        idempotencyKey: randomUUID(),
      };
      return rawJsonPost(port, "/api/booking/book", body, { Cookie: `next-auth.session-token=${token}` });
    };

    const idleMb = residentMb(server.process.pid!).now;
    let peakMb = 0;
    const sampler = setInterval(() => {
      if (server.process.exitCode === null) peakMb = Math.max(peakMb, residentMb(server.process.pid!).now);
    }, 100);
    const flooder = "127.0.9.200";
    const started = Date.now();
    // The flooding address connects first: sent last, its requests found the queue already full and were refused as
    // "busy" (503) before it ever held its share, and whether any 429 came back depended on the machine's speed.
    const answers = await Promise.all([
      ...Array.from({ length: 1000 }, (_, i) => rawRequest(port, flooder, booking(tokens[i % tokens.length]!))),
      ...Array.from({ length: 4000 }, (_, i) => rawRequest(port, `127.0.9.${1 + (i % 40)}`, booking(tokens[i % tokens.length]!))),
    ]);
    const burstMs = Date.now() - started;
    clearInterval(sampler);
    const slowest = Math.max(...answers.map((a) => a.ms));
    const statuses = Object.fromEntries([...new Set(answers.map((a) => a.status))].map((s) => [s, answers.filter((a) => a.status === s).length]));
    const failures = [...new Set(answers.filter((a) => a.status === 0).map((a) => a.error))];
    console.log(JSON.stringify({ burstMs, slowest, idleMb, peakMb, statuses, failures }));

    // The process lived through it, within its memory budget: what the flood added stays within half the heap cap.
    // (Resident memory also counts code, native buffers and the heap the idle process already uses — about 285 MB
    // before the flood — so comparing the peak itself with the heap cap failed by chance at 390 of 384 MB.)
    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb - idleMb).toBeLessThan(webHeapMb() / 2);
    // Every request got an answer: a booking, or a refusal that says when to come back. No resets.
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    expect([...byStatus.keys()].filter((s) => ![200, 409, 429, 503].includes(s))).toEqual([]);
    expect(answers.filter((a) => (a.status === 429 || a.status === 503) && !/^\d+$/.test(a.retryAfter ?? ""))).toEqual([]);
    // The bounds were what held it: the process refused work (503), and the one flooding address was held to its share.
    expect(byStatus.get(503) ?? 0).toBeGreaterThan(0);
    // (Its requests arrive over seconds as the server accepts them, so more than 128 of them are served in all; that no
    // more than 128 are ever under way at once is tests/unit/admission.test.ts's to show.)
    expect(answers.filter((a) => a.from === flooder && a.status === 429).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.from !== flooder && a.status === 429)).toEqual([]);
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(0);

    // Within 10 s after, it serves normally: health, a page, a booking.
    const deadline = Date.now() + 10_000;
    let health = 0;
    while (Date.now() < deadline && health !== 200) {
      health = await fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (health !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(health).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const after = await rawRequest(port, "127.0.9.100", booking(tokens[0]!));
    expect(after.status).toBe(200);
    expect(Date.now()).toBeLessThan(deadline + 5000);
  }, 330_000);
});
