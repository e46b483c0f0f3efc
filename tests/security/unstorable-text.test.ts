import { randomUUID } from "node:crypto";
import { closeTestDb, isoDay } from "../support/factories";
import { call } from "../support/http";
import { signedInMember } from "./support/session";

afterAll(closeTestDb);

/**
 * Issue #50: a NUL or a lone UTF-16 surrogate in a text field or a query string reached PostgreSQL, which refused the
 * statement (500); an offer id that was a path (`../orders/ord_…`) reached the Duffel SDK, which fetched that path
 * with the platform's token. Each is a 400 naming its field, in the error envelope of every field error.
 */
const IP = "127.0.0.71";
type Envelope = { error?: { code?: string; fields?: { path: string; message: string }[] } };

async function refused(path: string, opts: Parameters<typeof call>[1] = {}) {
  const res = await call(path, { localAddress: IP, ...opts });
  const body = (await res.json().catch(() => ({}))) as Envelope;
  return { status: res.status, code: body.error?.code, paths: body.error?.fields?.map((f) => f.path) ?? [] };
}
const contact = { firstName: "Ana", lastName: "Lopez", email: "ana@example.test" };

describe("NUL and lone surrogates are field errors, never a 500", () => {
  it.each([
    ["/api/places/car-locations?q=ab%00", "q"],
    ["/api/places/airports?q=%00", "q"],
    ["/api/places/destinations?q=pa%00r", "q"],
    ["/api/places/transfer-points?q=ab%00c", "q"],
    ["/api/flights/search?origin=LH%00R", "origin"],
  ])("GET %s → 400 on %s", async (path, field) => {
    expect(await refused(path)).toMatchObject({ status: 400, code: "VALIDATION_FAILED", paths: expect.arrayContaining([field]) });
  });

  it("an agent's client search: /api/agent/clients?q=%00", async () => {
    const agent = await signedInMember({ userType: 1, ip: IP });
    expect(await refused("/api/agent/clients?q=%00", { cookies: agent.cookies })).toMatchObject({ status: 400, paths: ["q"] });
  });

  it("a stay's special requests, a referral click's landing_url and a social sign-in start's fields", async () => {
    const member = await signedInMember({ ip: IP });
    const traveler = { title: 2, firstName: "Ana", lastName: "Lopez", email: "ana@example.test" };
    const stay = { propertyId: 1, roomTypeId: 1, checkIn: isoDay(10), checkOut: isoDay(12), guests: 1, rooms: 1 };
    for (const bad of ["x\u0000y", "x\ud800y"]) {
      const book = { ...stay, traveler: { ...traveler, specialRequests: bad }, idempotencyKey: randomUUID() };
      expect(await refused("/api/booking/book", { body: book, cookies: member.cookies })).toMatchObject({ status: 400, paths: ["traveler.specialRequests"] });
      expect(await refused("/api/referral/click", { body: { referral_code: "NOPE", landing_url: `/hotels${bad}` } })).toMatchObject({
        status: 400,
        paths: ["landing_url"],
      });
      expect(await refused("/api/social/start", { body: { provider: "google", mode: "signup", accesscode: bad } })).toMatchObject({
        status: 400,
        paths: ["accesscode"],
      });
      expect(await refused("/api/signIn", { body: { jsonSign: { email_id: `a${bad}@b.test`, password: "x" } } })).toMatchObject({
        status: 400,
        paths: ["jsonSign.email_id"],
      });
    }
  });
});

describe("an offer id is checked by shape before any supplier call", () => {
  const order = {
    product: "flight",
    expectedTotalMinor: 100_000,
    expectedCurrency: "USD",
    travellers: [],
    contact,
  };
  const PATHS = ["../orders/ord_0000AbCdEf", "off_1/../../orders/ord_1", "off_1?x=1", "off_1#x", "off_%2e%2e"];

  it("POST /api/orders and POST /api/packages/book: 400 on offerId / flightOfferId", async () => {
    const member = await signedInMember({ ip: IP });
    for (const offerId of PATHS) {
      expect(await refused("/api/orders", { body: { ...order, offerId, idempotencyKey: randomUUID() }, cookies: member.cookies })).toMatchObject({
        status: 400,
        paths: ["offerId"],
      });
      const pkg = { ...order, product: undefined, flightOfferId: offerId, destination: "lisbon", propertyId: 1, roomTypeId: 1 };
      const res = await refused("/api/packages/book", {
        body: { ...pkg, checkIn: isoDay(10), checkOut: isoDay(12), rooms: 1, adults: 1, idempotencyKey: randomUUID() },
        cookies: member.cookies,
      });
      expect(res).toMatchObject({ status: 400 });
      expect(res.paths).toContain("flightOfferId");
    }
    // Another kind's id is no offer of this product either.
    const cruise = await refused("/api/orders", {
      body: { ...order, offerId: "CAR-202703-05.balcony.2", idempotencyKey: randomUUID() },
      cookies: member.cookies,
    });
    expect(cruise).toMatchObject({ status: 400, paths: ["offerId"] });
  });

  it("the flight checkout page given a path as its offer shows the offer as gone, to a guest", async () => {
    for (const offer of PATHS) {
      const res = await call(`/flight/checkout?offer=${encodeURIComponent(offer)}`, { localAddress: IP });
      expect(res.status).toBe(200);
      const html = await res.text();
      // The message alone: no summary, price or passenger form of whatever the path would have fetched.
      expect(html).toContain('data-testid="checkout-message">Sorry, this offer is no longer available');
      expect(html).not.toContain("Passengers</");
    }
  });
});
