import { activityUnit } from "@/lib/booking/activity-pricing";
import { priceView } from "@/lib/booking/display-price";
import { availableEveryNight } from "@/lib/booking/room-rates";
import { rankQuery, type RankParams } from "@/lib/booking/search-sql";
import { SORTS } from "@/lib/booking/search-input";
import { detailsHref, roomCheckoutHref, searchHref, slotCheckoutHref } from "@/lib/booking/search-url";

const rates = {
  rates: new Map([
    ["USD", "1"],
    ["EUR", "0.92"],
    ["GBP", "0.79"],
    ["JPY", "151.5"],
  ]),
  minorUnits: new Map([
    ["USD", 2],
    ["EUR", 2],
    ["GBP", 2],
    ["JPY", 0],
  ]),
};
const nights = [
  { date: "2026-12-01", publicRateMinor: 10_000, memberRateMinor: 8_000 },
  { date: "2026-12-02", publicRateMinor: 12_000, memberRateMinor: 9_000 },
];
const unit = { nights, rooms: 1, currency: "USD", taxRateBps: 1_000, feesMinorPerRoom: 500 };

describe("priceView (the price a visitor sees)", () => {
  it("shows public and member totals with taxes and fees, and the saving, for an org that shows prices with tax", () => {
    const v = priceView(unit, false, { displayPrice: "WITH_TAX", currency: "USD", rates });
    // public 220.00 + 10 % 22.00 + fee 5.00 = 247.00; member 170.00 + 17.00 + 5.00 = 192.00
    expect(v).toMatchObject({
      currency: "USD",
      headlineMinor: 24_700,
      publicMinor: 24_700,
      memberMinor: 19_200,
      savingMinor: 5_500,
      savingPercent: 22,
      memberPricing: false,
      withTax: true,
      nights: 2,
    });
    expect(priceView(unit, true, { displayPrice: "WITH_TAX", currency: "USD", rates }).headlineMinor).toBe(19_200);
  });

  it("shows room charges alone for an org that shows prices without tax", () => {
    const v = priceView(unit, true, { displayPrice: "WITHOUT_TAX", currency: "USD", rates });
    expect(v).toMatchObject({ headlineMinor: 17_000, publicMinor: 22_000, memberMinor: 17_000, savingMinor: 5_000, withTax: false });
    // The quote for checkout keeps taxes and fees in the property's currency.
    expect(v.quote).toMatchObject({ currency: "USD", subtotalMinor: 17_000, taxesMinor: 1_700, feesMinor: 500, totalMinor: 19_200 });
  });

  it("converts to the visitor's currency with the current rates (EUR 0.92, JPY without minor units)", () => {
    expect(priceView(unit, false, { displayPrice: "WITH_TAX", currency: "EUR", rates })).toMatchObject({ currency: "EUR", headlineMinor: 22_724 });
    expect(priceView(unit, false, { displayPrice: "WITH_TAX", currency: "JPY", rates })).toMatchObject({ currency: "JPY", headlineMinor: 37_421 });
    // From a EUR property to USD: divide by the rate.
    expect(priceView({ ...unit, currency: "EUR" }, false, { displayPrice: "WITH_TAX", currency: "USD", rates }).headlineMinor).toBe(26_848);
  });

  it("falls back to USD for a currency without a rate", () => {
    expect(priceView(unit, false, { displayPrice: "WITH_TAX", currency: "XXX", rates }).currency).toBe("USD");
  });

  it("prices an activity per person, fees once", () => {
    const a = activityUnit({ startsAt: new Date("2026-12-01T09:00:00Z"), publicPriceMinor: 5_000, memberPriceMinor: 4_000 }, 3, {
      currency: "USD",
      taxRateBps: 0,
      feesMinor: 200,
      timeZone: "Europe/Lisbon",
    });
    expect(priceView(a, false, { displayPrice: "WITH_TAX", currency: "USD", rates })).toMatchObject({
      publicMinor: 15_200,
      memberMinor: 12_200,
      nights: 1,
      rooms: 1,
    });
  });

  it("a room is bookable only with a row and enough rooms every night", () => {
    const n = (available: number) => ({ date: "2026-12-01", publicRateMinor: 1, memberRateMinor: 1, available });
    expect(availableEveryNight([n(2), n(1)], 2, 1)).toBe(true);
    expect(availableEveryNight([n(2), n(1)], 2, 2)).toBe(false);
    expect(availableEveryNight([n(2)], 2, 1)).toBe(false);
  });
});

describe("ranking query", () => {
  const base: RankParams = {
    productCode: "HLT",
    prefix: { lo: "par", hi: "pas" },
    stars: [],
    amenities: [],
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    nights: 2,
    guests: 2,
    rooms: 1,
    memberPricing: false,
    withTax: true,
    fx: [{ code: "USD", rate: "1", exp: 2 }],
    display: { code: "USD", rate: "1", exp: 2 },
    sort: "recommended",
    limit: 20,
    offset: 0,
  };
  it.each([
    ["recommended", "f.stars DESC, f.display ASC"],
    ["price-asc", "f.display ASC, f.pid ASC"],
    ["price-desc", "f.display DESC, f.pid ASC"],
    ["stars", "f.stars DESC, f.name ASC"],
    ["distance", "f.dist ASC NULLS LAST"],
  ] as const)("orders %s by %s", (sort, order) => {
    expect(SORTS).toContain(sort);
    expect(rankQuery({ ...base, sort }).sql).toContain(`ORDER BY ${order}`);
  });

  it("passes every visitor value as a parameter, never as SQL text", () => {
    const q = rankQuery({ ...base, prefix: { lo: 'x\'; DROP TABLE "Property";--', hi: "y" }, amenities: ["pool"], stars: [5] });
    expect(q.sql).not.toContain("DROP TABLE");
    expect(q.values).toContain('x\'; DROP TABLE "Property";--');
  });

  it("uses member or public sums and the tax formula of the shared pricing", () => {
    expect(rankQuery({ ...base, memberPricing: true }).sql).toContain('x.mem_sub + (x.mem_sub * c."taxRateBps" + 5000) / 10000');
    expect(rankQuery({ ...base, withTax: false }).sql).not.toContain('taxRateBps" + 5000');
  });
});

describe("URL contract", () => {
  it("writes shareable search URLs with only what differs from the defaults", () => {
    expect(
      searchHref("/search-detail", {
        product: "hotel",
        destination: "Paris",
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
        guests: 2,
        rooms: 1,
        stars: [4, 5],
        amenities: ["pool", "wifi"],
        sort: "price-asc",
        page: 2,
      }),
    ).toBe(
      "/search-detail?product=hotel&destination=Paris&checkin=2026-12-01&checkout=2026-12-03&guests=2&rooms=1&stars=4%2C5&amenities=pool%2Cwifi&sort=price-asc&page=2",
    );
    expect(searchHref("/search-detail", { lat: 48.85, lng: 2.35, radiusKm: 10, sort: "recommended", page: 1 })).toBe(
      "/search-detail?latitude=48.85&longitude=2.35&radius=10",
    );
  });

  it("links the details page and the checkout as agreed with checkout", () => {
    const stay = { checkIn: "2026-12-01", checkOut: "2026-12-03", guests: 2, rooms: 1 };
    expect(detailsHref(7, stay)).toBe("/hotel-details?id=7&checkin=2026-12-01&checkout=2026-12-03&guests=2&rooms=1");
    expect(roomCheckoutHref(7, 31, stay)).toBe("/hotel-checkout?property=7&room=31&checkin=2026-12-01&checkout=2026-12-03&guests=2&rooms=1");
    expect(slotCheckoutHref(9, 400, 3)).toBe("/hotel-checkout?property=9&slot=400&guests=3");
  });
});
