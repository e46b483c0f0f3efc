import { call } from "../support/http";
import { closeTestDb, createProperty, isoDay, testDb, uniqueWord } from "../support/factories";

afterAll(closeTestDb);

type Suggestion = { kind: string; id: string; name: string; label: string; context: string; cities?: number };
type Result = { property: { id: number; name: string; city: string; country: string; distanceKm?: number } };
type Page = {
  total: number;
  page: number;
  pages: number;
  results: Result[];
  query: { destination?: string; lat?: number; lng?: number; sort: string };
  place?: { kind: string; id: string; name: string };
  within?: { kind: string; id: string; name: string };
};

const stay = `checkin=${isoDay(10)}&checkout=${isoDay(12)}`;
const room = { publicRateMinor: 15_000, memberRateMinor: 12_000 };

async function suggest(query: string) {
  const res = await call(`/api/places/destinations?${query}`);
  return { status: res.status, body: (await res.json()) as { status: number; data: Suggestion[]; error?: { fields: { path: string; message: string }[] } } };
}
async function search(query: string): Promise<Page> {
  const res = await call(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
}
/** Every result of a search, page after page: what "N properties found" must add up to. */
async function allPages(query: string): Promise<{ first: Page; results: Result[] }> {
  const first = await search(`${query}&perPage=10`);
  const results = [...first.results];
  for (let n = 2; n <= first.pages; n++) results.push(...(await search(`${query}&perPage=10&page=${n}`)).results);
  return { first, results };
}

/** A hotel of the test's own in a catalogue city, at the given point. */
async function hotelIn(slug: string, name: string, at?: { latitude: number; longitude: number }) {
  const d = await testDb().destination.findUniqueOrThrow({ where: { slug } });
  const { property } = await createProperty({
    name,
    city: d.name,
    region: d.region ?? undefined,
    countryCode: d.countryCode,
    latitude: at?.latitude ?? d.latitude,
    longitude: at?.longitude ?? d.longitude,
    rooms: [room],
  });
  await testDb().property.update({ where: { id: property.id }, data: { destinationId: d.id } });
  return property;
}

describe("GET /api/places/destinations — the destination field's suggestions", () => {
  const word = uniqueWord("Zyq");
  beforeAll(async () => {
    await hotelIn("paris", `${word} Palace`);
  });

  it("suggests the city first, labelled so the search finds it again", async () => {
    const { status, body } = await suggest("q=par&product=hotel");
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ kind: "city", id: "city:paris", name: "Paris", label: "Paris, France", context: "Île-de-France, France" });
  });

  it("suggests countries, regions and landmarks, in the visitor's language", async () => {
    expect((await suggest("q=fran&product=hotel")).body.data).toContainEqual(
      expect.objectContaining({ kind: "country", id: "country:FR", label: "France", cities: 2, context: "Nice, Paris" }),
    );
    expect((await suggest("q=carib")).body.data[0]).toMatchObject({ kind: "region", id: "region:caribbean", label: "Caribbean" });
    expect((await suggest("q=eiffel")).body.data[0]).toMatchObject({ kind: "landmark", label: "Eiffel Tower, Paris", context: "Paris, France" });
    const arabic = (await suggest(`q=${encodeURIComponent("باري")}&lang=ar-SA`)).body.data[0];
    expect(arabic).toMatchObject({ id: "city:paris", name: "باريس", label: "باريس، فرنسا", context: "فرنسا" });
    expect((await suggest("q=fran&lang=ar-SA")).body.data.find((s) => s.kind === "country")?.name).toBe("فرنسا");
  });

  it("suggests a property by the start of its name, within its city", async () => {
    const { body } = await suggest(`q=${word.slice(0, 6)}&product=hotel`);
    expect(body.data).toContainEqual(
      expect.objectContaining({ kind: "property", name: `${word} Palace`, label: `${word} Palace, Paris`, context: "Paris, France" }),
    );
  });

  it("answers 400 with the field's reason for bad input, and 405 for a write", async () => {
    for (const [query, path] of [
      ["q=", "q"],
      [`q=${"x".repeat(101)}`, "q"],
      ["q=par&product=spaceship", "product"],
      ["product=hotel", "q"],
    ] as const) {
      const { status, body } = await suggest(query);
      expect(status).toBe(400);
      expect(body.error?.fields).toContainEqual(expect.objectContaining({ path }));
    }
    // A NUL is refused on its field (PostgreSQL cannot store it); other control characters are dropped.
    const nul = await suggest(`q=${encodeURIComponent("pa\u0000r")}`);
    expect(nul.status).toBe(400);
    expect(nul.body.error?.fields).toContainEqual(expect.objectContaining({ path: "q" }));
    expect((await suggest(`q=${encodeURIComponent("pa\u0001r")}`)).status).toBe(200);
    expect((await call("/api/places/destinations?q=par", { method: "POST", body: {} })).status).toBe(405);
  });
});

describe('GET /api/search — free text "finds what a traveller means" (issue #29), and every count adds up', () => {
  const word = uniqueWord("Qxv");
  let paris: number, nice: number, tower: number;
  beforeAll(async () => {
    paris = (await hotelIn("paris", `${word} Opera`)).id;
    nice = (await hotelIn("nice", `${word} Riviera`)).id;
    tower = (await hotelIn("paris", `${word} Tower View`, { latitude: 48.8586, longitude: 2.2951 })).id;
  });

  it('"Paris, France" is Paris: the same results as "Paris", none outside it', async () => {
    const { first, results } = await allPages(`destination=${encodeURIComponent("Paris, France")}&${stay}`);
    expect(first.place).toMatchObject({ kind: "city", id: "city:paris", name: "Paris" });
    expect(first.total).toBe(results.length);
    expect(results.map((r) => r.property.id)).toEqual(expect.arrayContaining([paris, tower]));
    expect(new Set(results.map((r) => r.property.city))).toEqual(new Set(["Paris"]));
    expect((await search(`destination=Paris&${stay}`)).total).toBe(first.total);
  });

  it('"France" lists its places (Paris and Nice), and the count equals the items across pages', async () => {
    const { first, results } = await allPages(`destination=France&${stay}`);
    expect(first.place).toMatchObject({ kind: "country", id: "country:FR" });
    expect(first.total).toBe(results.length);
    expect(new Set(results.map((r) => r.property.id)).size).toBe(results.length);
    expect(results.map((r) => r.property.id)).toEqual(expect.arrayContaining([paris, nice, tower]));
    expect(new Set(results.map((r) => r.property.country))).toEqual(new Set(["FR"]));
    expect(new Set(results.map((r) => r.property.city))).toEqual(new Set(["Paris", "Nice"]));
  });

  it('"Caribbean" lists Cancún and Punta Cana, counted honestly', async () => {
    const { first, results } = await allPages(`destination=Caribbean&${stay}`);
    expect(first.place).toMatchObject({ kind: "region", id: "region:caribbean" });
    expect(first.total).toBeGreaterThan(0);
    expect(first.total).toBe(results.length);
    expect(new Set(results.map((r) => r.property.city))).toEqual(new Set(["Cancún", "Punta Cana"]));
  });

  it('"Eiffel Tower" searches around the tower, nearest first, with the distance', async () => {
    const first = await search(`destination=${encodeURIComponent("Eiffel Tower")}&${stay}`);
    expect(first.place).toMatchObject({ kind: "landmark", id: "landmark:eiffel-tower" });
    expect(first.query).toMatchObject({ destination: "Eiffel Tower", lat: 48.8584, lng: 2.2945, sort: "distance" });
    expect(first.results[0]!.property.id).toBe(tower);
    expect(first.results[0]!.property.distanceKm).toBeLessThan(0.5);
    const km = first.results.map((r) => r.property.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(10);
    // Its next pages keep searching around it (the coordinates ride along), and add up to the count.
    const { first: again, results } = await allPages(`destination=${encodeURIComponent("Eiffel Tower")}&latitude=48.8584&longitude=2.2945&radius=10&${stay}`);
    expect(again.total).toBe(first.total);
    expect(results).toHaveLength(first.total);
  });

  it("a property's name finds it, alone or within its city", async () => {
    expect((await search(`destination=${encodeURIComponent(`${word} Riv`)}&${stay}`)).results.map((r) => r.property.id)).toEqual([nice]);
    const within = await search(`destination=${encodeURIComponent(`${word} Opera, Paris`)}&${stay}`);
    expect(within.within).toMatchObject({ id: "city:paris" });
    expect(within.results.map((r) => r.property.id)).toEqual([paris]);
    expect((await search(`destination=${encodeURIComponent(`${word} Opera, Nice`)}&${stay}`)).total).toBe(0);
  });

  it("a page past the last of a country's results shows the last page, not an empty list under the count", async () => {
    const first = await search(`destination=France&${stay}&perPage=10`);
    const past = await search(`destination=France&${stay}&perPage=10&page=${first.pages + 3}`);
    expect(past).toMatchObject({ total: first.total, page: first.pages, pages: first.pages });
    expect(past.results.length).toBeGreaterThan(0);
  });

  it("the results page shows the same count and names the landmark", async () => {
    const html = await (await call(`/search-detail?destination=France&${stay}`)).text();
    const total = (await search(`destination=France&${stay}`)).total;
    expect(html).toContain(`data-testid="results-summary" data-total="${total}"`);
    const near = await (await call(`/search-detail?destination=${encodeURIComponent("Eiffel Tower")}&${stay}`)).text();
    expect(near).toContain("within 10 km of Eiffel Tower");
  });
});
