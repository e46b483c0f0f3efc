import { db } from "@/lib/db";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { activityUnit } from "./activity-pricing";
import { displayCurrencyFor, priceView, type PriceView } from "./display-price";
import { boundingBox } from "./geo";
import { PRODUCT_CODES, stayNights, type BookableProduct } from "./pricing";
import { roomNights } from "./room-rates";
import { prefixPattern, searchKey } from "./search-key";
import type { SearchSort } from "./search-input";
import { rankQuery, type RankedRow } from "./search-sql";

export type SearchParams = {
  org: Pick<OrgConfig, "displayPrice">;
  product: BookableProduct;
  destination?: string;
  lat?: number;
  lng?: number;
  radiusKm?: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  /** In the display currency's major units (e.g. 150 = $150.00). */
  minPrice?: number;
  maxPrice?: number;
  stars?: number[];
  amenities?: string[];
  sort: SearchSort;
  page: number;
  perPage: number;
  memberPricing: boolean;
  /** The visitor's currency (ctx.currency). */
  currency: string;
  /** Featured lists: no destination, the best-rated N properties of the product. */
  candidateLimit?: number;
};

export type SearchResultProperty = {
  id: number;
  slug: string;
  name: string;
  city: string;
  region: string | null;
  country: string;
  stars: number;
  image: string | null;
  amenities: string[];
  lat: number;
  lng: number;
  distanceKm?: number;
  productCode: string;
};

export type SearchResult = {
  property: SearchResultProperty;
  /** The cheapest unit: a room type (stays) or an activity slot, with its price for this visitor. */
  cheapestRoom: { roomTypeId?: number; slotId?: number; startsAt?: string; price: PriceView };
};

export type SearchPage = { total: number; page: number; perPage: number; pages: number; currency: string; results: SearchResult[] };

/**
 * The catalogue search: prefix match on name/city/region or a radius around a point, availability for every night
 * (rooms and guests), filters, sort and page in one ranking query; then the page's prices through the shared pricing
 * (one more query for the page's nights). Inputs are checked by parseSearch (lib/booking/search-input.ts) first.
 */
export async function searchProperties(p: SearchParams): Promise<SearchPage> {
  const productCode = PRODUCT_CODES[p.product];
  const rates = await rateSnapshot();
  const currency = displayCurrencyFor(p.currency.toUpperCase(), rates);
  const fx = [...rates.rates].filter(([code]) => rates.minorUnits.has(code)).map(([code, rate]) => ({ code, rate, exp: rates.minorUnits.get(code)! }));
  const display = fx.find((f) => f.code === currency)!;
  const toMinor = (major: number | undefined) => (major === undefined ? undefined : Math.round(major * 10 ** display.exp));
  const point = p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng, radiusKm: p.radiusKm ?? 25 } : undefined;
  const key = searchKey(p.destination);
  const nights = productCode === "ACT" ? 1 : stayNights(p.checkIn, p.checkOut).length;

  const rows = await db.$queryRaw<RankedRow[]>(
    rankQuery({
      productCode,
      pattern: point || !key ? undefined : prefixPattern(key),
      point: point ? { ...point, box: boundingBox(point.lat, point.lng, point.radiusKm) } : undefined,
      candidateLimit: p.candidateLimit,
      stars: p.stars ?? [],
      amenities: p.amenities ?? [],
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
    }),
  );
  const total = Number(rows[0]?.total ?? 0);
  const ranked = rows.filter((r): r is RankedRow & { id: number; unitId: number } => r.id !== null && r.unitId !== null);
  const results = await priceResults(ranked, p, productCode, currency, rates);
  return { total, page: p.page, perPage: p.perPage, pages: Math.max(1, Math.ceil(total / p.perPage)), currency, results };
}

async function priceResults(ranked: (RankedRow & { id: number; unitId: number })[], p: SearchParams, productCode: string, currency: string, rates: Awaited<ReturnType<typeof rateSnapshot>>): Promise<SearchResult[]> {
  if (ranked.length === 0) return [];
  const isActivity = productCode === "ACT";
  const [properties, nightsByRoom, slots] = await Promise.all([
    db.property.findMany({
      where: { id: { in: ranked.map((r) => r.id) } },
      select: { id: true, slug: true, name: true, city: true, region: true, countryCode: true, starRating: true, images: true, amenities: true, latitude: true, longitude: true, currency: true, taxRateBps: true, feesMinor: true, productCode: true },
    }),
    isActivity ? Promise.resolve(new Map()) : roomNights(ranked.map((r) => r.unitId), p.checkIn, p.checkOut),
    isActivity ? db.activitySlot.findMany({ where: { id: { in: ranked.map((r) => r.unitId) } } }) : Promise.resolve([]),
  ]);
  const byId = new Map(properties.map((x) => [x.id, x]));
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const opts = { displayPrice: p.org.displayPrice, currency, rates };
  return ranked.flatMap((r): SearchResult[] => {
    const prop = byId.get(r.id);
    if (!prop) return [];
    const property: SearchResultProperty = {
      id: prop.id, slug: prop.slug, name: prop.name, city: prop.city, region: prop.region, country: prop.countryCode, stars: prop.starRating,
      image: prop.images[0] ?? null, amenities: prop.amenities, lat: prop.latitude, lng: prop.longitude, productCode: prop.productCode,
      ...(r.distanceKm !== null ? { distanceKm: Math.round(r.distanceKm * 10) / 10 } : {}),
    };
    if (isActivity) {
      const slot = slotById.get(r.unitId);
      if (!slot) return [];
      return [{ property, cheapestRoom: { slotId: slot.id, startsAt: slot.startsAt.toISOString(), price: priceView(activityUnit(slot, p.guests, prop), p.memberPricing, opts) } }];
    }
    const nights = nightsByRoom.get(r.unitId) ?? [];
    const unit = { nights, rooms: p.rooms, currency: prop.currency, taxRateBps: prop.taxRateBps, feesMinorPerRoom: prop.feesMinor };
    return [{ property, cheapestRoom: { roomTypeId: r.unitId, price: priceView(unit, p.memberPricing, opts) } }];
  });
}
