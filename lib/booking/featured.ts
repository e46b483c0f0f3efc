import { ttlMemo } from "@/lib/cache/ttl-memo";
import type { OrgConfig } from "@/lib/org/org-config";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { BookableProduct } from "./pricing";
import { searchProperties, type SearchResult } from "./search";

type FeaturedInput = { org: OrgConfig; product: BookableProduct; memberPricing: boolean; currency: string; limit?: number };
type Featured = { results: SearchResult[]; checkIn: string; checkOut: string };

/**
 * The home page's deals, kept a minute per process: the same few properties for every visitor of one organisation,
 * price kind (member or public) and currency, instead of a priced search on every signed-in home page. Dropped with
 * the searches when stays are booked or cancelled; the hotel page and checkout price the stay again anyway.
 */
export const cachedFeaturedProperties: (input: FeaturedInput) => Promise<Featured> = ttlMemo(featuredProperties, {
  ttlMs: 60_000,
  maxKeys: 500,
  keyOf: (i) => [i.org.id, i.org.version, i.product, i.memberPricing, i.currency, i.limit ?? 6, minCheckinDate(i.org)].join("|"),
  tags: ["search:stays", "rates", "org"],
});

/**
 * A few well-rated properties of a product with a price for the earliest stay (two nights, two guests, one room), for
 * the product landing pages. Only the best-rated candidates are priced, so this stays cheap on a large catalogue.
 */
export async function featuredProperties(input: FeaturedInput): Promise<Featured> {
  const checkIn = minCheckinDate(input.org);
  const checkOut = addDays(checkIn, input.product === "activities" ? 6 : 2);
  const page = await searchProperties({
    org: input.org,
    product: input.product,
    checkIn,
    checkOut,
    guests: 2,
    rooms: 1,
    sort: "recommended",
    page: 1,
    perPage: input.limit ?? 6,
    memberPricing: input.memberPricing,
    currency: input.currency,
    candidateLimit: 40,
  });
  return { results: page.results, checkIn, checkOut };
}
