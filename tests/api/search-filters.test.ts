import { randomBytes } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, createProperty, isoDay, testDb, uniqueWord } from "../support/factories";

afterAll(closeTestDb);

type Facets = { stars: Record<string, number>; types: Record<string, number>; freeCancellation: number; distance: Record<string, number> };
type Page = { total: number; results: { property: { id: number; name: string; centreKm?: number } }[]; facets: Facets; asOf: string };

const CHECK_IN = 10;
const stay = `checkin=${isoDay(CHECK_IN)}&checkout=${isoDay(CHECK_IN + 2)}`;
const room = [{ publicRateMinor: 10_000, memberRateMinor: 9_000 }];
const KM_PER_DEG = 111.195;

async function search(query: string): Promise<{ status: number; body: { data: Page; message: string } }> {
  const res = await call(`/api/search?${query}`);
  return { status: res.status, body: await res.json() };
}

describe("GET /api/search — free cancellation, property type and distance filters with counts", () => {
  const city = uniqueWord("Facet");
  const centre = { latitude: 41.5, longitude: 12.5 };
  const ids: Record<string, number> = {};
  const q = (extra = "") => `product=hotel&destination=${city}&${stay}${extra}`;

  beforeAll(async () => {
    const dest = await testDb().destination.create({
      data: { slug: `test-${randomBytes(6).toString("hex")}`, name: city, countryCode: "IT", ...centre, timeZone: "Europe/Rome" },
    });
    const at = (km: number) => ({ latitude: centre.latitude + km / KM_PER_DEG, longitude: centre.longitude, destinationId: dest.id, city });
    const make = async (key: string, o: Parameters<typeof createProperty>[0]) =>
      (ids[key] = (await createProperty({ name: `${key} ${city}`, rooms: room, ...o })).property.id);
    await make("Free5", { ...at(0), starRating: 5, cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2 });
    await make("Strict4", { ...at(2), starRating: 4, cancellationPolicy: "NON_REFUNDABLE", freeCancelDays: 0 });
    // Free cancellation on paper, but its free period (30 days before check-in) is already over: not "free" today.
    await make("Over4", { ...at(4), starRating: 4, cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 30 });
    await make("Villa3", { ...at(8), starRating: 3, cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 3, propertyType: "villa" });
  });

  it("counts every option for the unfiltered search", async () => {
    const { status, body } = await search(q());
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(body.data.facets.freeCancellation).toBe(1);
    expect(body.data.facets.stars).toEqual({ "1": 0, "2": 0, "3": 1, "4": 2, "5": 1 });
    expect(body.data.facets.types).toMatchObject({ hotel: 3, villa: 1, apartment: 0 });
    expect(body.data.facets.distance).toEqual({ "1": 1, "3": 2, "5": 3, "10": 4 });
    const free5 = body.data.results.find((r) => r.property.id === ids.Free5)!;
    expect(free5.property.centreKm).toBe(0);
    expect(body.data.results.find((r) => r.property.id === ids.Villa3)!.property.centreKm).toBeCloseTo(8, 0);
  });

  it("narrows by free cancellation, and each facet's counts leave its own choice out", async () => {
    const free = (await search(q("&freeCancel=1"))).body.data;
    expect(free.results.map((r) => r.property.id)).toEqual([ids.Free5]);
    expect(free.facets.freeCancellation).toBe(1);
    // Stars counted among the free-to-cancel stays.
    expect(free.facets.stars).toMatchObject({ "5": 1, "4": 0, "3": 0 });

    const none = (await search(q("&freeCancel=1&stars=4"))).body.data;
    expect(none.total).toBe(0);
    // Choosing 5 stars instead would give one; dropping free cancellation would give the two 4-star stays.
    expect(none.facets.stars["5"]).toBe(1);
    expect(none.facets.freeCancellation).toBe(0);
  });

  it("narrows by property type and by distance from the centre, and the counts said so beforehand", async () => {
    const before = (await search(q())).body.data.facets;
    const villas = (await search(q("&types=villa"))).body.data;
    expect(villas.results.map((r) => r.property.id)).toEqual([ids.Villa3]);
    expect(villas.total).toBe(before.types.villa);
    const near = (await search(q("&distance=3"))).body.data;
    expect(near.results.map((r) => r.property.id).sort()).toEqual([ids.Free5, ids.Strict4].sort());
    expect(near.total).toBe(before.distance["3"]);
    // Every filter together with the price range.
    expect((await search(q("&distance=5&stars=4&minPrice=1&maxPrice=100000"))).body.data.total).toBe(2);
  });

  it("ignores unknown types and flags, and refuses a distance that is not a number with a clear 400", async () => {
    expect((await search(q("&types=castle&freeCancel=maybe"))).body.data.total).toBe(4);
    for (const bad of ["abc", "0", "-3", "1e9"]) {
      const { status, body } = await search(q(`&distance=${bad}`));
      expect(status).toBe(400);
      expect(body.message).toMatch(/distance from the centre/i);
    }
  });
});

describe("free cancellation: the filter and the results' badge agree", () => {
  const city = uniqueWord("Badge");
  // Their last free day is today in UTC: still ahead or already past on the clock of a place 14 hours ahead or 11 behind.
  const edge = CHECK_IN - 1;

  beforeAll(async () => {
    for (const [name, timeZone] of [
      ["Kiritimati", "Pacific/Kiritimati"],
      ["PagoPago", "Pacific/Pago_Pago"],
      ["Utc", "UTC"],
    ] as const) {
      await createProperty({ name: `${name} ${city}`, city, rooms: room, timeZone, cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: edge });
    }
    await createProperty({ name: `NoPlace ${city}`, city, rooms: room, cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: edge });
    await createProperty({ name: `Easy ${city}`, city, rooms: room, cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 1 });
    await createProperty({ name: `Half ${city}`, city, rooms: room, cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 1 });
  });

  const kinds = (html: string) => [...html.matchAll(/data-testid="result-cancellation" data-kind="(\w+)"/g)].map((m) => m[1]);

  it("every stay the filter keeps shows the Free cancellation badge, and the count is the number of such badges", async () => {
    const all = await (await call(`/search-detail?destination=${city}&${stay}`)).text();
    const allKinds = kinds(all);
    expect(allKinds).toHaveLength(6);
    const freeOnes = allKinds.filter((k) => k === "free").length;
    expect(freeOnes).toBeGreaterThanOrEqual(1);
    const page = (await search(`destination=${city}&${stay}`)).body.data;
    expect(page.facets.freeCancellation).toBe(freeOnes);

    const filtered = await (await call(`/search-detail?destination=${city}&${stay}&freeCancel=1`)).text();
    const filteredKinds = kinds(filtered);
    expect(filteredKinds).toHaveLength(freeOnes);
    expect(filteredKinds.every((k) => k === "free")).toBe(true);
    expect(filtered).toContain(`data-testid="filter-free-cancellation-count"`);
  });
});

describe("GET /api/search — budget bands with honest counts", () => {
  const city = uniqueWord("Budget");
  const q = (extra = "") => `product=hotel&destination=${city}&${stay}${extra}`;
  type Band = { min?: number; max?: number; count: number };
  // In euros: the bands are in the visitor's currency, converted from the stays' dollars.
  const inEuros = async (query: string) => (await (await call(`/api/search?${query}`, { cookies: { currency_code: "EUR" } })).json()).data;
  const bandQuery = (b: Band) => `${b.min !== undefined ? `&minPrice=${b.min}` : ""}${b.max !== undefined ? `&maxPrice=${b.max}` : ""}`;

  beforeAll(async () => {
    // Per night, from a hostel's price to a palace's, at two star ratings: every band has something to count.
    const nightly = [4_000, 9_000, 13_000, 18_000, 26_000, 45_000, 90_000];
    for (const [i, rate] of nightly.entries()) {
      const rooms = [{ publicRateMinor: rate, memberRateMinor: rate }];
      await createProperty({ name: `Band${i} ${city}`, city, rooms, starRating: i % 2 ? 4 : 3 });
    }
  });

  it("each band's count is what choosing it lists, with another filter set, and lists only prices inside it", async () => {
    const page = (await inEuros(q("&stars=4"))) as Page & { facets: { price: Band[] }; currency: string };
    const bands = page.facets.price;
    expect(page.currency).toBe("EUR");
    expect(bands.length).toBeGreaterThanOrEqual(3);
    expect(bands[0]!.min).toBeUndefined();
    expect(bands.at(-1)!.max).toBeUndefined();
    // The counts are among the 4-star stays, the price's own choice left out: they add up to them (no price on an edge).
    expect(bands.reduce((s, b) => s + b.count, 0)).toBe(page.total);
    for (const b of bands) {
      const chosen = (await inEuros(q(`&stars=4${bandQuery(b)}`))) as Page & {
        facets: { price: Band[] };
      };
      expect(chosen.total).toBe(b.count);
      // Choosing a band leaves the bands as they were: the price facet does not count its own choice.
      expect(chosen.facets.price).toEqual(bands);
    }
    // Another filter changes the counts: the 3-star stays are counted apart.
    const three = (await inEuros(q("&stars=3"))) as Page & { facets: { price: Band[] } };
    expect(three.facets.price.reduce((s, b) => s + b.count, 0)).toBe(three.total);
  });
});
