import { randomUUID } from "node:crypto";
import { startAmadeusStandIn, type AmadeusStandIn } from "../../scripts/stand-ins/amadeus.mjs";
import { createAmadeusClient } from "@/lib/suppliers/transfers/amadeus-client";
import { AmadeusTransferSupplier } from "@/lib/suppliers/transfers/amadeus-supplier";
import { zonedIso } from "@/lib/suppliers/transfers/local-time";
import { operatorFor, vehicleByCode } from "@/scripts/stand-ins/data/transfers.mjs";
import { SupplierError } from "@/lib/suppliers/seam";
import type { TransferQuery, TransferTravellers } from "@/lib/suppliers/transfers/types";
import { call } from "../support/http";
import { closeTestDb, createProperty, isoDay, uniqueWord } from "../support/factories";

/**
 * The transfer adapter through the real `amadeus` SDK against the Amadeus stand-in started here (OAuth2 token,
 * Transfer Search, Transfer Booking, Transfer Management), then the transfer routes of the web process under test.
 */
let standIn: AmadeusStandIn;
let supplier: AmadeusTransferSupplier;

beforeAll(async () => {
  standIn = await startAmadeusStandIn();
  const client = createAmadeusClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, host: standIn.host, port: standIn.port, ssl: false });
  supplier = new AmadeusTransferSupplier(() => client);
});
afterAll(async () => {
  await standIn.stop();
  await closeTestDb();
});

/** A query of this test's own: its address makes its slots and search counts its own in the shared stand-in. */
const query = (address: string, extra: Partial<TransferQuery> = {}): TransferQuery => ({
  direction: "from-airport",
  airport: "CDG",
  place: { kind: "address", address: `${address} ${uniqueWord("n")}`, city: "Paris" },
  date: isoDay(30),
  time: "14:30",
  passengers: 2,
  luggage: 2,
  ...extra,
});
const lead: TransferTravellers = [
  { title: 2, firstName: "Amir", lastName: "Haddad", phone: "+33612345678", email: "amir@example.com", flightNumber: "AF1234" },
];
const contact = { email: "contact@example.com", phone: "+33600000000" };

describe("Amadeus transfers through the SDK", () => {
  it("fetches a token with the client credentials and searches: every vehicle that fits, as our offers", async () => {
    const offers = await supplier.search(query("5 Avenue Anatole France"));
    expect(offers.map((o) => o.details.vehicle)).toEqual(["shuttle", "sedan", "van", "luxury"]);
    const sedan = offers[1]!;
    expect(sedan).toMatchObject({
      kind: "TRANSFER",
      supplier: "amadeus",
      title: expect.stringMatching(/^Paris \(CDG\) → 5 Avenue Anatole France/),
      startsAt: zonedIso(isoDay(30), "14:30", "Europe/Paris"),
      details: { shared: false, maxPassengers: 3, maxBags: 3, provider: operatorFor("CDG", vehicleByCode("SED", "ST")!).name, passengers: 2, luggage: 2 },
      terms: { refundable: true, afterShareBps: 5000 },
    });
    expect(sedan.price.totalMinor).toBe(sedan.price.baseMinor + sedan.price.taxesMinor);
    expect(sedan.details.meetingPoint).toMatch(/Arrivals hall/);
    expect(offers[0]!.details.shared).toBe(true);
  });

  it("leaves out what the party's luggage does not fit, and says so when the credentials are wrong", async () => {
    const offers = await supplier.search(query("Rue de Rivoli", { passengers: 2, luggage: 5 }));
    expect(offers.map((o) => o.details.vehicle)).toEqual(["van"]);
    const wrong = new AmadeusTransferSupplier(() =>
      createAmadeusClient({ clientId: standIn.clientId, clientSecret: "wrong", host: standIn.host, port: standIn.port, ssl: false }),
    );
    await expect(wrong.search(query("Rue de Rivoli"))).rejects.toMatchObject({ name: "SupplierError", reason: "UNAVAILABLE" });
  });

  it("re-prices an offer by searching again: the same price, the same id", async () => {
    const [offer] = await supplier.search(query("Place Vendôme"));
    const repriced = await supplier.reprice(offer!.id);
    expect(repriced).toEqual({ status: "AVAILABLE", offer: expect.objectContaining({ id: offer!.id, price: offer!.price }) });
    expect(await supplier.reprice("trf_not-an-offer")).toEqual({ status: "SOLD_OUT" });
  });

  it("'LAST RIDE': found at the search, sold out at re-pricing", async () => {
    const offers = await supplier.search(query("Last Ride Hotel"));
    expect(offers).toHaveLength(4);
    expect(await supplier.reprice(offers[1]!.id)).toEqual({ status: "SOLD_OUT" });
  });

  it("'PRICE JUMP': re-pricing finds the same ride 15 % dearer, under a new supplier offer id", async () => {
    const [, sedan] = await supplier.search(query("Price Jump Lodge"));
    const repriced = await supplier.reprice(sedan!.id);
    if (repriced.status !== "AVAILABLE") throw new Error("expected the ride to be available");
    expect(repriced.offer.id).toBe(sedan!.id);
    expect(repriced.offer.details.supplierOfferId).not.toBe(sedan!.details.supplierOfferId);
    // 15 % on the unrounded fare: within a cent of 15 % on the rounded one.
    expect(Math.abs(repriced.offer.price.baseMinor - sedan!.price.baseMinor * 1.15)).toBeLessThanOrEqual(1);
  });

  it("books once per idempotency key, runs out of the one luxury car, and cancels with the refund its terms give", async () => {
    const q = query("Avenue Montaigne");
    const luxury = (await supplier.search(q)).find((o) => o.details.vehicle === "luxury")!;
    const key = randomUUID();
    const booked = await supplier.book({ offer: luxury, travellers: lead, contact, idempotencyKey: key });
    // Amadeus's order id and confirmation number for us; the confirmation number alone for the traveller.
    expect(booked).toEqual({ supplierRef: expect.stringMatching(/^[\w-]+:\d+$/), bookingRef: expect.stringMatching(/^\d+$/), status: "CONFIRMED" });
    expect(booked.supplierRef.endsWith(`:${booked.bookingRef}`)).toBe(true);
    expect(await supplier.book({ offer: luxury, travellers: lead, contact, idempotencyKey: key })).toEqual(booked);
    // The only luxury car of that day is taken: the search no longer offers it, re-pricing and booking find it gone.
    expect((await supplier.search(q)).map((o) => o.details.vehicle)).not.toContain("luxury");
    expect(await supplier.reprice(luxury.id)).toEqual({ status: "SOLD_OUT" });
    await expect(supplier.book({ offer: luxury, travellers: lead, contact, idempotencyKey: randomUUID() })).rejects.toMatchObject({ reason: "SOLD_OUT" });

    // A month ahead is inside the free window: everything back, and the car is for sale again.
    const cancelled = await supplier.cancel(booked.supplierRef);
    expect(cancelled).toEqual({ status: "CANCELLED", refund: { amountMinor: luxury.price.totalMinor, currency: "USD" } });
    expect((await supplier.search(q)).map((o) => o.details.vehicle)).toContain("luxury");
    await expect(supplier.cancel("nonsense")).rejects.toBeInstanceOf(SupplierError);
  });
});

describe("transfer routes", () => {
  it("GET /api/transfers/offers answers 400 with a reason per field", async () => {
    const res = await call("/api/transfers/offers?airport=ZZZZ&date=2001-01-01&time=9&passengers=0&luggage=x&flight=hello");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: { path: string; message: string }[] } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields.map((f) => f.path)).toEqual(["airport", "place", "date", "time", "passengers", "luggage", "flight"]);
    expect(body.error.fields[2]!.message).toMatch(/^The earliest pick-up date is \d{4}-\d{2}-\d{2}$/);
  });

  it("GET /api/transfers/offers searches a catalogue hotel; one beyond reach of the airport is a field error", async () => {
    const near = await createProperty({ name: `${uniqueWord("Route")} Hotel`, city: "Paris", countryCode: "FR", latitude: 48.86, longitude: 2.35 });
    const ok = await call(`/api/transfers/offers?airport=CDG&hotel=${near.property.slug}&date=${isoDay(25)}&time=10:00&passengers=2&luggage=2&type=private`);
    expect(ok.status).toBe(200);
    const found = (await ok.json()) as { data: { total: number; found: number; offers: { details: { shared: boolean } }[] } };
    expect(found.data).toMatchObject({ total: 3, found: 4 });
    expect(found.data.offers.every((o) => !o.details.shared)).toBe(true);
    const far = await createProperty({ name: `${uniqueWord("Far")} Hotel`, city: "Lyon", countryCode: "FR", latitude: 45.76, longitude: 4.83 });
    const res = await call(`/api/transfers/offers?airport=CDG&hotel=${far.property.slug}&date=${isoDay(25)}&time=10:00&passengers=2&luggage=2`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: "hotel", message: "This hotel is more than 150 km from the airport" },
    ]);
  });

  it("GET /api/places/transfer-points suggests airports and nearby hotels, and answers 400 with fields", async () => {
    const airports = (await (await call("/api/places/transfer-points?kind=airport&q=cdg")).json()) as { data: { code: string }[] };
    expect(airports.data[0]).toMatchObject({ kind: "airport", code: "CDG", city: "Paris" });
    const name = uniqueWord("Suggest");
    await createProperty({ name: `${name} Hotel`, city: "Paris", countryCode: "FR", latitude: 48.87, longitude: 2.33 });
    const hotels = (await (await call(`/api/places/transfer-points?kind=hotel&q=${name}&near=CDG`)).json()) as { data: { name: string }[] };
    expect(hotels.data.map((h) => h.name)).toEqual([`${name} Hotel`]);
    const none = (await (await call(`/api/places/transfer-points?kind=hotel&q=${name}&near=JFK`)).json()) as { data: unknown[] };
    expect(none.data).toEqual([]);
    const bad = await call("/api/places/transfer-points?kind=train&q=a&near=12");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path).sort()).toEqual(["kind", "near", "q"]);
  });
});
