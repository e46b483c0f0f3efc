import { ttlMemo } from "@/lib/cache/ttl-memo";
import { env } from "@/lib/env";
import { searchProperties, type SearchPage, type SearchParams } from "./search";

/**
 * One page of search results, kept for ORG_CACHE_TTL seconds per process (a rate cache, as travel sites keep one):
 * the same search by many visitors — a popular city and dates, the results page and GET /api/search — is run once.
 * A booking or a cancellation anywhere expires every search (tag "search:stays": rooms left change) — in the process
 * that made it at once, in the others within moments — and the hotel page and checkout price and check the stay again
 * before anyone pays. Rate and organisation changes expire them too (prices, the site's display rules).
 */
export const cachedSearch = ttlMemo<SearchParams, SearchPage>(searchProperties, {
  ttlMs: () => env().ORG_CACHE_TTL * 1000,
  maxKeys: 2_000,
  tags: ["search:stays", "rates", "org"],
  keyOf: (p) =>
    JSON.stringify([
      p.org.displayPrice,
      p.candidateLimit,
      p.product,
      p.destination,
      p.place,
      p.lat,
      p.lng,
      p.radiusKm,
      p.checkIn,
      p.checkOut,
      p.guests,
      p.rooms,
      p.minPrice,
      p.maxPrice,
      p.stars,
      p.amenities,
      p.freeCancellation,
      p.types,
      p.maxKm,
      p.facets,
      p.sort,
      p.page,
      p.perPage,
      p.memberPricing,
      p.currency,
    ]),
});
