/**
 * Car rental through Duffel's SDK: the site's adapter (lib/suppliers/cars) against the Duffel stand-in started here,
 * then the HTTP routes of the served build (which talk to the test stack's own stand-in).
 */
import { startDuffelStandIn, type DuffelStandIn } from "../../scripts/stand-ins/duffel.mjs";
import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, isoDay, testDb, TEST_PASSWORD } from "../support/factories";
import { resetEnvCache } from "@/lib/env";
import { carModule } from "@/lib/suppliers/cars";
import { SupplierError } from "@/lib/suppliers/seam";
import type { CarPlace, CarQuery } from "@/lib/suppliers/cars/types";
import type { CarTravellers } from "@/lib/suppliers/cars/travellers";
import { paidCheckout } from "../support/paid-checkout";

let standIn: DuffelStandIn;
const saved = { url: process.env.DUFFEL_API_URL, token: process.env.DUFFEL_ACCESS_TOKEN };

/** A stand-in of this test's own, in-process, so the fleets it books out are not the served build's. */
beforeAll(async () => {
  standIn = await startDuffelStandIn();
  process.env.DUFFEL_API_URL = standIn.url;
  process.env.DUFFEL_ACCESS_TOKEN = standIn.token;
  resetEnvCache();
});

afterAll(async () => {
  process.env.DUFFEL_API_URL = saved.url;
  process.env.DUFFEL_ACCESS_TOKEN = saved.token;
  resetEnvCache();
  await standIn.stop();
  await closeTestDb();
});

const heathrow: CarPlace = {
  ref: "airport:LHR",
  kind: "airport",
  name: "London Heathrow Airport",
  code: "LHR",
  city: "London",
  country: "United Kingdom",
  latitude: 51.4706,
  longitude: -0.461941,
  timeZone: "Europe/London",
};
/** Each test rents on a day of its own, so the fleets it books out are its own. */
const query = (days: number, over: Partial<CarQuery> = {}): CarQuery => ({
  pickup: heathrow,
  dropoff: heathrow,
  pickupDate: isoDay(days),
  pickupTime: "10:00",
  dropoffDate: isoDay(days + 4),
  dropoffTime: "10:00",
  ageRange: "31-40",
  residence: "GB",
  ...over,
});
const driver = (dateOfBirth = "1990-05-01"): CarTravellers => [
  {
    title: "mrs",
    firstName: "Ada",
    lastName: "Lovelace",
    dateOfBirth,
    phone: "+44 20 7946 0000",
    email: "ada@example.com",
    ageRange: "31-40",
    pickupDate: isoDay(40),
  },
];
const contact = { email: "ada@example.com", phone: "+44 20 7946 0000" };
const supplier = () => carModule.supplier();

describe("the Duffel car adapter against the stand-in", () => {
  test("search gives the same cars for the same search, with the car's facts, pick-up desk and price lines", async () => {
    const [first, again] = [await supplier().search(query(40)), await supplier().search(query(40))];
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(again.map((o) => [o.id, o.price.totalMinor])).toEqual(first.map((o) => [o.id, o.price.totalMinor]));
    const offer = first[0]!;
    expect(offer.kind).toBe("CAR");
    expect(offer.title).toMatch(/ or similar$/);
    expect(offer.details.acriss).toMatch(/^[A-Z]{4}$/);
    expect(offer.details.pickup.name).toContain("Heathrow");
    expect(offer.details.pickup.countryCode).toBe("GB");
    expect(offer.startsAt).toBe(`${isoDay(40)}T10:00:00${offer.startsAt.slice(-6)}`);
    expect(offer.price.baseMinor + offer.price.taxesMinor).toBe(offer.price.totalMinor);
    expect(new Set(first.map((o) => o.details.supplier.name)).size).toBeGreaterThanOrEqual(4);
  });

  test("a driver aged 18 to 25 pays the young-driver charge and is not offered premium classes", async () => {
    const young = await supplier().search(query(41, { ageRange: "18-25" }));
    const older = await supplier().search(query(41, { ageRange: "26-30" }));
    expect(young.every((o) => o.details.youngDriverMinor === 4 * 1500)).toBe(true);
    expect(older.every((o) => o.details.youngDriverMinor === 0)).toBe(true);
    expect(young.some((o) => ["premium", "luxury"].includes(o.details.category))).toBe(false);
    const quoted = await supplier().reprice(young[0]!.id);
    expect(quoted.status === "AVAILABLE" && quoted.offer.details.youngDriverMinor).toBe(6000);
  });

  test("re-pricing an offer gives the same price; a pick-up at HH:14 costs 8 % more at quote time", async () => {
    const [offer] = await supplier().search(query(42));
    const same = await supplier().reprice(offer!.id);
    expect(same.status === "AVAILABLE" && same.offer.price.totalMinor).toBe(offer!.price.totalMinor);
    const [changing] = await supplier().search(query(42, { pickupTime: "10:14" }));
    const changed = await supplier().reprice(changing!.id);
    expect(changed.status).toBe("AVAILABLE");
    if (changed.status === "AVAILABLE") expect(changed.offer.price.totalMinor).toBeGreaterThan(changing!.price.totalMinor);
  });

  test("an offer listed at HH:13 is sold out at checkout", async () => {
    const [offer] = await supplier().search(query(43, { pickupTime: "09:13" }));
    expect(await supplier().reprice(offer!.id)).toEqual({ status: "SOLD_OUT" });
  });

  test("book, status, cancel: the car is taken and given back; a repeated key books once", async () => {
    const [offer] = await supplier().search(query(44));
    const repriced = await supplier().reprice(offer!.id);
    if (repriced.status !== "AVAILABLE") throw new Error("expected the car to be available");
    const booked = await supplier().book({ offer: repriced.offer, travellers: driver(), contact, idempotencyKey: "cars-test-1" });
    const again = await supplier().book({ offer: repriced.offer, travellers: driver(), contact, idempotencyKey: "cars-test-1" });
    expect(booked.status).toBe("CONFIRMED");
    expect(again.supplierRef).toBe(booked.supplierRef);
    expect(await supplier().status(booked.supplierRef)).toBe("CONFIRMED");
    const cancelled = await supplier().cancel(booked.supplierRef);
    expect(cancelled).toEqual({ status: "CANCELLED", refund: { amountMinor: repriced.offer.price.totalMinor, currency: "USD" } });
    expect(await supplier().status(booked.supplierRef)).toBe("CANCELLED");
    expect(await supplier().status("boo_unknown")).toBe("UNKNOWN");
  });

  test("cars run out as they are booked: the last one gone, the class is no longer offered and its quote is sold out", async () => {
    const offer = (await supplier().search(query(45)))[0]!;
    const key = (o: typeof offer) => `${o.details.supplier.name}|${o.details.acriss}`;
    for (let i = 0; i < 6; i += 1) {
      const quoted = await supplier().reprice(offer.id);
      if (quoted.status === "SOLD_OUT") break;
      await supplier().book({ offer: quoted.offer, travellers: driver(), contact, idempotencyKey: `cars-run-out-${i}` });
    }
    expect(await supplier().reprice(offer.id)).toEqual({ status: "SOLD_OUT" });
    expect((await supplier().search(query(45))).map(key)).not.toContain(key(offer));
  });

  test("re-pricing an offer whose age range prefix was edited gives back the range, young-driver charge and id of the rate", async () => {
    const [offer] = await supplier().search(query(47));
    const repriced = await supplier().reprice(offer!.id.replace(/^31-40~/, "18-25~"));
    expect(repriced.status === "AVAILABLE" && repriced.offer).toMatchObject({ id: offer!.id, details: { ageRange: "31-40", youngDriverMinor: 0 } });
  });

  test("a date of birth outside the searched age range is refused before anything is booked", async () => {
    const [offer] = await supplier().search(query(46));
    await expect(supplier().book({ offer: offer!, travellers: driver("2005-01-01"), contact, idempotencyKey: "cars-age" })).rejects.toBeInstanceOf(
      SupplierError,
    );
  });
});

describe("GET /api/cars/search and /api/places/car-locations", () => {
  const base = `pickup=airport:LHR&pickupTime=10:00&dropoffTime=10:00&age=31-40&residence=GB`;
  const search = async (qs: string) => {
    const res = await call(`/api/cars/search?${qs}`);
    return { status: res.status, body: await res.json() };
  };
  const fields = (body: { error?: { fields?: { path: string }[] } }) => (body.error?.fields ?? []).map((f) => f.path);

  test("a valid search answers cars in pages, sorted by price", async () => {
    const { status, body } = await search(`${base}&pickupDate=${isoDay(50)}&dropoffDate=${isoDay(53)}`);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.results).toHaveLength(10);
    const totals = body.data.results.map((r: { shown: { totalMinor: number } }) => r.shown.totalMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  test.each([
    ["drop-off before pick-up", `${base}&pickupDate=${isoDay(50)}&dropoffDate=${isoDay(49)}`, "dropoffDate"],
    ["a past date", `${base}&pickupDate=${isoDay(-3)}&dropoffDate=${isoDay(2)}`, "pickupDate"],
    ["an unknown location", `${base.replace("airport:LHR", "airport:QQQ")}&pickupDate=${isoDay(50)}&dropoffDate=${isoDay(52)}`, "pickup"],
    ["a bad age range", `${base.replace("age=31-40", "age=17-20")}&pickupDate=${isoDay(50)}&dropoffDate=${isoDay(52)}`, "age"],
  ])("%s is a 400 naming the field", async (_name, qs, field) => {
    const { status, body } = await search(qs);
    expect(status).toBe(400);
    expect(fields(body)).toContain(field);
  });

  test("suggestions: the site's cities and airports; too short a query is a 400", async () => {
    const res = await call("/api/places/car-locations?q=lond");
    const body = await res.json();
    expect(res.status).toBe(200);
    const refs = body.data.map((p: { ref: string }) => p.ref);
    expect(refs).toContain("city:london");
    expect(refs).toContain("airport:LHR");
    expect((await call("/api/places/car-locations?q=l")).status).toBe(400);
  });
});

describe("POST /api/orders for a car (the served build and the test stack's stand-in)", () => {
  const params = (days: number, time = "10:00") =>
    `pickup=airport:LHR&pickupDate=${isoDay(days)}&pickupTime=${time}&dropoffDate=${isoDay(days + 3)}&dropoffTime=10:00&age=31-40&residence=GB`;

  async function member() {
    const user = await createUser({ planStatus: "ACTIVE" });
    const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
  }

  /** The cheapest car of a search, as the signed-in member sees it. */
  async function firstCar(days: number, cookies: Record<string, string>, time?: string) {
    const body = await (await call(`/api/cars/search?${params(days, time)}`, { cookies })).json();
    return body.data.results[0] as { id: string; price: { totalMinor: number; currency: string }; shown: { memberPricing: boolean } };
  }

  function order(offer: { id: string; price: { totalMinor: number; currency: string } }, cookies: Record<string, string>, travellers: unknown) {
    return paidCheckout("/api/orders", {
      cookies,
      body: {
        product: "cars",
        offerId: offer.id,
        expectedTotalMinor: offer.price.totalMinor,
        expectedCurrency: offer.price.currency,
        travellers,
        contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+442079460000" },
        idempotencyKey: randomUUID(),
      },
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  }

  // The form sends strings only (components/ui/checkout/form-tree.ts): the driver as the checkout's inputs name it.
  const form = (days: number, dateOfBirth = "1990-04-12") => [
    {
      title: "MR",
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfBirth,
      phone: "+44 20 7946 0000",
      email: "ada@example.com",
      flightNumber: "",
      ageRange: "31-40",
      pickupDate: isoDay(days),
    },
  ];

  test("a member pays the member price of the car and gets a confirmed booking", async () => {
    const { cookies } = await member();
    const car = await firstCar(70, cookies);
    expect(car.shown.memberPricing).toBe(true);
    const { status, body } = await order(car, cookies, form(70));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "CONFIRMED", totalMinor: car.price.totalMinor, currency: "USD" });
    expect(body.data.redirect).toBe(`/checkout-success?ref=${body.data.reference}`);
  });

  test("a driver outside the searched age range is a 400 naming travellers.0.dateOfBirth", async () => {
    const { cookies } = await member();
    const car = await firstCar(71, cookies);
    const { status, body } = await order(car, cookies, form(71, isoDay(-22 * 365)));
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields.map((f: { path: string }) => f.path)).toContain("travellers.0.dateOfBirth");
  });

  test.each([
    ["an offer id edited to another age range still means the range its rate was priced for", 74, (id: string) => id.replace(/^31-40~/, "18-25~")],
    ["the checkout form's age range cannot stand in for the offer's", 75, (id: string) => id],
  ])("%s: a young driver on a 31-40 price is a 400 naming the date of birth", async (_name, days, idOf) => {
    const { user, cookies } = await member();
    const car = await firstCar(days, cookies);
    expect(car.id.startsWith("31-40~")).toBe(true);
    const young = form(days, isoDay(-20 * 365)).map((d) => ({ ...d, ageRange: "18-25" }));
    const { status, body } = await order({ ...car, id: idOf(car.id) }, cookies, young);
    expect(status).toBe(400);
    expect(body.error.fields.map((f: { path: string }) => f.path)).toContain("travellers.0.dateOfBirth");
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a car gone when it is quoted again (pick-up at HH:13) is a 409 and nothing is charged", async () => {
    const { user, cookies } = await member();
    const car = await firstCar(72, cookies, "10:13");
    const { status, body } = await order(car, cookies, form(72));
    expect(status).toBe(409);
    expect(body.error.code).toBe("NO_LONGER_AVAILABLE");
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a price that changed since the search (pick-up at HH:14) is a 409 with the new total", async () => {
    const { cookies } = await member();
    const car = await firstCar(73, cookies, "10:14");
    const { status, body } = await order(car, cookies, form(73));
    expect(status).toBe(409);
    expect(body.error.code).toBe("PRICE_CHANGED");
    expect(body.error.detail.newTotalMinor).toBeGreaterThan(car.price.totalMinor);
  });
});
