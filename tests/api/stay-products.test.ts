import { randomBytes, randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, isoDay, orgId, testDb, TEST_PASSWORD, uniqueWord } from "../support/factories";
import { createOrganization } from "@/lib/org/admin";
import { minCheckinDate } from "@/lib/org/calendar";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

type Page = { total: number; page: number; pages: number; perPage: number; results: { property: { name: string; productCode: string; city: string } }[] };

const stay = `checkin=${isoDay(10)}&checkout=${isoDay(12)}`;
async function search(query: string, opts: Parameters<typeof call>[1] = {}): Promise<{ status: number; data: Page }> {
  const res = await call(`/api/search?${query}`, opts);
  const body = await res.json();
  return { status: res.status, data: body.data };
}
const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

const NEW_PRODUCTS = [
  { product: "condo", code: "CND", label: "Condos" },
  { product: "holidaystays", code: "HST", label: "Holiday Stays" },
  { product: "dreamtrips", code: "DRT", label: "Dream Trips" },
  { product: "hotelgd", code: "GRN", label: "Green Deals" },
] as const;

describe("condos, holiday stays, dream trips and green deals search like hotels", () => {
  it.each(NEW_PRODUCTS)("the seeded $product ($code) inventory of Paris comes back, and only it", async ({ product, code }) => {
    const { status, data } = await search(`product=${product}&destination=Paris&${stay}`);
    expect(status).toBe(200);
    expect(data.total).toBeGreaterThan(0);
    expect(data.results.every((r) => r.property.productCode === code && r.property.city === "Paris")).toBe(true);
  });

  it.each(NEW_PRODUCTS)("a $product property is found by its own product and by no other", async ({ product, code }) => {
    const city = uniqueWord("Stp");
    await createProperty({ productCode: code, name: `${city} Place`, city, rooms: [{ publicRateMinor: 20_000, memberRateMinor: 17_000 }] });
    expect((await search(`product=${product}&destination=${city}&${stay}`)).data.total).toBe(1);
    expect((await search(`product=hotel&destination=${city}&${stay}`)).data.total).toBe(0);
  });

  it.each(NEW_PRODUCTS)("the $product results page names the product in its title and when nothing is found", async ({ product, label }) => {
    const html = decode(await (await call(`/search-detail?product=${product}&destination=Paris&${stay}`)).text());
    expect(html).toMatch(new RegExp(`data-testid="results-title"[^>]*>${label}(<!-- -->)? · (<!-- -->)?Paris<`));
    const nowhere = uniqueWord("Nowhere");
    const empty = decode(await (await call(`/search-detail?product=${product}&destination=${nowhere}&${stay}`)).text());
    expect(empty).toContain(`No ${label} available in ${nowhere} for your dates.`);
    expect(empty).not.toContain("Choose hotels, resorts, stays or activities");
  });

  it("are not sold by an org that does not list them (the partner)", async () => {
    for (const { product } of NEW_PRODUCTS) {
      expect((await search(`product=${product}&destination=Paris&${stay}`, { host: "partner.localhost" })).status).toBe(404);
      expect((await call(`/${product}`, { host: "partner.localhost" })).status).toBe(404);
    }
  });
});

describe("every count the site shows equals what its link finds", () => {
  /** The home page's destination cards: where each links and the count it shows. */
  async function homeCards(host?: string) {
    const html = await (await call("/", { host })).text();
    return [...html.matchAll(/<a [^>]*data-testid="destination-card"[^>]*>/g)].map(([tag]) => ({
      href: decode(/href="([^"]+)"/.exec(tag)![1]!),
      offers: Number(/data-offers="(\d+)"/.exec(tag)![1]),
    }));
  }

  it.each([undefined, "partner.localhost"])("home cards (host %s): the count, the results page's count and the pages all agree", async (host) => {
    const cards = await homeCards(host);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      const page = decode(await (await call(card.href, { host })).text());
      expect(Number(/data-testid="results-summary" data-total="(\d+)"/.exec(page)?.[1])).toBe(card.offers);
      const query = card.href.slice(card.href.indexOf("?") + 1);
      const first = (await search(query, { host })).data;
      expect(first.total).toBe(card.offers);
      let listed = first.results.length;
      for (let n = 2; n <= first.pages; n++) listed += (await search(`${query}&page=${n}`, { host })).data.results.length;
      expect(listed).toBe(card.offers);
    }
  });

  it("a booking changes a home card's count at once: the card never shows what its link no longer finds", async () => {
    const [card] = await homeCards();
    const query = card!.href.slice(card!.href.indexOf("?") + 1);
    const city = new URLSearchParams(query).get("destination")!;
    const seen = await testDb().property.findFirst({ where: { city, active: true }, select: { countryCode: true, latitude: true, longitude: true } });
    // A hotel with two rooms in the card's city, free on the card's dates, written straight to the database: the
    // card's count, kept from before, does not know it yet.
    const hotel = await createProperty({
      name: `${uniqueWord("Cnt")} Hotel`,
      city,
      countryCode: seen!.countryCode,
      latitude: seen!.latitude,
      longitude: seen!.longitude,
      from: 0,
      nights: 40,
      rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }],
    });
    const org = await testDb().organization.findUniqueOrThrow({ where: { id: await orgId("default") } });
    const checkIn = minCheckinDate(org);
    // Booking one of its rooms is published as a change of stays: every count and search made before is dropped.
    const user = await createUser({ planStatus: "ACTIVE" });
    const signIn = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const booked = await paidCheckout("/api/booking/book", {
      body: {
        propertyId: hotel.property.id,
        roomTypeId: hotel.rooms[0]!.id,
        checkIn,
        checkOut: new Date(Date.parse(`${checkIn}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
        guests: 2,
        rooms: 1,
        traveler: { title: 2, firstName: "Cora", lastName: "Count", email: user.email },
        idempotencyKey: randomUUID(),
      },
      cookies: { "next-auth.session-token": setCookies(signIn)["next-auth.session-token"]! },
    });
    expect(booked.status).toBe(200);
    const after = (await search(query)).data;
    // The hotel is found (one room is left), so the count has grown since the card was first shown.
    expect(after.total).toBe(card!.offers + 1);
    const shown = (await homeCards()).find((c) => c.href === card!.href);
    expect(shown?.offers).toBe(after.total);
  });

  it("a page past the last shows the last page, never an empty list under a count", async () => {
    const city = uniqueWord("Pgs");
    for (let i = 0; i < 3; i++)
      await createProperty({ productCode: "CND", name: `${city} Condo ${i}`, city, rooms: [{ publicRateMinor: 20_000, memberRateMinor: 17_000 }] });
    const { data } = await search(`product=condo&destination=${city}&${stay}&perPage=2&page=9`);
    expect(data).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(data.results).toHaveLength(1);
  });
});

describe("/JoinNow", () => {
  it("invites a visitor to join, on both organisations", async () => {
    for (const host of [undefined, "partner.localhost"]) {
      const res = await call("/JoinNow", { host });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-testid="join-now"');
      expect(html).toContain('data-testid="join-steps"');
      expect(html).not.toContain('data-testid="destination-input"');
    }
  });

  it("is not found on an org that does not list JoinNow", async () => {
    const slug = `j${randomBytes(3).toString("hex")}`;
    await createOrganization({ slug, hosts: [`${slug}.localhost`], settings: { name: "No Joining", eligibleProducts: ["hotel"] } });
    expect((await call("/JoinNow", { host: `${slug}.localhost` })).status).toBe(404);
  });
});
