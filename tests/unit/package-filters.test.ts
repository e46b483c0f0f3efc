import { matchesPackage, packageFacets, type PackageFacts, type PackageFilterRule } from "@/lib/packages/filters";
import { bandsOf, roundEdge, stayBudgetEdges } from "@/lib/booking/budget-bands";
import { packageBackLink, packageCheckoutHref, stayDetailsHref } from "@/lib/packages/links";
import { packageFilterCount, packageFilterParams, packageQuerySchema } from "@/lib/packages/query";
import { packageSwapOf } from "@/lib/packages/schemas";
import { freeToCancel } from "@/lib/packages/search-packages";
import { swapPrice } from "@/lib/packages/swaps";

const base = { from: "LHR", to: "lisbon", checkin: "2027-03-10", checkout: "2027-03-13", rooms: "1", adults: "2", children: "0" };
const parse = (over: Record<string, string>) => packageQuerySchema("2027-01-01").safeParse({ ...base, ...over });
const paths = (over: Record<string, string>) => {
  const r = parse(over);
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
};

describe("package filters in the URL", () => {
  it("reads stars, types, free cancellation and a price range; none set means no filter", () => {
    const r = parse({ stars: "5,4,4", types: "apartment,hotel", freeCancel: "1", minPrice: "", maxPrice: "1200.50" });
    expect(r.success && r.data.filters).toEqual({ stars: [4, 5], types: ["hotel", "apartment"], freeCancellation: true, maxPrice: 1200.5 });
    const none = parse({});
    expect(none.success && none.data.filters).toEqual({ stars: [], types: [], freeCancellation: false });
  });

  it("refuses each bad filter on its own field", () => {
    expect(paths({ stars: "6" })).toEqual(["stars"]);
    expect(paths({ stars: "four" })).toEqual(["stars"]);
    expect(paths({ types: "castle" })).toEqual(["types"]);
    expect(paths({ freeCancel: "yes" })).toEqual(["freeCancel"]);
    expect(paths({ minPrice: "-5" })).toEqual(["minPrice"]);
    expect(paths({ maxPrice: "1e9" })).toEqual(["maxPrice"]);
    expect(paths({ minPrice: "500", maxPrice: "400" })).toEqual(["maxPrice"]);
  });

  it("writes the filters back as parameters that read the same", () => {
    const r = parse({ stars: "3,5", types: "villa", freeCancel: "on", minPrice: "100" });
    const params = packageFilterParams(r.success ? r.data.filters : ({} as never));
    expect(params).toEqual({ stars: "3,5", types: "villa", freeCancel: "1", minPrice: "100" });
    const again = parse(params);
    expect(again.success && again.data.filters).toEqual(r.success && r.data.filters);
  });
});

describe("package filter counts", () => {
  const all: PackageFacts[] = [
    { stars: 5, type: "hotel", free: true, priceMinor: 150_000 },
    { stars: 5, type: "resort", free: false, priceMinor: 210_000 },
    { stars: 4, type: "apartment", free: true, priceMinor: 90_000 },
    { stars: 3, type: "hotel", free: false, priceMinor: 70_000 },
  ];
  const rule = (over: Partial<PackageFilterRule> = {}): PackageFilterRule => ({ stars: [], types: [], freeCancellation: false, ...over });

  it("a package matches when it passes every filter set", () => {
    expect(all.filter((f) => matchesPackage(f, rule({ stars: [5, 4], freeCancellation: true })))).toEqual([all[0], all[2]]);
    expect(all.filter((f) => matchesPackage(f, rule({ minMinor: 80_000, maxMinor: 160_000 })))).toEqual([all[0], all[2]]);
    expect(all.filter((f) => matchesPackage(f, rule({ types: ["hotel"] })))).toEqual([all[0], all[3]]);
  });

  it("counts each option with the other filters as they are, leaving its own facet out", () => {
    const facets = packageFacets(all, rule({ stars: [5], freeCancellation: true }), 2);
    // Stars are counted among the free ones, whatever star is chosen; free cancellation among the 5-star ones.
    expect(facets.stars).toEqual({ "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 });
    expect(facets.freeCancellation).toBe(1);
    expect(facets.types).toMatchObject({ hotel: 1, resort: 0, apartment: 0 });
  });

  it("an option's count is what choosing it would list", () => {
    const chosen = rule({ freeCancellation: true, maxMinor: 200_000 });
    const facets = packageFacets(all, chosen, 2);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(all.filter((f) => matchesPackage(f, { ...chosen, stars: [n] }))).toHaveLength(facets.stars[String(n)]!);
    }
    expect(all.filter((f) => matchesPackage(f, chosen))).toHaveLength(facets.freeCancellation);
  });

  it("budget bands fit the packages' prices, and a band's count is what choosing its minPrice/maxPrice lists", () => {
    const many: PackageFacts[] = [60, 75, 90, 120, 150, 180, 240, 310, 420, 900].map((major, i) => ({
      stars: i % 2 ? 4 : 5,
      type: "hotel",
      free: i % 3 === 0,
      priceMinor: major * 100 + 37,
    }));
    const chosen = rule({ stars: [5] });
    const { price } = packageFacets(many, chosen, 2);
    expect(price.length).toBeGreaterThanOrEqual(3);
    expect(price[0]!.min).toBeUndefined();
    expect(price.at(-1)!.max).toBeUndefined();
    for (const band of price) {
      const minMinor = band.min === undefined ? undefined : band.min * 100;
      const maxMinor = band.max === undefined ? undefined : band.max * 100;
      expect(many.filter((f) => matchesPackage(f, { ...chosen, minMinor, maxMinor }))).toHaveLength(band.count);
    }
    // Whole, rounded edges; a chosen band leaves the bands as they were (the price's own choice is not counted).
    expect(price.every((b) => [b.min, b.max].every((e) => e === undefined || Number.isInteger(e)))).toBe(true);
    expect(packageFacets(many, { ...chosen, minMinor: 10_000, maxMinor: 20_000 }, 2).price).toEqual(price);
  });
});

describe("budget band edges", () => {
  it("a stay's edges scale with nights, rooms and the currency's rate, rounded to two digits", () => {
    expect(stayBudgetEdges({ nights: 1, rooms: 1, ratePerUsd: 1 })).toEqual([100, 200, 300, 500]);
    expect(stayBudgetEdges({ nights: 3, rooms: 1, ratePerUsd: 0.92 })).toEqual([280, 550, 830, 1400]);
    expect(stayBudgetEdges({ nights: 2, rooms: 1, ratePerUsd: 3.75 })).toEqual([750, 1500, 2300, 3800]);
    expect(roundEdge(4.4)).toBe(4);
    expect(bandsOf([100, 200])).toEqual([{ max: 100 }, { min: 100, max: 200 }, { min: 200 }]);
  });
});

describe("free cancellation of a package's stay: the terms engine's statement", () => {
  const property = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 2, productCode: "HLT", timeZone: "Europe/Lisbon" };
  const now = new Date("2027-03-01T10:00:00Z");
  it("is free until the last free day, and never for a non-refundable stay", () => {
    expect(freeToCancel(property as never, "2027-03-10", now, "UTC")).toBe(true);
    expect(freeToCancel(property as never, "2027-03-03", now, "UTC")).toBe(false);
    expect(freeToCancel({ ...property, cancellationPolicy: "NON_REFUNDABLE" } as never, "2027-03-10", now, "UTC")).toBe(false);
  });
});

describe("links between a package and its stay's page", () => {
  it("opens the stay for the package's dates and party, with the way back", () => {
    const href = stayDetailsHref({ checkIn: "2027-03-10", checkOut: "2027-03-13", rooms: 1, adults: 2, children: 1, childAges: [8] }, 42, {
      back: "/packages/results?from=LHR&to=lisbon",
      flight: "off_1",
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/hotel-details");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ id: "42", checkin: "2027-03-10", guests: "3", rooms: "1", ages: "8", flight: "off_1" });
    expect(packageBackLink(url.searchParams.get("back")!)).toBe("/packages/results?from=LHR&to=lisbon");
  });

  it("goes back only to this site's package pages", () => {
    expect(packageBackLink("/packages/checkout?flight=off_1&to=lisbon")).toBe("/packages/checkout?flight=off_1&to=lisbon");
    for (const bad of [
      "https://evil.test/packages/results?x",
      "//evil.test/packages/results?x",
      "/packages/../admin?x",
      "/packages/results?<script>",
      "javascript:alert(1)",
    ]) {
      expect(packageBackLink(bad)).toBeNull();
    }
    expect(packageBackLink(undefined)).toBeNull();
    expect(packageBackLink(`/packages/results?${"a".repeat(700)}`)).toBeNull();
  });

  it("changes one part of a checkout link and stops swapping", () => {
    const raw = { flight: "off_1", to: "lisbon", property: "7", room: "9", swap: "flight", from: "LHR" };
    const url = new URL(packageCheckoutHref(raw, { flight: "off_2" }), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ flight: "off_2", to: "lisbon", property: "7", room: "9", from: "LHR" });
  });
});

describe("swapping a part of a package", () => {
  const rates = {
    rates: new Map([["EUR", "0.9"]]),
    minorUnits: new Map([
      ["USD", 2],
      ["EUR", 2],
    ]),
  };
  it("prices a choice as the difference from the package now, in the package's currency", () => {
    expect(swapPrice({ currency: "USD", totalMinor: 120_000 }, { currency: "USD", totalMinor: 100_000 }, rates)).toEqual({
      totalMinor: 120_000,
      differenceMinor: 20_000,
    });
    expect(swapPrice({ currency: "USD", totalMinor: 90_000 }, { currency: "USD", totalMinor: 100_000 }, rates).differenceMinor).toBe(-10_000);
    expect(swapPrice({ currency: "EUR", totalMinor: 90_000 }, { currency: "USD", totalMinor: 100_000 }, rates)).toEqual({
      totalMinor: 100_000,
      differenceMinor: 0,
    });
  });

  it("reads the swap a checkout link asks for, and refuses an unknown part", () => {
    const raw = {
      flight: "off_0000000000000000000001",
      to: "lisbon",
      property: "7",
      room: "9",
      checkin: "2027-03-10",
      checkout: "2027-03-13",
      rooms: "1",
      adults: "2",
    };
    expect(packageSwapOf({ ...raw, swap: "stay" })).toMatchObject({ part: "stay", choice: { propertyId: 7, roomTypeId: 9, children: 0 } });
    expect(packageSwapOf({ ...raw, swap: "car" })).toBeNull();
  });
});

describe("packageFilterCount", () => {
  it("counts each star rating and property type chosen, and each other filter set", () => {
    const none = { stars: [], types: [], freeCancellation: false };
    expect(packageFilterCount(none)).toBe(0);
    expect(packageFilterCount({ stars: [4, 5], types: ["hotel"], freeCancellation: true, minPrice: 0, maxPrice: 900 })).toBe(6);
    expect(packageFilterCount({ ...none, maxPrice: 900 })).toBe(1);
  });
});
