import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, isoDay } from "../support/catalogue-factory";
import { createPackageDestination as destinationWithHotel, tripDay as dayWith } from "../support/package-factory";
import { PRICE_CHANGE_DAY, SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import { standInFare } from "../support/stand-in-fares";
import { adult } from "../support/flights";
import { paidCheckout } from "../support/paid-checkout";

/**
 * Packages through the HTTP API against the test server, its database and its Duffel stand-in: every test makes a
 * destination of its own (at Lisbon's coordinates, so flights go to LIS) with one hotel in it, and its own member.
 */
afterAll(closeTestDb);

const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", phone: "+442071234567" };
const passenger = (firstName: string) => adult({ firstName });
const travellers = [passenger("Ada"), passenger("Grace")];

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

function searchParams(slug: string, checkInDay: number, over: Record<string, string> = {}) {
  return new URLSearchParams({
    from: "LHR",
    to: slug,
    checkin: isoDay(checkInDay),
    checkout: isoDay(checkInDay + 3),
    rooms: "1",
    adults: "2",
    children: "0",
    ...over,
  });
}

type Search = {
  data: {
    flight: { id: string; details: { slices: unknown[] } } | null;
    results: { total: number; pages: number; items: { stay: { property: { id: number }; room: { id: number } }; price: Record<string, number | string> }[] };
  };
};

async function search(slug: string, checkInDay: number, cookies?: Record<string, string>) {
  const res = await call(`/api/packages/search?${searchParams(slug, checkInDay)}`, { cookies });
  expect(res.status).toBe(200);
  return ((await res.json()) as Search).data;
}

function bookingBody(slug: string, checkInDay: number, found: Search["data"], over: Record<string, unknown> = {}) {
  const item = found.results.items[0]!;
  return {
    flightOfferId: found.flight!.id,
    destination: slug,
    propertyId: item.stay.property.id,
    roomTypeId: item.stay.room.id,
    checkIn: isoDay(checkInDay),
    checkOut: isoDay(checkInDay + 3),
    rooms: 1,
    adults: 2,
    children: 0,
    expectedTotalMinor: item.price.totalMinor,
    expectedCurrency: item.price.currency,
    travellers,
    contact,
    idempotencyKey: randomUUID(),
    ...over,
  };
}

describe("GET /api/packages/search", () => {
  it("prices each stay of the destination with the best-value return flight, in one currency, with the saving", async () => {
    const { slug, property } = await destinationWithHotel({ currency: "EUR" });
    const { cookies } = await member();
    const day = dayWith(0, 20);
    const found = await search(slug, day, cookies);
    expect(found.flight?.details.slices).toHaveLength(2);
    expect(found.results).toMatchObject({ total: 1, pages: 1 });
    const [item] = found.results.items;
    expect(item!.stay.property.id).toBe(property.id);
    const p = item!.price;
    expect(p.currency).toBe("USD");
    expect(p.memberPricing).toBe(true);
    expect(p.separateTotalMinor).toBe((p.flightMinor as number) + ((p.stay as unknown as { totalMinor: number }).totalMinor as number));
    expect(p.savingMinor).toBe(Math.floor(((p.stay as unknown as { totalMinor: number }).totalMinor * 1_000 + 5_000) / 10_000));
    expect(p.totalMinor).toBe((p.separateTotalMinor as number) - (p.savingMinor as number));
    expect(p.publicTotalMinor).toBeGreaterThan(p.totalMinor as number);
  });

  it("prices a child as the package does: the flight's child fare (75 % of an adult's base) and a guest of the stay", async () => {
    const family = { name: "Family Room", rate: 26_000, maxGuests: 4, available: 3 };
    const { slug } = await destinationWithHotel({ moreRooms: [family] });
    const { cookies } = await member();
    const day = dayWith(0, 22);
    type Found = {
      flight: { id: string; price: { baseMinor: number; totalMinor: number }; details: { passengers: { type: string }[] } };
      results: { items: { stay: { room: { id: number; name: string } }; price: { flightMinor: number } }[] };
    };
    const find = async (over: Record<string, string>) => {
      const res = await call(`/api/packages/search?${searchParams(slug, day, over)}`, { cookies });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Found }).data;
    };
    const two = await find({});
    const withChild = await find({ children: "1", ages: "6" });
    expect(withChild.flight.details.passengers.map((p) => p.type).sort()).toEqual(["adult", "adult", "child"]);
    // The stand-in's fare: a child of 2–11 pays 75 % of an adult's, so the flights cost 2.75 adults' fares, not 3.
    expect(withChild.flight.price.baseMinor).toBe(standInFare(withChild.flight.id, 2.75).baseMinor);
    expect(two.flight.price.baseMinor).toBe(standInFare(two.flight.id, 2).baseMinor);
    // A member pays the airline's own fare for the package's flight, the child's included.
    for (const item of withChild.results.items) expect(item.price.flightMinor).toBe(withChild.flight.price.totalMinor);
    // The child counts as a guest of the stay: the double no longer fits three, the family room does.
    expect(withChild.results.items.map((i) => i.stay.room.name)).toEqual(["Family Room"]);
    // Any age from 2 to 11 is the same child fare.
    const older = await find({ children: "1", ages: "11" });
    expect(older.flight.price.baseMinor).toBe(withChild.flight.price.baseMinor);
  });

  it("answers 400 with a reason per field, and 404 where the organisation does not sell packages", async () => {
    const { slug } = await destinationWithHotel();
    const bad = await call(`/api/packages/search?${searchParams(slug, 20, { from: "ZZZ", checkin: isoDay(-1), adults: "1.5" })}`);
    expect(bad.status).toBe(400);
    const paths = ((await bad.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["from", "checkin", "adults"]));
    const unknown = await call(`/api/packages/search?${searchParams("no-such-place", 20)}`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { fields: { path: string }[] } }).error.fields[0]!.path).toBe("to");
    const partner = await call(`/api/packages/search?${searchParams(slug, 20)}`, { host: "partner.localhost" });
    expect(partner.status).toBe(404);
  });
});

describe("POST /api/packages/book", () => {
  it("books one order of two items with one payment, and cancelling cancels both and gives the rooms back", async () => {
    const { slug, room } = await destinationWithHotel();
    const { user, cookies } = await member();
    const day = dayWith(0, 24);
    const found = await search(slug, day, cookies);
    const before = await availabilityOf(room.id, isoDay(day), isoDay(day + 3));
    const res = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found), cookies });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { reference: string; totalMinor: number; currency: string; redirect: string } };
    expect(data).toMatchObject({ totalMinor: found.results.items[0]!.price.totalMinor, currency: "USD" });
    const order = await testDb().order.findUniqueOrThrow({
      where: { reference: data.reference },
      include: { items: { orderBy: { id: "asc" } }, payments: true },
    });
    expect(order).toMatchObject({ productCode: "PKG", userId: user.id, status: "CONFIRMED", roomTypeId: room.id, rooms: 1, guests: 2 });
    expect(order.items.map((i) => [i.kind, i.productCode, i.status])).toEqual([
      ["STAY", "HLT", "CONFIRMED"],
      ["FLIGHT", "FLT", "CONFIRMED"],
    ]);
    expect(order.items[1]!.supplierRef).toMatch(/^ord_/);
    expect(order.items[0]!.totalMinor + order.items[1]!.totalMinor).toBe(order.totalMinor);
    expect(order.payments.map((p) => [p.status, p.amountMinor])).toEqual([["APPROVED", order.totalMinor]]);
    expect(await availabilityOf(room.id, isoDay(day), isoDay(day + 3))).toEqual(before.map((n) => n - 1));

    const cancel = await call("/api/booking/cancel", { body: { reference: data.reference }, cookies });
    expect(cancel.status).toBe(200);
    const cancelled = await testDb().order.findUniqueOrThrow({ where: { reference: data.reference }, include: { items: true } });
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.items.map((i) => i.status)).toEqual(["CANCELLED", "CANCELLED"]);
    expect(await availabilityOf(room.id, isoDay(day), isoDay(day + 3))).toEqual(before);
  });

  it("a flight sold out since the search: 409, nothing charged, no order, the rooms untouched", async () => {
    const { slug, room } = await destinationWithHotel();
    const { user, cookies } = await member();
    const day = dayWith(SOLD_OUT_DAY, 10);
    const found = await search(slug, day, cookies);
    const before = await availabilityOf(room.id, isoDay(day), isoDay(day + 3));
    const res = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found), cookies });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string }; message: string };
    expect(body.error.code).toBe("NO_LONGER_AVAILABLE");
    expect(body.message).toMatch(/Nothing was charged/);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
    expect(await testDb().payment.count({ where: { last4: "4242", reservation: { userId: user.id } } })).toBe(0);
    expect(await availabilityOf(room.id, isoDay(day), isoDay(day + 3))).toEqual(before);
  });

  it("a new fare at re-pricing: 409 PRICE_CHANGED with the new total, nothing booked", async () => {
    const { slug } = await destinationWithHotel();
    const { user, cookies } = await member();
    const day = dayWith(PRICE_CHANGE_DAY, 10);
    const found = await search(slug, day, cookies);
    const res = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found), cookies });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; detail: { newTotalMinor: number; currency: string } } };
    expect(body.error.code).toBe("PRICE_CHANGED");
    expect(body.error.detail.newTotalMinor).toBeGreaterThan(found.results.items[0]!.price.totalMinor as number);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the last room taken since the search: 409 and the flight is never booked", async () => {
    const { slug, room } = await destinationWithHotel({ available: 1 });
    const { user, cookies } = await member();
    const day = dayWith(0, 28);
    const found = await search(slug, day, cookies);
    await testDb().roomAvailability.updateMany({ where: { roomTypeId: room.id }, data: { available: 0 } });
    const res = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found), cookies });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NO_LONGER_AVAILABLE");
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 with fields: passengers that do not match the search, a missing passport, bad numbers", async () => {
    const { slug } = await destinationWithHotel();
    const { cookies } = await member();
    const day = dayWith(0, 32);
    const found = await search(slug, day, cookies);
    const oneShort = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found, { travellers: [passenger("Ada")] }), cookies });
    expect(oneShort.status).toBe(400);
    expect(((await oneShort.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path)).toEqual(["travellers"]);
    const noPassport = await paidCheckout("/api/packages/book", {
      body: bookingBody(slug, day, found, { travellers: [passenger("Ada"), { ...passenger("Grace"), passportNumber: "", passportExpiry: "" }] }),
      cookies,
    });
    expect(noPassport.status).toBe(400);
    expect(((await noPassport.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path)).toEqual(["travellers.1.passportNumber"]);
    const numbers = await paidCheckout("/api/packages/book", { body: bookingBody(slug, day, found, { rooms: 9, propertyId: 2 ** 31, extra: 1 }), cookies });
    expect(numbers.status).toBe(400);
    const paths = ((await numbers.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["rooms", "propertyId"]));
  });
});
