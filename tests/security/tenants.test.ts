import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { signedInMember } from "./support/session";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);
// Long enough for a loaded 2-core machine; the slowest tests name their own.
jest.setTimeout(120_000);
const traveler = { title: 2, firstName: "Tenant", lastName: "Probe", email: "t@example.test" };

/** Issue 11: "cross-tenant probes (org A's user, card, booking or CSS through org B's host) all refused". */
describe("one organisation's data through another organisation's host", () => {
  it("org A's session is no session on org B's host: no profile, no bookings, no writes", async () => {
    const a = await signedInMember({ ip: "127.0.0.111" });
    const onB = { host: "partner.localhost", cookies: a.cookies };
    expect((await (await call("/api/auth/checkLogin", { body: {}, ...onB })).json()).status).toBe("failed");
    expect((await call("/api/reservations", { body: {}, ...onB })).status).toBe(401);
    expect((await call("/api/profile/updatePrefCurrLang", { body: { currency: "EUR" }, ...onB })).status).toBe(401);
    expect((await call("/api/booking/cancel", { body: { reference: "ABCDEF12" }, ...onB })).status).toBe(401);
    const page = await call("/user/my-trips", onB);
    expect(await page.text()).not.toContain(a.user.email);
  });

  it("org A's booking cannot be read or cancelled through org B, even by org B's member who knows the reference", async () => {
    const a = await signedInMember({ ip: "127.0.0.111" });
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const booked = await paidCheckout("/api/booking/book", {
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(30),
        checkOut: isoDay(31),
        guests: 2,
        rooms: 1,
        traveler,
        idempotencyKey: randomUUID(),
      },
      cookies: a.cookies,
    });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data;
    const b = await signedInMember({ org: "partner", ip: "127.0.0.111" });
    expect((await call("/api/booking/cancel", { host: "partner.localhost", body: { reference }, cookies: b.cookies })).status).toBe(404);
    const list = await (await call("/api/reservations", { host: "partner.localhost", body: {}, cookies: b.cookies })).json();
    expect(JSON.stringify(list)).not.toContain(reference);
    expect((await testDb().order.findUniqueOrThrow({ where: { reference } })).status).toBe("CONFIRMED");
  });

  it("org B's stylesheet is not served on org A's host", async () => {
    const onB = await call("/api/general/getCss/global.css", { host: "partner.localhost" });
    expect(onB.status).toBe(200);
    const css = await onB.text();
    const onA = await call("/api/general/getCss/global.css");
    expect(onA.status).toBe(404);
    expect(await onA.text()).not.toBe(css);
    const viaApi = await (await call("/api/general/getwhitelabelcss", { body: { pageCode: "global" } })).json();
    expect(JSON.stringify(viaApi)).not.toContain(css.slice(0, 40));
  });
});
