import { parseSearch, searchErrorText } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";
import { rankQuery, type RankParams } from "@/lib/booking/search-sql";
import { freeToCancelSql } from "@/lib/terms/catalogue-sql";

const now = new Date("2026-03-10T15:00:00Z");
const org = { minCheckinDays: 1, timeZone: "America/New_York" };
const base = { destination: "Paris", checkin: "2026-03-20", checkout: "2026-03-22" };

describe("the results' filters in the query string", () => {
  it("reads free cancellation, property types (either list form) and the distance", () => {
    const r = parseSearch({ ...base, freeCancel: "1", types: ["villa", "hotel,apartment"], distance: "3" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ freeCancellation: true, types: ["hotel", "apartment", "villa"], maxKm: 3 });
  });

  it("ignores unknown types and flags: an old shared link still works", () => {
    const r = parseSearch({ ...base, freeCancel: "maybe", types: "castle,,hotel" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ freeCancellation: false, types: ["hotel"], maxKm: undefined });
  });

  it.each(["abc", "0", "-1", "201", "Infinity"])("refuses the distance %s with a sentence, keeping the rest of the search", (distance) => {
    const r = parseSearch({ ...base, distance, stars: "4", freeCancel: "1" }, org, { now });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.code)).toEqual(["invalidDistance"]);
    expect(searchErrorText(r.errors[0]!)).toMatch(/distance from the centre/);
    expect(r.query).toMatchObject({ destination: "Paris", stars: [4], freeCancellation: true });
  });

  it("writes them back into a shareable URL that reads the same", () => {
    const r = parseSearch({ ...base, freeCancel: "1", types: "villa,hotel", distance: "5" }, org, { now });
    if (!r.ok) throw new Error("expected a valid search");
    const href = searchHref("/search-detail", r.query);
    expect(href).toContain("freeCancel=1");
    expect(href).toContain("types=hotel%2Cvilla");
    expect(href).toContain("distance=5");
    const again = parseSearch(Object.fromEntries(new URL(href, "http://x").searchParams), org, { now });
    expect(again.ok && again.query).toMatchObject({ freeCancellation: true, types: ["hotel", "villa"], maxKm: 5 });
  });
});

describe("the filters and their counts in the search statement", () => {
  const params: RankParams = {
    productCode: "HLT",
    prefix: { lo: "par", hi: "pas" },
    stars: [4],
    amenities: [],
    types: ["villa"],
    freeCancellation: true,
    maxKm: 3,
    now,
    facets: true,
    checkIn: "2026-03-20",
    checkOut: "2026-03-22",
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

  it("filters after pricing when counting, so every option is counted over the same candidates", () => {
    const q = rankQuery(params);
    expect(q.sql).not.toContain(`p."starRating" = ANY`);
    expect(q.sql).toContain("b.stars = ANY");
    expect(q.sql).toContain("b.ptype = ANY");
    expect(q.sql).toContain("b.cdist <=");
    expect(q.sql).toContain("'stars', json_build_array(");
    // Each facet's count leaves out its own filter: the stars counts are not limited to 4 stars.
    const starsCounts = q.sql.slice(q.sql.indexOf("'stars', json_build_array("), q.sql.indexOf("'types'"));
    expect(starsCounts).not.toContain("b.stars = ANY");
    expect(starsCounts).toContain("b.ptype = ANY");
  });

  it("keeps the star filter before pricing and counts nothing when no counts are asked (featured lists)", () => {
    const q = rankQuery({ ...params, facets: false });
    expect(q.sql).toContain(`p."starRating" = ANY`);
    expect(q.sql).not.toContain("'stars', json_build_array(");
  });

  it("passes the visitor's types as parameters", () => {
    const q = rankQuery({ ...params, types: ["villa'; DROP TABLE x;--"] });
    expect(q.sql).not.toContain("DROP TABLE");
  });

  it("judges free cancellation like the terms engine: last free day = check-in − freeCancelDays − 1, in the place's calendar", () => {
    const q = freeToCancelSql("2026-03-20", now);
    expect(q.sql).toContain(`p."cancellationPolicy" = 'FREE_CANCELLATION'`);
    expect(q.sql).toContain(`COALESCE(d."timeZone", 'UTC')`);
    expect(q.sql).toContain(`::date - p."freeCancelDays" - 1`);
    expect(q.values).toEqual([now.toISOString(), "2026-03-20"]);
  });
});
