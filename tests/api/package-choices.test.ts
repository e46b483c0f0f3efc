import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { isoDay } from "../support/catalogue-factory";
import { addPackageStays, createPackageDestination, tripDay } from "../support/package-factory";
import { adult } from "../support/flights";
import { paidCheckout } from "../support/paid-checkout";

/**
 * Package filters and swaps over HTTP against the test server and its Duffel stand-in. Each test makes a destination
 * of its own (Lisbon's coordinates, flights to LIS): its 4-star hotel, free to cancel, plus the stays it adds.
 */
afterAll(closeTestDb);

type Item = {
  stay: { property: { id: number; stars: number; type: string }; room: { id: number } };
  freeCancellation: boolean;
  price: { totalMinor: number; currency: string };
};
type Search = {
  flight: { id: string } | null;
  results: { total: number; items: Item[] };
  facets: { stars: Record<string, number>; types: Record<string, number>; freeCancellation: number };
  priceCurrency: string;
};
type Fare = { offer: { id: string }; current: boolean; totalMinor: number; differenceMinor: number };
type Swaps = {
  currency: string;
  totalMinor: number;
  flights: { current: boolean; fares: Fare[] }[];
  stays: { stay: { property: { id: number }; room: { id: number } }; current: boolean; totalMinor: number; differenceMinor: number }[];
};

async function destination() {
  const dest = await createPackageDestination();
  const [grand, flat, inn] = await addPackageStays(dest.slug, [
    { name: "Grand Tagus", stars: 5, type: "hotel", policy: "FREE_CANCELLATION", rate: 40_000 },
    { name: "Alfama Flats", stars: 5, type: "apartment", policy: "NON_REFUNDABLE", rate: 30_000 },
    { name: "Baixa Inn", stars: 3, type: "hotel", policy: "FREE_CANCELLATION", rate: 9_000 },
  ]);
  return { ...dest, grand: grand!, flat: flat!, inn: inn! };
}

const query = (slug: string, day: number, over: Record<string, string> = {}) =>
  new URLSearchParams({ from: "LHR", to: slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "0", ...over });

/** A member of the test's own, signed in: the searches, swaps and bookings all priced for them. */
async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! };
}

async function search(slug: string, day: number, over: Record<string, string> = {}, cookies?: Record<string, string>): Promise<Search> {
  const res = await call(`/api/packages/search?${query(slug, day, over)}`, { cookies });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Search }).data;
}

async function fieldsOf(res: Response) {
  return ((await res.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);
}

function swapQuery(slug: string, day: number, flight: string, item: Item, part: string) {
  return new URLSearchParams({
    part,
    flight,
    to: slug,
    property: String(item.stay.property.id),
    room: String(item.stay.room.id),
    checkin: isoDay(day),
    checkout: isoDay(day + 3),
    rooms: "1",
    adults: "2",
    children: "0",
    from: "LHR",
  });
}

function booking(
  slug: string,
  day: number,
  parts: { flightOfferId: string; propertyId: number; roomTypeId: number },
  expected: { totalMinor: number; currency: string },
) {
  return {
    ...parts,
    destination: slug,
    checkIn: isoDay(day),
    checkOut: isoDay(day + 3),
    rooms: 1,
    adults: 2,
    children: 0,
    expectedTotalMinor: expected.totalMinor,
    expectedCurrency: expected.currency,
    travellers: [adult({ firstName: "Ada" }), adult({ firstName: "Grace" })],
    contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", phone: "+442071234567" },
    idempotencyKey: randomUUID(),
  };
}

describe("GET /api/packages/search with filters", () => {
  it("lists only packages that match, and each option's count is what choosing it lists", async () => {
    const dest = await destination();
    const day = tripDay(0, 40);
    const all = await search(dest.slug, day);
    expect(all.results.total).toBe(4);
    expect(all.facets.stars).toMatchObject({ "5": 2, "4": 1, "3": 1 });
    expect(all.facets.types).toMatchObject({ hotel: 3, apartment: 1 });
    expect(all.facets.freeCancellation).toBe(3);
    expect(all.results.items.find((i) => i.stay.property.id === dest.flat.property.id)!.freeCancellation).toBe(false);

    const chosen = await search(dest.slug, day, { stars: "5,4", freeCancel: "1" });
    expect(chosen.results.items.map((i) => i.stay.property.id).sort()).toEqual([dest.property.id, dest.grand.property.id].sort());
    for (const item of chosen.results.items) {
      expect([4, 5]).toContain(item.stay.property.stars);
      expect(item.freeCancellation).toBe(true);
    }
    // Honest counts: each star option, with free cancellation still chosen, lists exactly its count.
    for (const stars of ["3", "4", "5"]) {
      const one = await search(dest.slug, day, { stars, freeCancel: "1" });
      expect([stars, one.results.total]).toEqual([stars, chosen.facets.stars[stars]]);
    }
    const apartments = await search(dest.slug, day, { stars: "5,4", freeCancel: "1", types: "apartment" });
    expect(apartments.results.total).toBe(chosen.facets.types.apartment);
    expect(apartments.results.total).toBe(0);

    // The price range reads the package price in the caller's currency (USD here): nothing above the maximum is listed.
    const cheapest = Math.min(...all.results.items.map((i) => i.price.totalMinor));
    const capped = await search(dest.slug, day, { maxPrice: String(cheapest / 100) });
    expect(capped.priceCurrency).toBe("USD");
    expect(capped.results.total).toBe(1);
    expect(capped.results.items[0]!.stay.property.id).toBe(dest.inn.property.id);
  });

  it("answers 400 naming the filter on a bad value", async () => {
    const dest = await createPackageDestination();
    const day = tripDay(0, 41);
    for (const [field, value] of [
      ["stars", "7"],
      ["types", "castle"],
      ["freeCancel", "maybe"],
      ["minPrice", "cheap"],
    ]) {
      const res = await call(`/api/packages/search?${query(dest.slug, day, { [field!]: value! })}`);
      expect([field, res.status]).toEqual([field, 400]);
      expect(await fieldsOf(res)).toEqual([field]);
    }
    const upsideDown = await call(`/api/packages/search?${query(dest.slug, day, { minPrice: "900", maxPrice: "100" })}`);
    expect(await fieldsOf(upsideDown)).toEqual(["maxPrice"]);
  });
});

describe("GET /api/packages/swap and booking the swapped package", () => {
  it("lists the day's other flights as the package difference, and the booking re-prices the new package itself", async () => {
    const dest = await createPackageDestination();
    const cookies = await member();
    const day = tripDay(0, 43);
    const found = await search(dest.slug, day, {}, cookies);
    const item = found.results.items[0]!;
    const res = await call(`/api/packages/swap?${swapQuery(dest.slug, day, found.flight!.id, item, "flight")}`, { cookies });
    expect(res.status).toBe(200);
    const swaps = ((await res.json()) as { data: Swaps }).data;
    expect(swaps.totalMinor).toBe(item.price.totalMinor);
    const fares = swaps.flights.flatMap((t) => t.fares);
    expect(fares.filter((f) => f.current)).toHaveLength(1);
    for (const f of fares) expect(f.totalMinor - f.differenceMinor).toBe(swaps.totalMinor);
    const other = fares.find((f) => !f.current && f.differenceMinor !== 0)!;
    expect(other).toBeDefined();
    const parts = { flightOfferId: other.offer.id, propertyId: item.stay.property.id, roomTypeId: item.stay.room.id };

    // The page's old total for the new flight is refused: the server prices the swapped package, not the page.
    const stale = await paidCheckout("/api/packages/book", { body: booking(dest.slug, day, parts, item.price), cookies });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string; detail: { newTotalMinor: number } } }).error).toMatchObject({
      code: "PRICE_CHANGED",
      detail: { newTotalMinor: other.totalMinor },
    });
    const booked = await paidCheckout("/api/packages/book", {
      body: booking(dest.slug, day, parts, { totalMinor: other.totalMinor, currency: swaps.currency }),
      cookies,
    });
    expect(booked.status).toBe(200);
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
    const order = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: { orderBy: { id: "asc" } } } });
    expect(order.totalMinor).toBe(other.totalMinor);
    expect(order.items.map((i) => i.kind)).toEqual(["STAY", "FLIGHT"]);
    expect(order.items[0]!.details).toMatchObject({ propertyId: item.stay.property.id });
  });

  it("lists the destination's other rooms with the same flight, and books the chosen one at its package price", async () => {
    const dest = await destination();
    const cookies = await member();
    const day = tripDay(0, 45);
    const found = await search(dest.slug, day, { sort: "price" }, cookies);
    const item = found.results.items[0]!;
    const res = await call(`/api/packages/swap?${swapQuery(dest.slug, day, found.flight!.id, item, "stay")}`, { cookies });
    const swaps = ((await res.json()) as { data: Swaps }).data;
    expect(swaps.stays).toHaveLength(4);
    expect(swaps.stays.filter((s) => s.current).map((s) => s.stay.room.id)).toEqual([item.stay.room.id]);
    const grand = swaps.stays.find((s) => s.stay.property.id === dest.grand.property.id)!;
    expect(grand.differenceMinor).toBeGreaterThan(0);
    const parts = { flightOfferId: found.flight!.id, propertyId: grand.stay.property.id, roomTypeId: grand.stay.room.id };
    const booked = await paidCheckout("/api/packages/book", {
      body: booking(dest.slug, day, parts, { totalMinor: grand.totalMinor, currency: swaps.currency }),
      cookies,
    });
    expect(booked.status).toBe(200);
    expect(((await booked.json()) as { data: { totalMinor: number } }).data.totalMinor).toBe(grand.totalMinor);
  });

  it("answers 400 naming the field for a bad swap", async () => {
    const dest = await createPackageDestination();
    const day = tripDay(0, 47);
    const found = await search(dest.slug, day);
    const q = swapQuery(dest.slug, day, found.flight!.id, found.results.items[0]!, "car");
    expect(await fieldsOf(await call(`/api/packages/swap?${q}`))).toEqual(["part"]);
    q.set("part", "stay");
    q.set("rooms", "9");
    expect(await fieldsOf(await call(`/api/packages/swap?${q}`))).toEqual(["rooms"]);
  });
});
