import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { bookSupplierItem } from "@/lib/orders/book-supplier-item";
import { itemQuote } from "@/lib/orders/item-pricing";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { kindModules } from "@/lib/suppliers/registry";
import { flightModule } from "@/lib/suppliers/flights";
import { duffelFlights } from "@/lib/suppliers/flights/duffel-supplier";
import { PRICE_CHANGE_DAY, SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import type { FlightDetails, FlightQuery } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { startDuffelStandIn, type DuffelStandIn } from "@/scripts/stand-ins/duffel.mjs";
import { closeTestDb, createUser, isoDay } from "../support/factories";
import { adult, dateWithDay, flightQuery } from "../support/flights";
import { payHeldOrder } from "../support/pay-in-process";

/**
 * Flight orders through the order flow (lib/orders) with Duffel's SDK against the stand-in: passengers that do not fit
 * the fare are refused before the card is charged, field by field; a good booking is confirmed with the airline.
 */
let standIn: DuffelStandIn;
let supplier: ReturnType<typeof duffelFlights>;
beforeAll(async () => {
  standIn = await startDuffelStandIn();
  supplier = duffelFlights({ token: standIn.token, basePath: standIn.url });
  kindModules.flight = { ...flightModule, supplier: () => supplier, supplierNamed: () => supplier };
});
afterAll(async () => {
  kindModules.flight = flightModule;
  await standIn.stop();
  await db.$disconnect();
  await closeTestDb();
});

const search = (over: Partial<FlightQuery> = {}) => supplier.search(flightQuery(over));

async function fixture(offer: Offer<FlightDetails>) {
  const org = await getOrgByHost("localhost");
  const user = await createUser();
  const ctx = { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD" };
  const input = (travellers: unknown[]) =>
    ZPlaceSupplierOrder.parse({
      product: "flight",
      offerId: offer.id,
      expectedTotalMinor: itemQuote(offer, { memberPricing: false }).totalMinor,
      expectedCurrency: offer.price.currency,
      travellers,
      contact: { firstName: "Ada", lastName: "Lovelace", email: user.email, phone: "+442071234567" },
      idempotencyKey: randomUUID(),
    });
  const orders = () => db.order.count({ where: { userId: user.id } });
  /** Payments the provider took for this member (none while an order is only held). */
  const charged = () => db.payment.count({ where: { reservation: { userId: user.id }, status: "APPROVED" } });
  return { ctx, input, charged, orders };
}

describe("flight orders through POST /api/orders' domain function", () => {
  it("books a passenger with a passport on an international flight: confirmed with the airline, charged once", async () => {
    const [offer] = await search();
    const f = await fixture(offer!);
    const result = await bookSupplierItem(f.input([adult()]), f.ctx);
    expect(result.status).toBe("PAYMENT_REQUIRED");
    expect(await payHeldOrder(result)).toMatchObject({ status: "CONFIRMED" });
    expect(await f.charged()).toBe(1);
    const item = await db.orderItem.findFirstOrThrow({ where: { reservation: { reference: result.reference } } });
    expect(item).toMatchObject({ kind: "FLIGHT", productCode: "FLT", supplier: "duffel" });
    expect(item.supplierRef).toMatch(/^ord_/);
  });

  it("a passenger of another type than the fare's, or too young for it, is a field error before any charge", async () => {
    const [offer] = await search({ adults: 1, children: 1 });
    const f = await fixture(offer!);
    const child = adult({ type: "child", title: "miss", dateOfBirth: "2018-03-03" });
    await expect(bookSupplierItem(f.input([child, adult()]), f.ctx)).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ path: "travellers.0.type" }, { path: "travellers.1.type" }],
    });
    await expect(bookSupplierItem(f.input([adult({ dateOfBirth: "2019-01-01" }), child]), f.ctx)).rejects.toMatchObject({
      fields: [{ path: "travellers.0.dateOfBirth", message: "Passenger 1 must be an adult (12 or over) on every flight of the trip" }],
    });
    await expect(bookSupplierItem(f.input([adult()]), f.ctx)).rejects.toMatchObject({ fields: [{ path: "travellers" }] });
    expect(await f.charged()).toBe(0);
    expect(await f.orders()).toBe(0);
  });

  it("an international trip without a passport, or with one expiring before the flight, is a field error before any charge", async () => {
    const [offer] = await search();
    const f = await fixture(offer!);
    await expect(bookSupplierItem(f.input([adult({ passportNumber: "", passportExpiry: "" })]), f.ctx)).rejects.toMatchObject({
      fields: [{ path: "travellers.0.passportNumber" }, { path: "travellers.0.passportExpiry" }],
    });
    await expect(bookSupplierItem(f.input([adult({ passportExpiry: isoDay(2) })]), f.ctx)).rejects.toMatchObject({
      fields: [{ path: "travellers.0.passportExpiry" }],
    });
    expect(await f.charged()).toBe(0);
  });

  it("a flight that sold out since the results (the 13th) is refused with nothing charged", async () => {
    const [offer] = await search({ departureDate: dateWithDay(SOLD_OUT_DAY) });
    const f = await fixture(offer!);
    await expect(bookSupplierItem(f.input([adult()]), f.ctx)).rejects.toMatchObject({ code: "NO_LONGER_AVAILABLE" });
    expect(await f.charged()).toBe(0);
    expect(await f.orders()).toBe(0);
  });

  it("a fare that rose since the results (the 22nd) answers the new price, nothing charged", async () => {
    const [offer] = await search({ departureDate: dateWithDay(PRICE_CHANGE_DAY) });
    const f = await fixture(offer!);
    const shown = itemQuote(offer!, { memberPricing: false }).totalMinor;
    await expect(bookSupplierItem(f.input([adult()]), f.ctx)).rejects.toMatchObject({
      code: "PRICE_CHANGED",
      detail: { newTotalMinor: expect.any(Number) as number },
    });
    const repriced = await supplier.reprice(offer!.id);
    expect(repriced.status === "AVAILABLE" && itemQuote(repriced.offer, { memberPricing: false }).totalMinor).toBeGreaterThan(shown);
    expect(await f.charged()).toBe(0);
  });
});

describe("the Duffel flights supplier sends Duffel nothing but offer ids", () => {
  // Issue #50: the SDK puts the id into the request's path, so `../orders/ord_…` fetched an order with our token.
  it("re-pricing an id that is a path, a query or an escape asks Duffel nothing: the offer is gone", async () => {
    const asked: string[] = [];
    const recorder = createServer((req, res) => {
      asked.push(req.url ?? "");
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ errors: [{ code: "not_found", type: "invalid_request_error", message: "Not found" }] }));
    });
    await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
    const { port } = recorder.address() as AddressInfo;
    try {
      const watched = duffelFlights({ token: "duffel_test_recorded", basePath: `http://127.0.0.1:${port}` });
      for (const id of ["../orders/ord_0000AbCdEf", "off_1/../../orders/ord_1", "off_1?include=x", "off_1#x", "off_%2e%2e", "off_1\r\nX: y"]) {
        expect([id, await watched.reprice(id)]).toEqual([id, { status: "SOLD_OUT" }]);
      }
      expect(asked).toEqual([]);
      // The recorder does see what reaches it: a well-formed id is asked for at its own path.
      await watched.reprice("off_0000AbCdEf").catch(() => undefined);
      expect(asked).toEqual([expect.stringMatching(/^\/air\/offers\/off_0000AbCdEf(\?|$)/)]);
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
  });
});
