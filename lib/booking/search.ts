import { createHash } from "node:crypto";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { activityUnit } from "./activity-pricing";
import { displayCurrencyFor, priceView, type PriceView } from "./display-price";
import { boundingBox } from "./geo";
import { PRODUCT_CODES, stayNights } from "./pricing";
import { prefixRange, searchKey } from "./search-key";
import type { SearchQuery } from "./search-input";
import { rankQuery, type FacetRow, type RankedRow, type SearchAreaFilter } from "./search-sql";
import { PROPERTY_TYPES, type PropertyType } from "./property-types";
import { DISTANCE_OPTIONS } from "./search-input";
import { propertyPhotos } from "./pictures";
import { bandsOf, stayBudgetEdges, type BudgetBand } from "./budget-bands";

/**
 * A validated query (search-input.ts) plus who is asking; featured lists leave radius and filters out. Its `guests`
 * are those a room must sleep (lib/booking/occupancy.ts), so the children's ages are already counted in.
 */
type FilterKey = "radiusKm" | "stars" | "amenities" | "freeCancellation" | "types" | "maxKm";
export type SearchParams = Omit<SearchQuery, FilterKey | "childAges"> &
  Partial<Pick<SearchQuery, FilterKey>> & {
    org: Pick<OrgConfig, "displayPrice">;
    memberPricing: boolean;
    /** The visitor's currency (ctx.currency). */
    currency: string;
    /**
     * What the destination text names (lib/places/search-place.ts): a place's properties and/or a name prefix. When
     * given, the destination text is only a label.
     */
    place?: { prefix?: string; area?: SearchAreaFilter };
    /** Featured lists: no destination, the best-rated N properties of the product. */
    candidateLimit?: number;
    /** Count the results per filter option (the results pages). */
    facets?: boolean;
    /** The moment the results are for (default: now): when "free to cancel" is judged. */
    now?: Date;
  };

export type SearchResultProperty = {
  id: number;
  slug: string;
  name: string;
  city: string;
  region: string | null;
  country: string;
  stars: number;
  /** Always a picture: the property's own catalogue photo or one picked by its id (lib/booking/pictures.ts). */
  image: string;
  amenities: string[];
  lat: number;
  lng: number;
  distanceKm?: number;
  /** Km from the centre of its destination, when the search is not around a point. */
  centreKm?: number;
  productCode: string;
  /** The property's cancellation policy (the terms engine, lib/terms, says what it means for a stay). */
  cancellationPolicy: string;
  freeCancelDays: number;
  /** The zone of the property's place (UTC, named so, where it has none): the calendar its deadline days are in. */
  timeZone: string;
};

export type SearchResult = {
  property: SearchResultProperty;
  /** The cheapest unit: a room type (stays) or an activity slot, with its price for this visitor. */
  cheapestRoom: { roomTypeId?: number; slotId?: number; startsAt?: string; price: PriceView };
  /** For a signed-in member: the most their wallet can pay for that unit, in the visitor's currency (search-request.ts). */
  walletCredit?: { currency: string; upToMinor: number };
};

/**
 * Results per filter option with the other filters as they are: stars 1–5, property types, free cancellation, and
 * within each distance option (km from the centre, or the point searched around).
 */
export type SearchFacets = {
  stars: Record<string, number>;
  types: Record<PropertyType, number>;
  freeCancellation: number;
  distance: Record<string, number>;
  /** Budget bands of the stay's total in the visitor's currency (./budget-bands.ts); none for activities. */
  price: BudgetBand[];
};

export type SearchPage = {
  total: number;
  page: number;
  perPage: number;
  pages: number;
  currency: string;
  results: SearchResult[];
  /** When the results are for (ISO): the cards' cancellation badges are told at this moment, as the filter judged. */
  asOf: string;
  facets?: SearchFacets;
};

/**
 * The catalogue search: prefix match on name/city/region or a radius around a point, availability for every night
 * (rooms and guests), filters, sort and page — with the page's nights — in one statement; then the page's prices
 * through the shared pricing. Inputs are checked by parseSearch (lib/booking/search-input.ts) first.
 */
export async function searchProperties(p: SearchParams): Promise<SearchPage> {
  const productCode = PRODUCT_CODES[p.product];
  const rates = await rateSnapshot();
  const currency = displayCurrencyFor(p.currency.toUpperCase(), rates);
  const fx = [...rates.rates].filter(([code]) => rates.minorUnits.has(code)).map(([code, rate]) => ({ code, rate, exp: rates.minorUnits.get(code)! }));
  const display = fx.find((f) => f.code === currency)!;
  const toMinor = (major: number | undefined) => (major === undefined ? undefined : Math.round(major * 10 ** display.exp));
  const point = p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng, radiusKm: p.radiusKm ?? 25 } : undefined;
  const key = searchKey(p.place ? p.place.prefix : p.destination);
  const nights = productCode === "ACT" ? 1 : stayNights(p.checkIn, p.checkOut).length;
  const now = p.now ?? new Date();
  // Cancellation and property type are stay filters: an activity's terms are judged on its slot's day.
  const stay = productCode !== "ACT";
  // An activity's price is per guest and slot, which no per-night budget fits: its price stays a typed range.
  const bands = p.facets && stay ? bandsOf(stayBudgetEdges({ nights, rooms: p.rooms, ratePerUsd: Number(display.rate) })) : [];

  // Straight through the pool: the statement is built with Prisma.sql (parameters only), and skipping Prisma's raw
  // query layer saves several milliseconds of CPU per search (docs/benchmarks.md).
  const statement = rankQuery({
    productCode,
    prefix: point || !key ? undefined : prefixRange(key),
    point: point ? { ...point, box: boundingBox(point.lat, point.lng, point.radiusKm) } : undefined,
    area: point ? undefined : p.place?.area,
    candidateLimit: p.candidateLimit,
    stars: p.stars ?? [],
    amenities: p.amenities ?? [],
    types: stay ? (p.types ?? []) : [],
    freeCancellation: stay && (p.freeCancellation ?? false),
    maxKm: p.maxKm,
    now: stay ? now : undefined,
    facets: p.facets ?? false,
    budget: bands.map((b) => ({ min: toMinor(b.min), max: toMinor(b.max) })),
    checkIn: p.checkIn,
    checkOut: p.checkOut,
    nights,
    guests: p.guests,
    rooms: productCode === "ACT" ? 1 : p.rooms,
    memberPricing: p.memberPricing,
    withTax: p.org.displayPrice === "WITH_TAX",
    fx,
    display,
    minDisplayMinor: toMinor(p.minPrice),
    maxDisplayMinor: toMinor(p.maxPrice),
    sort: p.sort === "distance" && !point ? "recommended" : p.sort,
    limit: p.perPage,
    offset: (p.page - 1) * p.perPage,
  });
  const { rows } = await pool.query<RankedRow>(searchQueryConfig(statement, { singleSession: env().DB_SINGLE_SESSION }));
  const total = Number(rows[0]?.total ?? 0);
  const ranked = rows.filter((r): r is RankedRow & { id: number; unitId: number } => r.id !== null && r.unitId !== null);
  const results = priceResults(ranked, p, productCode, currency, rates);
  const facets = rows[0]?.facets;
  return {
    total,
    page: p.page,
    perPage: p.perPage,
    pages: Math.max(1, Math.ceil(total / p.perPage)),
    currency,
    results,
    asOf: now.toISOString(),
    ...(facets ? { facets: facetsOf(facets, bands) } : {}),
  };
}

function facetsOf(f: FacetRow, bands: { min?: number; max?: number }[]): SearchFacets {
  return {
    price: bands.map((b, i) => ({ ...b, count: f.price[i] ?? 0 })),
    stars: Object.fromEntries(f.stars.map((n, i) => [String(i + 1), n])),
    types: Object.fromEntries(PROPERTY_TYPES.map((t, i) => [t, f.types[i] ?? 0])) as Record<PropertyType, number>,
    freeCancellation: f.free,
    distance: Object.fromEntries(DISTANCE_OPTIONS.map((km, i) => [String(km), f.distance[i] ?? 0])),
  };
}

function priceResults(
  ranked: (RankedRow & { id: number; unitId: number })[],
  p: SearchParams,
  productCode: string,
  currency: string,
  rates: Awaited<ReturnType<typeof rateSnapshot>>,
): SearchResult[] {
  const opts = { displayPrice: p.org.displayPrice, currency, rates };
  return ranked.flatMap((r): SearchResult[] => {
    const property: SearchResultProperty = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      city: r.city,
      region: r.region,
      country: r.countryCode,
      stars: r.starRating,
      image: propertyPhotos({ id: r.id, productCode: r.productCode, images: r.images })[0]!,
      amenities: r.amenities,
      lat: r.latitude,
      lng: r.longitude,
      productCode: r.productCode,
      cancellationPolicy: r.cancellationPolicy,
      freeCancelDays: r.freeCancelDays,
      timeZone: r.placeZone ?? "UTC",
      ...(r.distanceKm !== null ? { distanceKm: Math.round(r.distanceKm * 10) / 10 } : {}),
      ...(r.distanceKm === null && r.centreKm !== null ? { centreKm: Math.round(r.centreKm * 10) / 10 } : {}),
    };
    const money = { currency: r.currency, taxRateBps: r.taxRateBps, feesMinor: r.feesMinor };
    if (productCode === "ACT") {
      if (!r.startsAt || r.slotPublicMinor === null || r.slotMemberMinor === null) return [];
      const slot = { startsAt: r.startsAt, publicPriceMinor: r.slotPublicMinor, memberPriceMinor: r.slotMemberMinor };
      return [
        {
          property,
          cheapestRoom: {
            slotId: r.unitId,
            startsAt: r.startsAt.toISOString(),
            price: priceView(activityUnit(slot, p.guests, { ...money, timeZone: property.timeZone }), p.memberPricing, opts),
          },
        },
      ];
    }
    const nights = (r.nights ?? []).map((n) => ({ date: n.date, publicRateMinor: n.pub, memberRateMinor: n.mem }));
    const unit = { nights, rooms: p.rooms, currency: r.currency, taxRateBps: r.taxRateBps, feesMinorPerRoom: r.feesMinor };
    return [{ property, cheapestRoom: { roomTypeId: r.unitId, price: priceView(unit, p.memberPricing, opts) } }];
  });
}

/**
 * A named statement per distinct SQL text: each connection plans it once and PostgreSQL may keep a generic plan (every
 * visitor value is a parameter, and the prefix is a range, not a LIKE), which saves the planning time. Not on the
 * embedded database (DB_SINGLE_SESSION): there every connection shares PGlite's one session, which outlives a web
 * process — after `npm start` restarted a crashed one, the new process's first search failed with 'prepared statement
 * "search_…" already exists' (node-pg only remembers what its own connection prepared), and so did every search after.
 */
export function searchQueryConfig(statement: { text: string; values: unknown[] }, opts: { singleSession: boolean }) {
  return opts.singleSession
    ? { text: statement.text, values: statement.values }
    : { name: statementName(statement.text), text: statement.text, values: statement.values };
}

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `search_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    // Statement texts come from a small set of shapes (product, filters, sort), so this stays small.
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}
