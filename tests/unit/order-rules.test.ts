import { ALL_PRODUCT_CODES, orgSellsCode, PRODUCTS, productByCode, safetyMarginOf } from "@/lib/products/codes";
import { orderTerms, splitByItem } from "@/lib/terms/refund";
import { itemQuote, PUBLIC_MARKUP_BPS } from "@/lib/orders/item-pricing";
import { refundPart } from "@/lib/booking/refund-policy";

describe("product codes are data in one module", () => {
  it('SPEC §9 "Product codes: Hotels HLT, Activities ACT, Resorts RST, Stays STY."', () => {
    expect([PRODUCTS.hotel.code, PRODUCTS.activities.code, PRODUCTS.resorts.code, PRODUCTS.stays.code]).toEqual(["HLT", "ACT", "RST", "STY"]);
  });

  it('SPEC §9 "Price safety margin multiplier: 1.05 for activities and stays, 1.1 for hotels"', () => {
    expect(safetyMarginOf("ACT")).toBe(1.05);
    expect(safetyMarginOf("STY")).toBe(1.05);
    expect(safetyMarginOf("HLT")).toBe(1.1);
  });

  it("every product of the navigation's booking paths has one distinct code, and unknown codes have no margin", () => {
    expect(new Set(ALL_PRODUCT_CODES).size).toBe(ALL_PRODUCT_CODES.length);
    for (const id of Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[]) expect(productByCode(PRODUCTS[id].code)).toBe(id);
    expect(safetyMarginOf("XYZ")).toBe(1);
  });

  it("an organisation sells a code when it lists the product (weeks sells resorts)", () => {
    expect(orgSellsCode(["flight"], "FLT")).toBe(true);
    expect(orgSellsCode(["hotel"], "FLT")).toBe(false);
    expect(orgSellsCode(["weeks"], "RST")).toBe(true);
    expect(orgSellsCode(["flight"], "NOPE")).toBe(false);
  });
});

describe("supplier item prices", () => {
  const offer = { price: { currency: "EUR", baseMinor: 50_000, taxesMinor: 6_000, feesMinor: 1_000, totalMinor: 57_000 } };

  it("a member pays the supplier's price; the public price adds the markup to the base fare only", () => {
    const member = itemQuote(offer, { memberPricing: true });
    const pub = itemQuote(offer, { memberPricing: false });
    expect(member.totalMinor).toBe(57_000);
    expect(pub.totalMinor).toBe(57_000 + (50_000 * PUBLIC_MARKUP_BPS) / 10_000);
    expect(pub.taxesMinor).toBe(6_000);
    expect(pub.baseMinor + pub.taxesMinor + pub.feesMinor).toBe(pub.totalMinor);
    expect(member.savingMinor).toBe(pub.totalMinor - member.totalMinor);
  });
});

describe("cancelling an item follows its terms", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const item = (terms: object, startsAt = "2027-04-01T09:00:00Z", totalMinor = 10_000, kind = "CAR") => ({
    kind,
    terms,
    startsAt: new Date(startsAt),
    totalMinor,
  });
  const one = (i: ReturnType<typeof item>, at = now) => orderTerms([i], at, "UTC");

  it("everything back until freeUntil, then afterShareBps, nothing and no cancelling once started", () => {
    const terms = { refundable: true, freeUntil: "2027-03-10T00:00:00Z", afterShareBps: 2_500, changeable: true };
    expect(refundPart(10_000, one(item(terms)).share)).toBe(10_000);
    expect(refundPart(10_000, one(item(terms), new Date("2027-03-20T00:00:00Z")).share)).toBe(2_500);
    expect(one(item(terms), new Date("2027-04-01T09:00:00Z")).allowed).toBe(false);
  });

  it("a non-refundable fare can be cancelled, refunding nothing", () => {
    const terms = one(item({ refundable: false, freeUntil: null, afterShareBps: 0, changeable: false }));
    expect(terms.allowed).toBe(true);
    expect(refundPart(10_000, terms.share)).toBe(0);
  });

  it("a catalogue item keeps its property's policy (FREE_CANCELLATION before the deadline gives everything)", () => {
    const terms = one(item({ policy: "FREE_CANCELLATION", freeCancelDays: 2 }, "2027-03-20T00:00:00Z", 10_000, "STAY"));
    expect(terms.allowed).toBe(true);
    expect(refundPart(10_000, terms.share)).toBe(10_000);
  });

  it("an order of several items gives back each item's share of its own price", () => {
    const refundable = item({ refundable: true, freeUntil: "2027-03-10T00:00:00Z", afterShareBps: 0, changeable: false }, "2027-04-01T09:00:00Z", 30_000);
    const none = item({ refundable: false, freeUntil: null, afterShareBps: 0, changeable: false }, "2027-04-01T09:00:00Z", 70_000);
    const { allowed, share } = orderTerms([refundable, none], now, "UTC");
    expect(allowed).toBe(true);
    expect(refundPart(100_000, share)).toBe(30_000);
  });
});

describe("a cancelled order's card refund, told per item", () => {
  it("in proportion to the items' prices, the rounding on the last item, adding up to the refund", () => {
    expect(splitByItem(1_000, [{ totalMinor: 300 }, { totalMinor: 700 }])).toEqual([300, 700]);
    const parts = splitByItem(1_001, [{ totalMinor: 1 }, { totalMinor: 1 }, { totalMinor: 1 }]);
    expect(parts).toEqual([333, 333, 335]);
    expect(splitByItem(500, [{ totalMinor: 900 }])).toEqual([500]);
  });
});
