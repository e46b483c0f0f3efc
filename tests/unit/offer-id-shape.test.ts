import { randomUUID } from "node:crypto";
import { ZCreateSupplierQuote } from "@/lib/agent/schemas";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";
import { packageChoiceOf, ZBookPackage } from "@/lib/packages/schemas";
import { OFFER_ID_MESSAGE, isOfferIdShaped } from "@/lib/suppliers/offer-id-shape";

/**
 * Issue #50: the Duffel SDK puts an offer id into its request's path, so `../orders/ord_…` fetched another order with
 * the platform's token. Every offer id a client sends is held to its kind's shape before any supplier call.
 */
type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (r: Parsed, path: string) => r.error?.issues.filter((i) => i.path.map(String).join(".") === path).map((i) => i.message) ?? [];

const PATHS = ["../orders/ord_0000A", "off_abc/../../orders/ord_1", "off_abc?x=1", "off_abc#x", "off_abc%2F..", "off_a b", "off_\u0000", "off_a\r\nb"];
const GOOD = {
  flight: "off_0000AhTQSmKyqOrcySrGbo",
  // lib/suppliers/cars/offer-id.ts offerIdOf: tier, rate id, a 22-character tag.
  cars: "31-40~rat_eyJzIjpbIkxIUiJdfQ~AbCdEfGhIjKlMnOpQrStUv",
  // lib/suppliers/transfers/offer-id.ts encodeOfferId's shape: trf_ and base64url.
  transfers: `trf_${Buffer.from(JSON.stringify(["from-airport", "CDG", "h", "hotel-eiffel", "", "2027-03-10T14:30", "", 2, 1, "van", "SBX"])).toString("base64url")}`,
  cruises: "CAR-202703-05.balcony.2",
} as const;

describe("offer id shapes", () => {
  it("takes each kind's own ids, and the car's age tier by its characters only", () => {
    for (const [product, id] of Object.entries(GOOD)) expect([product, isOfferIdShaped(product as keyof typeof GOOD, id)]).toEqual([product, true]);
    expect(isOfferIdShaped("cars", "over60~rat_abc~AbCdEfGhIjKlMnOpQrStUv")).toBe(true);
    expect(isOfferIdShaped("cars", "TIER-B~rat_abc~AbCdEfGhIjKlMnOpQrStUv")).toBe(true);
    // Without its tag, or with one of another length, it is not an id the site made.
    expect(isOfferIdShaped("cars", "31-40~rat_abc")).toBe(false);
    expect(isOfferIdShaped("cars", "31-40~rat_abc~short")).toBe(false);
  });

  it("refuses paths, query strings, percent escapes, control characters, other kinds' ids and overlong ids", () => {
    for (const product of ["flight", "cars", "transfers", "cruises", "packages"] as const) {
      for (const id of [...PATHS, "31-40~rat_a/b", "trf_a.b", "CAR-202703-05..2", `off_${"a".repeat(600)}`])
        expect([product, id, isOfferIdShaped(product, id)]).toEqual([product, id, false]);
    }
    expect(isOfferIdShaped("flight", GOOD.cars)).toBe(false);
    expect(isOfferIdShaped("cruises", GOOD.flight)).toBe(false);
  });
});

describe("the bodies that carry an offer id answer a field error on it", () => {
  const contact = { firstName: "Ana", lastName: "Lopez", email: "ana@example.test" };
  const order = {
    product: "flight",
    offerId: GOOD.flight,
    expectedTotalMinor: 100,
    expectedCurrency: "USD",
    travellers: [],
    contact,
    idempotencyKey: randomUUID(),
  };

  it("POST /api/orders: offerId of its product's shape", () => {
    expect(ZPlaceSupplierOrder.safeParse(order).success).toBe(true);
    for (const offerId of [...PATHS.filter((id) => !id.includes("\u0000")), GOOD.cruises])
      expect([offerId, messagesAt(ZPlaceSupplierOrder.safeParse({ ...order, offerId }), "offerId")]).toEqual([offerId, [OFFER_ID_MESSAGE]]);
    expect(ZPlaceSupplierOrder.safeParse({ ...order, product: "cruises", offerId: GOOD.cruises }).success).toBe(true);
  });

  it("POST /api/agent/quotes/supplier: offerId of its product's shape", () => {
    const quote = { clientId: 1, product: "cars", offerId: GOOD.cars, travellers: [], contact, markupPercent: 10, validDays: 3 };
    expect(ZCreateSupplierQuote.safeParse(quote).success).toBe(true);
    for (const offerId of [PATHS[0]!, GOOD.flight])
      expect(messagesAt(ZCreateSupplierQuote.safeParse({ ...quote, offerId }), "offerId")).toEqual([OFFER_ID_MESSAGE]);
  });

  it("POST /api/packages/book and the package checkout link: flightOfferId is a Duffel offer id", () => {
    for (const id of PATHS) expect(messagesAt(ZBookPackage.safeParse({ flightOfferId: id }), "flightOfferId")).toHaveLength(1);
    expect(messagesAt(ZBookPackage.safeParse({ flightOfferId: PATHS[0] }), "flightOfferId")).toEqual([OFFER_ID_MESSAGE]);
    const link = { to: "lisbon", property: "1", room: "1", checkin: "2027-03-10", checkout: "2027-03-12", rooms: "1", adults: "2" };
    expect(packageChoiceOf({ ...link, flight: GOOD.flight })).not.toBeNull();
    expect(packageChoiceOf({ ...link, flight: PATHS[0] })).toBeNull();
  });
});
