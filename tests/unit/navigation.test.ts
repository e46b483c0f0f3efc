const mockEnv: Record<string, string | undefined> = {
  ALL_INCLUSIVE_URL: "https://all-inclusive.example.com/",
  TRIPS_SITE_URL: "https://trips.example.com/",
  DAILY_DEALS_URL: "https://deals.example.com/",
};
jest.mock("@/lib/env", () => ({ env: () => mockEnv }));

import { PRODUCT_IDS, dailyDealsUrl, navEntry, productNavigation } from "@/lib/nav/products";
import { visibleMenuItems } from "@/lib/nav/user-menu";

const ctx = { orgId: 7, locale: "fr-FR" };

describe("product navigation — SPEC §2 product paths", () => {
  it("the header sends each link compactly: an id for /<id>, [id, href] elsewhere on the site, [id, href, 1] off it", () => {
    expect(productNavigation(["hotel", "weeks", "trips"], ctx).map(navEntry)).toEqual([
      "hotel",
      ["weeks", "/resorts?product=weeks"],
      ["trips", "https://trips.example.com/", 1],
    ]);
  });
  it("'weeks (maps to /resorts)': the path is /resorts, marked so the menu can tell the Weeks tab from the Resorts tab", () => {
    expect(productNavigation(["weeks"], ctx)).toEqual([{ id: "weeks", label: "weeks", href: "/resorts?product=weeks", external: false }]);
    expect(new URL(productNavigation(["weeks"], ctx)[0]!.href, "http://site").pathname).toBe("/resorts");
  });
  it("'external links for all-inclusive, a trips site, and daily deals (via a method)'", () => {
    const nav = productNavigation(["allinclusive", "trips", "dailydeals"], ctx);
    expect(nav.every((l) => l.external)).toBe(true);
    expect(nav.map((l) => l.href)).toEqual(["https://all-inclusive.example.com/", "https://trips.example.com/", "https://deals.example.com/?org=7&lang=fr-FR"]);
    expect(dailyDealsUrl("https://deals.example.com/?ref=club", 7, "fr-FR")).toBe("https://deals.example.com/?ref=club&org=7&lang=fr-FR");
  });
  it("an organisation's own partner sites win over the environment's", () => {
    const partnerLinks = { allinclusive: "https://resorts.partner.test/", trips: null, dailydeals: "https://deals.partner.test/today" };
    const nav = productNavigation(["allinclusive", "trips", "dailydeals"], { ...ctx, partnerLinks });
    expect(nav.map((l) => l.href)).toEqual([
      "https://resorts.partner.test/",
      "https://trips.example.com/",
      "https://deals.partner.test/today?org=7&lang=fr-FR",
    ]);
  });
  it("an external product with no partner site anywhere is not shown (no dead link)", () => {
    const saved = { ...mockEnv };
    delete mockEnv.TRIPS_SITE_URL;
    try {
      expect(productNavigation(["hotel", "trips"], ctx).map((l) => l.id)).toEqual(["hotel"]);
    } finally {
      Object.assign(mockEnv, saved);
    }
  });
  it("lists every product path of the spec", () => {
    for (const id of [
      "dreamtrips",
      "hotelgd",
      "hotel",
      "condo",
      "packages",
      "stays",
      "weeks",
      "resorts",
      "holidaystays",
      "cruises",
      "flight",
      "cars",
      "transfers",
      "activities",
      "JoinNow",
    ]) {
      expect(PRODUCT_IDS).toContain(id);
    }
  });
  it("shows only the organisation's eligible products, in canonical order", () => {
    expect(productNavigation(["activities", "hotel", "unknown"], ctx).map((l) => l.href)).toEqual(["/hotel", "/activities"]);
  });
});

describe("user menu — SPEC §2 'Wallet (signed-in only) … Log-out (signed-in only), Sign-in (signed-out only)'", () => {
  // Issue #51: "referrals, rewards, savings and promotions reachable from the user menu" — after Wallet.
  it("a visitor sees Sign-in and Promotions, and neither Wallet, the member's programmes nor Log-out", () => {
    const keys = visibleMenuItems(false).map((i) => i.key);
    expect(keys).toEqual(["bookingHistory", "myAccount", "travelProfile", "myTrips", "promotions", "language", "currencies", "signIn"]);
  });
  it("a signed-in user sees Wallet, referrals, rewards, savings, promotions and Log-out, and not Sign-in", () => {
    const keys = visibleMenuItems(true).map((i) => i.key);
    expect(keys).toEqual([
      "bookingHistory",
      "myAccount",
      "travelProfile",
      "myTrips",
      "wallet",
      "referrals",
      "yourRewards",
      "savings",
      "promotions",
      "language",
      "currencies",
      "logout",
    ]);
  });
});
