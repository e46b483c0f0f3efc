import { Prisma } from "@/lib/generated/prisma/client";
import { EARTH_RADIUS_KM, type BoundingBox } from "./geo";
import { DISTANCE_OPTIONS, type SearchSort } from "./search-input";
import { PROPERTY_TYPES } from "./property-types";
import { freeToCancelSql } from "@/lib/terms/catalogue-sql";

/**
 * The ranking query of the search, built as one SQL statement so a page costs one round trip however many properties
 * match: candidates (prefix or radius, stars, amenities) → the bookable units (room types available every night for
 * the rooms and guests asked, or activity slots with places left) with their prices summed → the cheapest unit per
 * property → price filter, total count, sort and page. Prices follow lib/booking/pricing.ts exactly (taxes rounded
 * half-up per booking, fees per room); the display-currency amount used to filter and sort is converted like
 * lib/locale/convert.ts (one half-up rounding), so the numbers agree with what the page shows.
 */

export type RankParams = {
  productCode: string;
  /** Prefix range on the normalised name, city and region (prefixRange(searchKey(text))). */
  prefix?: { lo: string; hi: string };
  point?: { lat: number; lng: number; radiusKm: number; box: BoundingBox };
  /** A named place's properties: those of its catalogue destinations, cities (searchKey) or countries. */
  area?: SearchAreaFilter;
  /** Without pattern or point: only the best-rated N properties are considered (featured lists). */
  candidateLimit?: number;
  stars: number[];
  amenities: string[];
  /** Property types (lib/booking/property-types.ts); none means all. */
  types?: string[];
  /** Only stays free to cancel for a booking made at `now` (lib/terms/catalogue-sql.ts). */
  freeCancellation?: boolean;
  /** At most this many km from the point, or else from the centre of the property's destination. */
  maxKm?: number;
  /** The moment the results are for: what "free to cancel" is judged at, and what the cards' badges are told. */
  now?: Date;
  /** Count the results per filter option (the results page's filters); featured lists do without. */
  facets?: boolean;
  /** The budget bands to count (display minor units, both ends inclusive as the price filter reads them). */
  budget?: { min?: number; max?: number }[];
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  rooms: number;
  memberPricing: boolean;
  withTax: boolean;
  /** Units of each currency per 1 USD and minor-unit exponents (the rates in force). */
  fx: { code: string; rate: string; exp: number }[];
  display: { code: string; rate: string; exp: number };
  minDisplayMinor?: number;
  maxDisplayMinor?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
};

/**
 * How many results each filter option would give with the other filters as they are (stars 1–5, PROPERTY_TYPES and
 * DISTANCE_OPTIONS in their order, free cancellation), as the statement returns them.
 */
export type FacetRow = { stars: number[]; types: number[]; free: number; distance: number[]; price: number[] };

/** The count (on every row) and one row per result of the page, with what the page shows and prices. */
export type RankedRow = {
  /** count(*): bigint, which the pg driver reads as text. */
  total: string;
  facets: FacetRow | null;
  /** Km from the centre of the property's destination (or from the point searched around). */
  centreKm: number | null;
  id: number | null;
  unitId: number | null;
  displayMinor: string | null;
  distanceKm: number | null;
  slug: string;
  name: string;
  city: string;
  region: string | null;
  countryCode: string;
  starRating: number;
  images: string[];
  amenities: string[];
  latitude: number;
  longitude: number;
  currency: string;
  taxRateBps: number;
  feesMinor: number;
  productCode: string;
  cancellationPolicy: string;
  freeCancelDays: number;
  /** The zone of the property's place (its destination's), null where it has none: its deadline days' calendar. */
  placeZone: string | null;
  /** Stays: the unit's nights in date order (rate overrides applied). */
  nights: { date: string; pub: number; mem: number }[] | null;
  /** Activities: the slot. */
  startsAt: Date | null;
  slotPublicMinor: number | null;
  slotMemberMinor: number | null;
};

export type SearchAreaFilter = { destinationIds: number[]; cityKeys: string[]; countryCodes: string[] };

const ORDER: Record<SearchSort, string> = {
  recommended: `f.stars DESC, f.display ASC, f.pid ASC`,
  stars: `f.stars DESC, f.name ASC, f.pid ASC`,
  "price-asc": `f.display ASC, f.pid ASC`,
  "price-desc": `f.display DESC, f.pid ASC`,
  distance: `f.dist ASC NULLS LAST, f.pid ASC`,
};

function candidates(p: RankParams): Prisma.Sql {
  const where: Prisma.Sql[] = [Prisma.sql`p."active" AND p."productCode" = ${p.productCode}`];
  if (p.prefix) {
    const { lo, hi } = p.prefix;
    where.push(Prisma.sql`((p."searchName" ~>=~ ${lo} AND p."searchName" ~<~ ${hi}) OR (p."searchCity" ~>=~ ${lo} AND p."searchCity" ~<~ ${hi})
      OR (p."searchRegion" ~>=~ ${lo} AND p."searchRegion" ~<~ ${hi}))`);
  }
  if (p.area) {
    const { destinationIds, cityKeys, countryCodes } = p.area;
    where.push(Prisma.sql`(p."destinationId" = ANY(${destinationIds}::int[]) OR p."searchCity" = ANY(${cityKeys}::text[])
      OR p."countryCode" = ANY(${countryCodes}::text[]))`);
  }
  if (p.point) {
    const b = p.point.box;
    where.push(
      Prisma.sql`p."latitude" BETWEEN ${b.minLat}::float8 AND ${b.maxLat}::float8 AND p."longitude" BETWEEN ${b.minLng}::float8 AND ${b.maxLng}::float8`,
    );
  }
  // With counts per option the stars are filtered after the counting (filterOf); without, here, before the prices.
  if (p.stars.length > 0 && !p.facets) where.push(Prisma.sql`p."starRating" = ANY(${p.stars}::int[])`);
  if (p.amenities.length > 0) where.push(Prisma.sql`p."amenities" @> ${p.amenities}::text[]`);
  const dist = p.point
    ? Prisma.sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
        power(sin(radians(p."latitude" - ${p.point.lat}::float8) / 2), 2)
        + cos(radians(${p.point.lat}::float8)) * cos(radians(p."latitude")) * power(sin(radians(p."longitude" - ${p.point.lng}::float8) / 2), 2)))))`
    : Prisma.sql`NULL::float8`;
  const limit =
    !p.prefix && !p.point && !p.area && p.candidateLimit ? Prisma.sql`ORDER BY p."starRating" DESC, p."id" LIMIT ${p.candidateLimit}::int` : Prisma.empty;
  const centre = p.point
    ? dist
    : Prisma.sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
        power(sin(radians(p."latitude" - d."latitude") / 2), 2)
        + cos(radians(d."latitude")) * cos(radians(p."latitude")) * power(sin(radians(p."longitude" - d."longitude") / 2), 2)))))`;
  const free = p.now ? freeToCancelSql(p.checkIn, p.now) : Prisma.sql`false`;
  const inner = Prisma.sql`
    SELECT p."id", p."name", p."currency", p."taxRateBps", p."feesMinor", p."starRating" AS stars, ${dist} AS dist,
      p."propertyType" AS ptype, ${centre} AS cdist, ${free} AS free, COALESCE(d."timeZone", 'UTC') AS tz
    FROM "Property" p LEFT JOIN "Destination" d ON d."id" = p."destinationId"
    WHERE ${Prisma.join(where, " AND ")} ${limit}`;
  return p.point ? Prisma.sql`SELECT * FROM (${inner}) w WHERE w.dist <= ${p.point.radiusKm}::float8` : inner;
}

/**
 * A candidate's bookable units with their summed prices: room types fitting the guests (maxGuests × rooms ≥ guests,
 * written maxGuests ≥ ⌈guests / rooms⌉) with the rooms asked on every night, or activity slots with places for every
 * guest (priced per person, fees once per booking) starting on the searched days of the activity's place (its
 * destination's calendar, `tz`, lib/booking/place-day.ts). Runs per candidate (inside a LATERAL), so each aggregate is a
 * handful of rows read through the propertyId and (roomTypeId, date …) indexes — never a scan or sort of the whole
 * catalogue, however badly the planner estimates a name prefix or a bounding box.
 */
function unitsOf(p: RankParams): Prisma.Sql {
  if (p.productCode === "ACT") {
    return Prisma.sql`
      SELECT s."id" AS unit_id,
        s."publicPriceMinor"::bigint * ${p.guests}::int AS pub_sub,
        LEAST(s."memberPriceMinor", s."publicPriceMinor")::bigint * ${p.guests}::int AS mem_sub,
        1 AS fee_units
      FROM "ActivitySlot" s
      WHERE s."propertyId" = c."id" AND s."remaining" >= ${p.guests}::int
        AND s."startsAt" >= (${p.checkIn}::date::timestamp AT TIME ZONE c.tz) AT TIME ZONE 'UTC'
        AND s."startsAt" < ((${p.checkOut}::date + 1)::timestamp AT TIME ZONE c.tz) AT TIME ZONE 'UTC'`;
  }
  return Prisma.sql`
    SELECT r."id" AS unit_id,
      SUM(COALESCE(a."publicRateMinor", r."publicRateMinor"))::bigint * ${p.rooms}::int AS pub_sub,
      SUM(LEAST(COALESCE(a."memberRateMinor", r."memberRateMinor"), COALESCE(a."publicRateMinor", r."publicRateMinor")))::bigint * ${p.rooms}::int AS mem_sub,
      ${p.rooms}::int AS fee_units
    FROM "RoomType" r
    JOIN "RoomAvailability" a ON a."roomTypeId" = r."id"
      AND a."date" >= ${p.checkIn}::date AND a."date" < ${p.checkOut}::date AND a."available" >= ${p.rooms}::int
    WHERE r."propertyId" = c."id" AND r."maxGuests" >= ${Math.ceil(p.guests / p.rooms)}::int
    GROUP BY r."id"
    HAVING COUNT(*) = ${p.nights}::int`;
}

export function rankQuery(p: RankParams): Prisma.Sql {
  const sub = p.memberPricing ? Prisma.raw("x.mem_sub") : Prisma.raw("x.pub_sub");
  const headline = p.withTax ? Prisma.sql`(${sub} + (${sub} * c."taxRateBps" + 5000) / 10000 + c."feesMinor"::bigint * x.fee_units)` : sub;
  const fxRows = Prisma.join(p.fx.map((f) => Prisma.sql`(${f.code}::text, ${f.rate}::numeric, ${f.exp}::int)`));
  const filters = filtersOf(p);
  const all = whereOf(Object.values(filters));
  return Prisma.sql`
    WITH cand AS (${candidates(p)}),
    fx(code, rate, exp) AS (VALUES ${fxRows}),
    best AS (
      SELECT c."id" AS pid, u.unit_id, c.stars, c."name", c.dist, c.ptype, c.cdist, c.free,
        round(u.headline::numeric * ${p.display.rate}::numeric * power(10::numeric, ${p.display.exp}::int) / (fx.rate * power(10::numeric, fx.exp))) AS display
      FROM cand c
      JOIN fx ON fx.code = c."currency"
      -- The cheapest unit of each candidate (LIMIT 1 also keeps the planner from flattening this into a catalogue-wide join).
      CROSS JOIN LATERAL (
        SELECT x.unit_id, ${headline} AS headline FROM (${unitsOf(p)}) x ORDER BY 2, x.unit_id LIMIT 1
      ) u
    ),
    f AS (SELECT * FROM best b WHERE ${all})
    SELECT t.total, ${p.facets ? facetsOf(filters, p.budget ?? []) : Prisma.sql`NULL::json`} AS facets, pg."pid" AS "id", pg."unit_id" AS "unitId",
      pg.display::text AS "displayMinor", pg.dist AS "distanceKm", pg.cdist AS "centreKm",
      p."slug", p."name", p."city", p."region", p."countryCode", p."starRating", p."images", p."amenities", p."latitude", p."longitude",
      p."currency", p."taxRateBps", p."feesMinor", p."productCode", p."cancellationPolicy", p."freeCancelDays",
      (SELECT d."timeZone" FROM "Destination" d WHERE d."id" = p."destinationId") AS "placeZone", n.nights, s."startsAt" AT TIME ZONE 'UTC' AS "startsAt", s."publicPriceMinor" AS "slotPublicMinor", s."memberPriceMinor" AS "slotMemberMinor"
    FROM (SELECT count(*) AS total FROM f) t
    LEFT JOIN LATERAL (
      SELECT f.* FROM f ORDER BY ${Prisma.raw(ORDER[p.sort])} LIMIT ${p.limit}::int OFFSET ${p.offset}::int
    ) pg ON true
    LEFT JOIN "Property" p ON p."id" = pg.pid
    ${nightsOfPage(p)}
    ORDER BY ${Prisma.raw(ORDER[p.sort].replaceAll("f.", "pg."))}`;
}

type Filters = { stars: Prisma.Sql | null; types: Prisma.Sql | null; free: Prisma.Sql | null; distance: Prisma.Sql | null; price: Prisma.Sql | null };

/** Each filter the visitor set, as a condition on a priced candidate (alias b); null where not set. */
function filtersOf(p: RankParams): Filters {
  const price: Prisma.Sql[] = [];
  if (p.minDisplayMinor !== undefined) price.push(Prisma.sql`b.display >= ${p.minDisplayMinor}::numeric`);
  if (p.maxDisplayMinor !== undefined) price.push(Prisma.sql`b.display <= ${p.maxDisplayMinor}::numeric`);
  return {
    stars: p.facets && p.stars.length > 0 ? Prisma.sql`b.stars = ANY(${p.stars}::int[])` : null,
    types: p.types?.length ? Prisma.sql`b.ptype = ANY(${p.types}::text[])` : null,
    free: p.freeCancellation ? Prisma.sql`b.free` : null,
    distance: p.maxKm !== undefined ? Prisma.sql`b.cdist <= ${p.maxKm}::float8` : null,
    price: price.length ? Prisma.join(price, " AND ") : null,
  };
}

function whereOf(conditions: (Prisma.Sql | null)[]): Prisma.Sql {
  const set = conditions.filter((c): c is Prisma.Sql => c !== null);
  return set.length ? Prisma.join(set, " AND ") : Prisma.sql`true`;
}

/**
 * The counts per option, honest for the current search: an option's count is what choosing it would give with every
 * other filter as it is (a facet's own choice left out, as the big booking sites count), over the same priced
 * candidates the results come from — one pass over them inside the statement.
 */
function facetsOf(filters: Filters, budget: { min?: number; max?: number }[]): Prisma.Sql {
  const without = (facet: keyof Filters) => whereOf(Object.entries(filters).map(([k, c]) => (k === facet ? null : c)));
  const count = (facet: keyof Filters, option: Prisma.Sql) => Prisma.sql`count(*) FILTER (WHERE ${without(facet)} AND ${option})`;
  return Prisma.sql`(SELECT json_build_object(
      'stars', json_build_array(${Prisma.join([1, 2, 3, 4, 5].map((n) => count("stars", Prisma.sql`b.stars = ${n}::int`)))}),
      'types', json_build_array(${Prisma.join(PROPERTY_TYPES.map((t) => count("types", Prisma.sql`b.ptype = ${t}::text`)))}),
      'free', ${count("free", Prisma.sql`b.free`)},
      'distance', json_build_array(${Prisma.join(DISTANCE_OPTIONS.map((km) => count("distance", Prisma.sql`b.cdist <= ${km}::float8`)))}),
      'price', json_build_array(${budget.length ? Prisma.join(budget.map((band) => count("price", bandSql(band)))) : Prisma.empty})
    ) FROM best b)`;
}

function bandSql(band: { min?: number; max?: number }): Prisma.Sql {
  const lo = band.min !== undefined ? Prisma.sql`b.display >= ${band.min}::numeric` : Prisma.sql`true`;
  const hi = band.max !== undefined ? Prisma.sql`b.display <= ${band.max}::numeric` : Prisma.sql`true`;
  return Prisma.sql`${lo} AND ${hi}`;
}

/** The page's own details in the same statement (no second round trip): each room's nights, or the activity slot. */
function nightsOfPage(p: RankParams): Prisma.Sql {
  if (p.productCode === "ACT") {
    return Prisma.sql`LEFT JOIN LATERAL (SELECT NULL::json AS nights) n ON true LEFT JOIN "ActivitySlot" s ON s."id" = pg.unit_id`;
  }
  return Prisma.sql`
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('date', to_char(a."date", 'YYYY-MM-DD'), 'pub', COALESCE(a."publicRateMinor", rt."publicRateMinor"),
        'mem', COALESCE(a."memberRateMinor", rt."memberRateMinor")) ORDER BY a."date") AS nights
      FROM "RoomAvailability" a JOIN "RoomType" rt ON rt."id" = a."roomTypeId"
      WHERE a."roomTypeId" = pg.unit_id AND a."date" >= ${p.checkIn}::date AND a."date" < ${p.checkOut}::date
    ) n ON true
    LEFT JOIN (SELECT NULL::timestamp AS "startsAt", NULL::int AS "publicPriceMinor", NULL::int AS "memberPriceMinor") s ON false`;
}
