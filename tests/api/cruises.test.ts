import { randomUUID } from "node:crypto";
import { cruiseModule } from "@/lib/suppliers/cruises";
import { createCruiseApiClient } from "@/lib/suppliers/cruises/cruise-api-client";
import { CruiseApiSupplier } from "@/lib/suppliers/cruises/cruise-api-supplier";
import type { CruiseTravellers } from "@/lib/suppliers/cruises/travellers";
import { SupplierError } from "@/lib/suppliers/seam";
import { startCruiseStandIn, type CruiseStandIn } from "@/scripts/stand-ins/cruise-line.mjs";
import { sailingById, sailingsIn } from "@/scripts/stand-ins/data/cruises/sailings.mjs";
import { closeTestDb, createUser, TEST_PASSWORD } from "../support/factories";
import { call, setCookies } from "../support/http";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

/** YYYY-MM `n` months from now; `compact`: as sailing ids write it (YYYYMM). */
function monthAhead(n: number, compact = false): string {
  const d = new Date();
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
  const s = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
  return compact ? s.replace("-", "") : s;
}

type Card = {
  sailingId: string;
  nights: number;
  route: string[];
  line: { code: string };
  from: { offerId: string; price: { currency: string; perPerson: { memberMinor: number; publicMinor: number } } };
};
type Envelope<T> = {
  status: number;
  data: T;
  message: string;
  error?: { code: string; fields?: { path: string; message: string }[]; detail?: Record<string, number | string> };
};

async function get<T>(path: string, host?: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await call(path, { host });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const guests = (n: number, passport = true): CruiseTravellers =>
  Array.from({ length: n }, (_, i) => ({
    title: "mr" as const,
    firstName: `Guest${"ABCD"[i]}`.replace(/\d/g, ""),
    lastName: "Tripper",
    dateOfBirth: "1980-04-02",
    nationality: "US",
    ...(passport ? { passportNumber: `X123456${i}`, passportExpiry: "2040-01-31", passportCountry: "US" } : {}),
  }));

describe("GET /api/cruises/search", () => {
  it("lists sailings with their cheapest cabin per person, an honest count and pages", async () => {
    const { status, body } = await get<{ total: number; page: number; pages: number; perPage: number; currency: string; results: Card[] }>(
      `/api/cruises/search?region=CAR`,
    );
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(body.data.perPage);
    expect(body.data.pages).toBe(Math.ceil(body.data.total / body.data.perPage));
    expect(body.data.results).toHaveLength(body.data.perPage);
    const card = body.data.results[0]!;
    expect(card.route.length).toBeGreaterThanOrEqual(2);
    expect(card.from.offerId).toMatch(new RegExp(`^${card.sailingId}\\.(inside|oceanview|balcony|suite)\\.2$`));
    // A guest sees the public price; the member price is the supplier's, lower.
    expect(card.from.price.perPerson.publicMinor).toBeGreaterThan(card.from.price.perPerson.memberMinor);
    const last = await get<{ results: Card[]; page: number }>(`/api/cruises/search?region=CAR&page=${body.data.pages}`);
    expect(last.body.data.results.length).toBe(body.data.total - (body.data.pages - 1) * body.data.perPage);
  });

  it("filters by length bands, lines and departure port, and sorts by price per person", async () => {
    const { body } = await get<{ results: Card[] }>(`/api/cruises/search?port=MIA&length=10%2B,6-9&line=AZH,RTV,MRD,CRC&sort=price`);
    expect(body.data.results.length).toBeGreaterThan(0);
    for (const c of body.data.results) {
      expect(c.nights).toBeGreaterThanOrEqual(6);
      expect(["AZH", "RTV", "MRD", "CRC"]).toContain(c.line.code);
      expect(c.route[0]).toBe("Miami");
    }
    const prices = body.data.results.map((c) => c.from.price.perPerson.publicMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers 400 with a reason per field for a bad search", async () => {
    const { status, body } = await get(`/api/cruises/search?month=2031-13&guests=2147483648&length=1-2&sort=stars`);
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILED");
    expect(body.error?.fields?.map((f) => f.path).sort()).toEqual(["guests", "length", "month", "region", "sort"]);
    expect(body.error?.fields?.find((f) => f.path === "region")?.message).toBe("Choose a region or a departure port");
  });

  it("prices a cabin with a child by age, carries the ages to the sailing, and answers 400 naming the bad party field", async () => {
    type Page = { results: (Card & { href: string; from: { price: { total: { publicMinor: number } } } })[] };
    const q = `region=CAR&month=${monthAhead(7)}&sort=date`;
    const adults = await get<Page>(`/api/cruises/search?${q}&adults=3`);
    const child = await get<Page>(`/api/cruises/search?${q}&adults=2&children=1&ages=8`);
    expect(child.status).toBe(200);
    const card = child.body.data.results[0]!;
    expect(card.from.offerId).toMatch(/\.3\.c8$/);
    expect(card.href).toBe(`/cruises/${card.sailingId}?adults=2&children=1&ages=8`);
    const same = adults.body.data.results.find((c) => c.sailingId === card.sailingId)!;
    // The third berth at a child's fare: cheaper than a third adult, taxes and port fees the same.
    expect(card.from.price.total.publicMinor).toBeLessThan(same.from.price.total.publicMinor);

    const bad = await get(`/api/cruises/search?${q}&adults=2&children=1&ages=18`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual([{ path: "ages", message: "Give each child's age, from 0 to 17, separated by commas" }]);
    const full = await get(`/api/cruises/search?${q}&adults=3&children=2&ages=8,5`);
    expect(full.status).toBe(400);
    expect(full.body.error?.fields).toEqual([{ path: "children", message: "A cabin sleeps at most 4 guests" }]);
    const missing = await get(`/api/cruises/sailings/${card.sailingId}?adults=2&children=2&ages=8`);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual([{ path: "ages", message: "Give the age of each child" }]);
  });

  it("is not found on an organisation that does not sell cruises", async () => {
    expect((await get(`/api/cruises/search?region=CAR`, "partner.localhost")).status).toBe(404);
  });
});

describe("GET /api/cruises/sailings/{id}", () => {
  it("gives the itinerary day by day and every cabin category priced for the party", async () => {
    const id = `MED-${monthAhead(16, true).slice(0, 4)}06-04`;
    const { status, body } = await get<{
      itinerary: { day: number; port: { timeZone: string } | null }[];
      nights: number;
      cabins: { category: string; available: boolean; price?: { total: { publicMinor: number }; perPerson: { publicMinor: number } } }[];
    }>(`/api/cruises/sailings/${id}?guests=3`);
    expect(status).toBe(200);
    expect(body.data.itinerary).toHaveLength(body.data.nights + 1);
    expect(body.data.itinerary[0]!.port?.timeZone).toMatch(/^Europe\//);
    expect(body.data.cabins.map((c) => c.category)).toEqual(["inside", "oceanview", "balcony", "suite"]);
    const inside = body.data.cabins[0]!;
    expect(Math.abs(inside.price!.total.publicMinor - inside.price!.perPerson.publicMinor * 3)).toBeLessThanOrEqual(2);
  });

  it("answers 400 for a bad number of guests and 404 for a sailing it does not know", async () => {
    const bad = await get(`/api/cruises/sailings/CAR-${monthAhead(5, true)}-01?guests=5`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual([{ path: "guests", message: "Use a number of guests from 1 to 4" }]);
    expect((await get(`/api/cruises/sailings/CAR-209901-99`)).status).toBe(404);
    expect((await get(`/api/cruises/sailings/fuzz`)).status).toBe(404);
  });
});

describe("the cruise line's API through the supplier seam", () => {
  // A stand-in of this suite's own, whose clock it moves (the refund periods), talked to over HTTP by the site's client.
  let standIn: CruiseStandIn;
  let clock: Date | null = null;
  let supplier: CruiseApiSupplier;
  const month = monthAhead(8, true);

  beforeAll(async () => {
    standIn = await startCruiseStandIn({ now: () => clock ?? new Date() });
    const client = createCruiseApiClient({ baseUrl: standIn.url, token: standIn.token });
    supplier = new CruiseApiSupplier(() => client);
  });
  afterAll(() => standIn.stop());
  afterEach(() => (clock = null));

  it("re-prices an offer by its id alone and books it once per idempotency key, taking a cabin", async () => {
    const id = `CAR-${month}-02.oceanview.2`;
    const repriced = await supplier.reprice(id);
    if (repriced.status !== "AVAILABLE") throw new Error("expected the offer");
    const before = repriced.offer.remaining!;
    const key = randomUUID();
    const input = { offer: repriced.offer, travellers: guests(2), contact: { email: "a@example.test", phone: "+12025550147" }, idempotencyKey: key };
    const a = await supplier.book(input);
    const b = await supplier.book(input);
    expect(b).toEqual(a);
    expect(a.status).toBe("CONFIRMED");
    expect(await supplier.status(a.supplierRef)).toBe("CONFIRMED");
    const after = await supplier.reprice(id);
    expect(after.status === "AVAILABLE" && after.offer.remaining).toBe(before - 1);
  });

  it("runs out of cabins as they are booked", async () => {
    const sailing = sailingById(`CAR-${month}-05`)!;
    const listed = await supplier.reprice(`${sailing.id}.suite.1`);
    const left = listed.status === "AVAILABLE" ? listed.offer.remaining! : 0;
    expect(left).toBe(sailing.cabins.suite.stock);
    for (let i = 0; i < left; i++) {
      const r = await supplier.reprice(`${sailing.id}.suite.1`);
      if (r.status !== "AVAILABLE") throw new Error(`sold out after ${i}`);
      await supplier.book({ offer: r.offer, travellers: guests(1), contact: { email: "a@example.test", phone: "1" }, idempotencyKey: randomUUID() });
    }
    expect(await supplier.reprice(`${sailing.id}.suite.1`)).toEqual({ status: "SOLD_OUT" });
    expect(
      (await supplier.search({ region: "CAR", month: `${month.slice(0, 4)}-${month.slice(4)}`, guests: 1 })).some((o) => o.id === `${sailing.id}.suite.1`),
    ).toBe(false);
  });

  it("sells sailing 11's last suite elsewhere at the second re-pricing (checkout open, then pay)", async () => {
    const id = `CAR-${month}-11.suite.2`;
    const first = await supplier.reprice(id);
    expect(first.status === "AVAILABLE" && first.offer.remaining).toBe(1);
    expect(await supplier.reprice(id)).toEqual({ status: "SOLD_OUT" });
  });

  it("makes sailing 12's balcony 10% dearer from the second re-pricing on", async () => {
    const id = `CAR-${month}-12.balcony.2`;
    const first = await supplier.reprice(id);
    const second = await supplier.reprice(id);
    const third = await supplier.reprice(id);
    if (first.status !== "AVAILABLE" || second.status !== "AVAILABLE" || third.status !== "AVAILABLE") throw new Error("expected offers");
    const fare = first.offer.price.baseMinor / 2;
    expect(second.offer.price.baseMinor / 2).toBe(Math.round((fare * 1.1) / 100) * 100);
    expect(third.offer.price.totalMinor).toBe(second.offer.price.totalMinor);
    // Booking at the old price is refused: the fare changed.
    await expect(
      supplier.book({ offer: first.offer, travellers: guests(2), contact: { email: "a@example.test", phone: "1" }, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({
      reason: "PRICE_CHANGED",
    });
  });

  it("refuses guests without passports on an itinerary that leaves the country", async () => {
    const sailing = sailingsIn("CAR", `${month.slice(0, 4)}-${month.slice(4)}`).find((s) => s.international && s.seq < 11)!;
    const priced = await supplier.reprice(`${sailing.id}.inside.2`);
    if (priced.status !== "AVAILABLE") throw new Error("expected the offer");
    const offer = priced.offer;
    expect(cruiseModule.offerTravellerProblems!(offer, guests(2, false)).map((p) => p.path)).toEqual(["0.passportNumber", "1.passportNumber"]);
    const error = await supplier
      .book({ offer, travellers: guests(2, false), contact: { email: "a@example.test", phone: "1" }, idempotencyKey: randomUUID() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).reason).toBe("REJECTED");
  });

  it("refunds by days before sailing: all of it 90 days out, half at 30, nothing at 14; once only", async () => {
    const sailing = sailingById(`MED-${month.slice(0, 4)}06-03`) ?? sailingById(`CAR-${month}-03`)!;
    const starts = Date.parse(sailing.startsAt);
    for (const [days, share] of [
      [100, 1],
      [30, 0.5],
      [14, 0],
    ] as const) {
      clock = new Date(starts - days * 86_400_000);
      const line = supplier;
      const r = await line.reprice(`${sailing.id}.balcony.2`);
      if (r.status !== "AVAILABLE") throw new Error("expected the offer");
      const { supplierRef } = await line.book({
        offer: r.offer,
        travellers: guests(2),
        contact: { email: "a@example.test", phone: "1" },
        idempotencyKey: randomUUID(),
      });
      const cancelled = await line.cancel(supplierRef);
      expect(cancelled.refund?.amountMinor ?? 0).toBe(Math.floor(r.offer.price.totalMinor * share));
      expect(await line.cancel(supplierRef)).toEqual({ status: "CANCELLED", refund: null });
      expect(await line.status(supplierRef)).toBe("CANCELLED");
    }
  });
  it("prices children sharing the cabin by age: 40% of the fare in the third or fourth berth, none under 2", async () => {
    const id = `CAR-${month}-03`;
    const fareOf = async (party: { guests: number; childAges?: number[] }) =>
      (await supplier.sailing(id, party)).find((o) => o.details.cabin.category === "suite")!;
    const adults = await fareOf({ guests: 2 });
    const perGuest = adults.details.cabin.pricePerPersonMinor;
    const family = await fareOf({ guests: 4, childAges: [1, 8] });
    expect(family.id).toBe(`${id}.suite.4.c8-1`);
    expect(family.details.childAges).toEqual([8, 1]);
    expect(family.price.baseMinor).toBe(2 * perGuest + Math.round(perGuest * 0.4));
    expect(family.price.taxesMinor).toBe(adults.price.taxesMinor * 2);
    // One adult and a child of 8: the child has the second berth, at the full fare.
    expect((await fareOf({ guests: 2, childAges: [8] })).price.baseMinor).toBe(adults.price.baseMinor);
    // Re-pricing by the id alone gives the same party's price.
    const repriced = await supplier.reprice(family.id);
    expect(repriced.status === "AVAILABLE" && repriced.offer.price.totalMinor).toBe(family.price.totalMinor);
    // Ages the line does not sell (an adult needed, under 18) are refused: no fares.
    expect(await supplier.sailing(id, { guests: 2, childAges: [8, 5] })).toEqual([]);
    expect(await supplier.sailing(id, { guests: 3, childAges: [18] })).toEqual([]);
  });

  it("lists the line's cruise lines and embarkation ports from its API, for the search form", async () => {
    const catalogue = await supplier.catalogue();
    expect(catalogue.lines.map((l) => l.code)).toContain("AZH");
    expect(catalogue.ports.find((p) => p.code === "MIA")).toEqual({ code: "MIA", name: "Miami", region: "CAR" });
    expect(catalogue.ports.some((p) => p.code === "NAS")).toBe(false);
  });

  it("is unavailable, not failing, when the line cannot be reached or refuses the token", async () => {
    const gone = await startCruiseStandIn();
    await gone.stop();
    const unreachable = new CruiseApiSupplier(() => createCruiseApiClient({ baseUrl: gone.url, token: gone.token, timeoutMs: 2_000 }));
    await expect(unreachable.search({ region: "CAR", guests: 2 })).rejects.toMatchObject({ name: "SupplierError", reason: "UNAVAILABLE" });
    const wrongToken = new CruiseApiSupplier(() => createCruiseApiClient({ baseUrl: standIn.url, token: "not-the-token" }));
    await expect(wrongToken.reprice(`CAR-${month}-02.inside.2`)).rejects.toMatchObject({ reason: "UNAVAILABLE" });
  });
});

describe("POST /api/orders for a cruise cabin", () => {
  const month = monthAhead(9, true);

  async function signedIn() {
    const user = await createUser({ planStatus: "ACTIVE" });
    const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! };
  }
  const order = (cookies: Record<string, string>, body: Record<string, unknown>) =>
    paidCheckout("/api/orders", {
      cookies,
      body: {
        product: "cruises",
        travellers: guests(2),
        contact: { firstName: "Tom", lastName: "Tripper", email: "tom@example.test", phone: "2025550147" },
        idempotencyKey: randomUUID(),
        ...body,
      },
    });
  const sailingPrice = async (cookies: Record<string, string>, id: string, category: string) => {
    const res = await call(`/api/cruises/sailings/${id}`, { cookies });
    const sailing = (await res.json()) as Envelope<{
      cabins: { category: string; offerId: string; price: { total: { memberMinor: number }; currency: string } }[];
    }>;
    return sailing.data.cabins.find((c) => c.category === category)!;
  };

  it("books at the price shown, and answers a new fare with 409 and the new total", async () => {
    const cookies = await signedIn();
    const cabin = await sailingPrice(cookies, `CAR-${month}-04`, "inside");
    const ok = await order(cookies, { offerId: cabin.offerId, expectedTotalMinor: cabin.price.total.memberMinor, expectedCurrency: "USD" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Envelope<{ status: string }>).data.status).toBe("CONFIRMED");

    const balcony = await sailingPrice(cookies, `CAR-${month}-12`, "balcony");
    await call(`/cruises/checkout?offer=${balcony.offerId}`, { cookies });
    const changed = await order(cookies, { offerId: balcony.offerId, expectedTotalMinor: balcony.price.total.memberMinor, expectedCurrency: "USD" });
    expect(changed.status).toBe(409);
    const body = (await changed.json()) as Envelope<unknown>;
    expect(body.error?.code).toBe("PRICE_CHANGED");
    expect(Number(body.error?.detail?.newTotalMinor)).toBeGreaterThan(balcony.price.total.memberMinor);
  });

  it("books a child at its fare, and answers 400 on the date of birth when it gives another age", async () => {
    const cookies = await signedIn();
    const id = `CAR-${month}-05`;
    const res = await call(`/api/cruises/sailings/${id}?adults=2&children=1&ages=8`, { cookies });
    const sailing = (await res.json()) as Envelope<{
      departureDate: string;
      cabins: { category: string; offerId: string; price: { total: { memberMinor: number } } }[];
    }>;
    const inside = sailing.data.cabins.find((c) => c.category === "inside")!;
    expect(inside.offerId).toBe(`${id}.inside.3.c8`);
    const dep = sailing.data.departureDate;
    const child = { ...guests(3)[2]!, title: "miss" as const, dateOfBirth: `${Number(dep.slice(0, 4)) - 8}${dep.slice(4)}` };
    const base = { offerId: inside.offerId, expectedTotalMinor: inside.price.total.memberMinor, expectedCurrency: "USD" };
    const wrong = await order(cookies, { ...base, travellers: [...guests(2), { ...child, dateOfBirth: `${Number(dep.slice(0, 4)) - 10}-01-01` }] });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Envelope<unknown>).error?.fields).toEqual([
      { path: "travellers.2.dateOfBirth", message: "This guest was booked as a child of 8 on the day of sailing" },
    ]);
    const ok = await order(cookies, { ...base, travellers: [...guests(2), child] });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Envelope<{ status: string }>).data.status).toBe("CONFIRMED");
  });

  it("answers a cabin sold before payment with 409, and missing passports with 400 field reasons", async () => {
    const cookies = await signedIn();
    const suite = await sailingPrice(cookies, `CAR-${month}-11`, "suite");
    await call(`/cruises/checkout?offer=${suite.offerId}`, { cookies });
    const gone = await order(cookies, { offerId: suite.offerId, expectedTotalMinor: suite.price.total.memberMinor, expectedCurrency: "USD" });
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as Envelope<unknown>).error?.code).toBe("NO_LONGER_AVAILABLE");

    const sailing = sailingsIn("CAR", `${month.slice(0, 4)}-${month.slice(4)}`).find((s) => s.international && s.seq < 11 && s.seq !== 4)!;
    const inside = await sailingPrice(cookies, sailing.id, "inside");
    const bad = await order(cookies, {
      offerId: inside.offerId,
      expectedTotalMinor: inside.price.total.memberMinor,
      expectedCurrency: "USD",
      travellers: guests(2, false),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope<unknown>).error?.fields?.map((f) => f.path)).toEqual(["travellers.0.passportNumber", "travellers.1.passportNumber"]);
  });
});
