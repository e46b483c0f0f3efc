import http from "node:http";
import type { AddressInfo } from "node:net";
import { call } from "../support/http";
import { isoDay } from "../support/factories";
import { adult, dateWithDay, flightQuery as query } from "../support/flights";
import { startDuffelStandIn, type DuffelStandIn } from "@/scripts/stand-ins/duffel.mjs";
import { duffelFlights } from "@/lib/suppliers/flights/duffel-supplier";
import { PRICE_CHANGE_DAY, PRICE_CHANGE_FACTOR, SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import { SupplierError } from "@/lib/suppliers/seam";

const contact = { email: "ada@example.com", phone: "+442071234567" };

describe("Duffel flights adapter through @duffel/api against the stand-in", () => {
  let standIn: DuffelStandIn;
  let supplier: ReturnType<typeof duffelFlights>;
  beforeAll(async () => {
    standIn = await startDuffelStandIn();
    supplier = duffelFlights({ token: standIn.token, basePath: standIn.url });
  });
  afterAll(() => standIn.stop());

  it("searches: the same route and date give the same offers, local times carry each airport's offset", async () => {
    const first = await supplier.search(query());
    const again = await supplier.search(query());
    expect(first.length).toBeGreaterThan(3);
    expect(again.map((o) => [o.id, o.price.totalMinor])).toEqual(first.map((o) => [o.id, o.price.totalMinor]));
    const seg = first[0]!.details.slices[0]!.segments[0]!;
    expect(seg.origin.timeZone).toBe("Europe/London");
    expect(seg.departsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(first[0]!.details.passengers).toEqual([{ id: expect.stringMatching(/^pas_/), type: "adult" }]);
    expect(first[0]!.details.documentsRequired).toBe(true);
  });

  it("searches a return trip by city codes, with two slices and a carrier's own return flight", async () => {
    const offers = await supplier.search(query({ origin: "LON", destination: "NYC", returnDate: dateWithDay(0, 30), adults: 2, infants: 1 }));
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers.slice(0, 5)) {
      expect(o.details.slices).toHaveLength(2);
      expect(o.details.passengers.map((p) => p.type)).toEqual(["adult", "adult", "infant"]);
    }
  });

  it("re-prices an offer at the search's price, and 8 % more for departures on the price-change day", async () => {
    const [offer] = await supplier.search(query());
    const repriced = await supplier.reprice(offer!.id);
    expect(repriced).toMatchObject({ status: "AVAILABLE", offer: { id: offer!.id, price: offer!.price } });
    const [moving] = await supplier.search(query({ departureDate: dateWithDay(PRICE_CHANGE_DAY) }));
    const changed = await supplier.reprice(moving!.id);
    if (changed.status !== "AVAILABLE") throw new Error("expected the offer to be available");
    expect(changed.offer.price.totalMinor).toBeGreaterThan(moving!.price.totalMinor);
    expect(Math.abs(changed.offer.price.totalMinor / moving!.price.totalMinor - PRICE_CHANGE_FACTOR)).toBeLessThan(0.01);
  });

  it("finds offers departing on the sold-out day gone at re-pricing", async () => {
    const [offer] = await supplier.search(query({ departureDate: dateWithDay(SOLD_OUT_DAY) }));
    expect(await supplier.reprice(offer!.id)).toEqual({ status: "SOLD_OUT" });
  });

  it("refuses a booking at a stale price (PRICE_CHANGED), books at the current one, once per idempotency key", async () => {
    const [offer] = await supplier.search(query({ departureDate: dateWithDay(PRICE_CHANGE_DAY), origin: "CDG", destination: "FCO" }));
    await expect(supplier.book({ offer: offer!, travellers: [adult()], contact, idempotencyKey: "k-stale" })).rejects.toMatchObject({
      reason: "PRICE_CHANGED",
    });
    const current = await supplier.reprice(offer!.id);
    if (current.status !== "AVAILABLE") throw new Error("expected the offer to be available");
    const booked = await supplier.book({ offer: current.offer, travellers: [adult()], contact, idempotencyKey: "k-current" });
    // The order id for us, the airline's booking reference (PNR) for the traveller.
    expect(booked).toEqual({ supplierRef: expect.stringMatching(/^ord_/), bookingRef: expect.stringMatching(/^[A-Z0-9]{6}$/), status: "CONFIRMED" });
    const retried = await supplier.book({ offer: current.offer, travellers: [adult()], contact, idempotencyKey: "k-current" });
    expect([retried.supplierRef, retried.bookingRef]).toEqual([booked.supplierRef, booked.bookingRef]);
  });

  it("speaks Duffel's API after booking: bags only — no seat maps of an order, no seat added to one", async () => {
    const [offer] = await supplier.search(query({ origin: "AMS", destination: "BCN" }));
    const offered = await supplier.ancillaries(offer!.id);
    const seat = offered!.seatMaps.flatMap((m) => m.cabins.flatMap((c) => c.rows.flat(2))).find((c) => c.kind === "seat" && c.services.length > 0);
    if (seat?.kind !== "seat") throw new Error("expected a free seat on the offer's seat map");
    const { supplierRef } = await supplier.book({ offer: offer!, travellers: [adult()], contact, idempotencyKey: `k-seat-${Date.now()}` });
    const duffel = (path: string, init: RequestInit = {}) =>
      fetch(`${standIn.url}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${standIn.token}`, "Duffel-Version": "v2", "Content-Type": "application/json" },
      });
    // Duffel's seat maps are an offer's only ("we do not support selecting a seat after an order has already been created").
    expect((await duffel(`/air/seat_maps?order_id=${supplierRef}`)).status).toBe(404);
    const services = (await (await duffel(`/air/orders/${supplierRef}/available_services`)).json()).data as { type: string }[];
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((x) => x.type))).toEqual(new Set(["baggage"]));
    const added = await duffel(`/air/orders/${supplierRef}/services`, {
      method: "POST",
      body: JSON.stringify({
        data: { add_services: [{ id: seat.services[0]!.id, quantity: 1 }], payment: { type: "balance", amount: "0.00", currency: "USD" } },
      }),
    });
    expect(added.status).toBe(422);
    expect(supplier.afterBooking).toMatchObject({ bags: true, seats: false });
  });

  it("books, reports the status, cancels with the fare's refund and reports it cancelled", async () => {
    const offers = await supplier.search(query({ origin: "AMS", destination: "BCN" }));
    const offer = offers.find((o) => o.details.conditions.refundable) ?? offers[0]!;
    const { supplierRef } = await supplier.book({ offer, travellers: [adult()], contact, idempotencyKey: `k-${Date.now()}` });
    expect(await supplier.status(supplierRef)).toBe("CONFIRMED");
    const cancelled = await supplier.cancel(supplierRef);
    expect(cancelled.status).toBe("CANCELLED");
    if (offer.details.conditions.refundable) {
      expect(cancelled.refund).toEqual({ amountMinor: offer.price.totalMinor - (offer.details.conditions.refundPenaltyMinor ?? 0), currency: "USD" });
    } else expect(cancelled.refund).toBeNull();
    expect(await supplier.status(supplierRef)).toBe("CANCELLED");
    expect(await supplier.status("ord_unknown")).toBe("UNKNOWN");
  });

  it("sells seats until none are left: a flight booked full disappears from the search and cannot be booked again", async () => {
    const q = query({ origin: "MAD", destination: "LIS", departureDate: dateWithDay(0, 40) });
    const [offer] = await supplier.search(q);
    const seats = offer!.remaining!;
    expect(seats).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < seats; i++) await supplier.book({ offer: offer!, travellers: [adult()], contact, idempotencyKey: `seat-${i}-${Date.now()}` });
    expect((await supplier.search(q)).map((o) => o.id)).not.toContain(offer!.id);
    expect(await supplier.reprice(offer!.id)).toEqual({ status: "SOLD_OUT" });
    await expect(supplier.book({ offer: offer!, travellers: [adult()], contact, idempotencyKey: "seat-extra" })).rejects.toBeInstanceOf(SupplierError);
  });

  it("keeps a search's offers a short while: the same search asks Duffel once, a booking makes the next one ask again", async () => {
    const duffel = await countingProxy(standIn.url);
    const kept = duffelFlights({ token: standIn.token, basePath: duffel.url });
    try {
      const q = query({ origin: "CDG", destination: "AMS", departureDate: dateWithDay(0, 45) });
      const [first, again] = await Promise.all([kept.search(q), kept.search(q)]);
      expect((await kept.search(q)).map((o) => o.id)).toEqual(first.map((o) => o.id));
      expect(again.map((o) => o.id)).toEqual(first.map((o) => o.id));
      expect(duffel.offerRequests()).toBe(1);
      await kept.search({ ...q, adults: 2 });
      expect(duffel.offerRequests()).toBe(2);
      // Re-pricing before payment always asks Duffel.
      expect(await kept.reprice(first[0]!.id)).toMatchObject({ status: "AVAILABLE" });
      await kept.book({ offer: first[0]!, travellers: [adult()], contact, idempotencyKey: `kept-${Date.now()}` });
      const after = await kept.search(q);
      expect(duffel.offerRequests()).toBe(3);
      expect(after.find((o) => o.id === first[0]!.id)?.remaining).toBe(first[0]!.remaining! - 1);
    } finally {
      await duffel.stop();
    }
  });

  it("refuses travellers that do not match the offer, or lack the passport an international route needs", async () => {
    const [offer] = await supplier.search(query({ adults: 2 }));
    await expect(supplier.book({ offer: offer!, travellers: [adult()], contact, idempotencyKey: "k-short" })).rejects.toMatchObject({ reason: "REJECTED" });
    await expect(
      supplier.book({
        offer: offer!,
        travellers: [adult(), adult({ passportNumber: undefined, passportExpiry: undefined })],
        contact,
        idempotencyKey: "k-nopass",
      }),
    ).rejects.toMatchObject({ reason: "REJECTED" });
  });
});

/** A pass-through to the stand-in that counts Duffel offer requests (searches). */
async function countingProxy(target: string) {
  let searches = 0;
  const server = http.createServer((req, res) => {
    if (req.method === "POST" && req.url?.startsWith("/air/offer_requests")) searches++;
    const upstream = http.request(new URL(req.url ?? "/", target), { method: req.method, headers: req.headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    offerRequests: () => searches,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Fields = { path: string; message: string }[];
async function get(path: string) {
  const res = await call(path);
  return { status: res.status, body: (await res.json()) as { status: number; data: never; error?: { fields?: Fields } } };
}
const fieldsOf = (body: { error?: { fields?: Fields } }) => (body.error?.fields ?? []).map((f) => f.path);

describe("GET /api/flights/search", () => {
  const base = () => `/api/flights/search?from=LHR&to=JFK&depart=${dateWithDay(0)}&adults=1&cabin=economy`;

  it("answers offers, a count that matches the pages, and facets", async () => {
    const { status, body } = await get(base());
    expect(status).toBe(200);
    const { results } = body.data as { results: { total: number; pages: number; page: number; items: unknown[]; facets: { airlines: unknown[] } } };
    expect(results.total).toBeGreaterThan(0);
    expect(results.pages).toBe(Math.ceil(results.total / 10));
    expect(results.items.length).toBe(Math.min(10, results.total));
    expect(results.facets.airlines.length).toBeGreaterThan(0);
  });

  it("lists each trip once at its cheapest fare, with its fare families side by side, each a checkout of its own", async () => {
    const { body } = await get(base());
    type Fare = {
      id: string;
      price: { totalMinor: number };
      details: { baggage: { checked: number }; conditions: { refundable: boolean }; slices: { fareBrand: string; segments: { flightNumber: string }[] }[] };
    };
    const trips = (body.data as { results: { items: (Fare & { fares: Fare[] })[] } }).results.items;
    const flights = (f: Fare) => f.details.slices.map((s) => s.segments.map((seg) => seg.flightNumber).join()).join("|");
    expect(new Set(trips.map(flights)).size).toBe(trips.length);
    const three = trips.find((t) => t.fares.length === 3);
    if (!three) throw new Error("expected a trip sold in three fare families");
    expect(three.fares.map((f) => f.details.slices[0]!.fareBrand)).toEqual(["Light", "Standard", "Flex"]);
    expect(three.id).toBe(three.fares[0]!.id);
    expect(new Set(three.fares.map(flights))).toEqual(new Set([flights(three)]));
    const prices = three.fares.map((f) => f.price.totalMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(three.fares.map((f) => f.details.conditions.refundable)).toEqual([false, true, true]);
    expect(three.fares[2]!.details.baggage.checked).toBe(2);
    // The Standard fare's own checkout states its own fare and refund.
    const page = await (await call(`/flight/checkout?offer=${encodeURIComponent(three.fares[1]!.id)}`)).text();
    expect(page).toContain("Fare: Standard");
    expect(page).toMatch(/Refundable less a \$\d+\.\d\d fee/);
  });

  it("filters by stops and keeps the page within the pages there are", async () => {
    const { body } = await get(`${base()}&stops=0&page=99`);
    const { results } = body.data as { results: { total: number; page: number; pages: number; items: { details: { slices: { segments: unknown[] }[] } }[] } };
    expect(results.page).toBe(results.pages);
    for (const o of results.items) expect(o.details.slices[0]!.segments).toHaveLength(1);
  });

  it.each([
    ["an unknown airport", "from=ZZZ&to=JFK", "from"],
    ["a past date", `from=LHR&to=JFK&depart=${isoDay(-3)}`, "depart"],
    ["a return before the departure", `from=LHR&to=JFK&depart=${isoDay(20)}&return=${isoDay(18)}`, "return"],
    ["no adults", `from=LHR&to=JFK&depart=${isoDay(20)}&adults=0`, "adults"],
    ["more infants than adults", `from=LHR&to=JFK&depart=${isoDay(20)}&adults=1&infants=2`, "infants"],
    ["the same origin and destination", `from=LHR&to=LHR&depart=${isoDay(20)}`, "to"],
    ["an unknown cabin", `from=LHR&to=JFK&depart=${isoDay(20)}&cabin=deluxe`, "cabin"],
    ["ten seated passengers", `from=LHR&to=JFK&depart=${isoDay(20)}&adults=5&children=5`, "children"],
  ])("answers 400 with the field for %s", async (_name, params, field) => {
    const { status, body } = await get(`/api/flights/search?${params}`);
    expect(status).toBe(400);
    expect(fieldsOf(body)).toContain(field);
  });

  it("is not found on an organisation that does not sell flights", async () => {
    const res = await call(base(), { host: "partner.localhost" });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/places/airports", () => {
  it.each([
    ["jfk", "JFK"],
    ["lond", "LON"],
    ["heathrow", "LHR"],
    ["sao", "GRU"],
    ["japan", "NRT"],
  ])("suggests %s → %s", async (q, code) => {
    const { status, body } = await get(`/api/places/airports?q=${q}`);
    expect(status).toBe(200);
    expect((body.data as { code: string }[]).map((p) => p.code)).toContain(code);
  });

  it("answers 400 for an empty query", async () => {
    const { status, body } = await get("/api/places/airports?q=");
    expect(status).toBe(400);
    expect(fieldsOf(body)).toContain("q");
  });
});
