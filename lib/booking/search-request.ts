import { roomGuests } from "./occupancy";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { loadMemberWallet, walletCreditCalculator, type MemberWallet } from "@/lib/wallet/wallet-credit";
import { isProductOffered } from "./eligibility";
import type { BookableProduct } from "./pricing";
import type { SearchPage } from "./search";
import { cachedSearch } from "./search-cache";
import { parseSearch, SORTS, type RawSearchParams, type SearchError, type SearchQuery } from "./search-input";
import { destinationMeaning, type DestinationMeaning, type NamedPlace } from "@/lib/places/search-place";

export type SearchOutcome =
  | {
      kind: "results";
      query: SearchQuery;
      page: SearchPage;
      memberPricing: boolean;
      /** The place the destination text named ("France", "Eiffel Tower"), or the place a property name was looked for in. */
      place?: NamedPlace;
      within?: NamedPlace;
    }
  | { kind: "invalid"; query: Partial<SearchQuery>; errors: SearchError[] }
  | { kind: "not-offered"; product: BookableProduct };

/**
 * One search as the pages and GET /api/search run it: the query string checked against the org's calendar rules,
 * the product against the org's eligible products, member prices for a signed-in member with an active plan.
 */
export async function runSearch(input: {
  raw: RawSearchParams;
  org: OrgConfig;
  currency: string;
  /**
   * Who searches: the signed-in user whose wallet credit each result names (null for a guest, and for a page rendered
   * for a whole class of viewers, lib/page-cache), and whether they pay member prices.
   */
  viewer: { userId: number | null; memberPricing: boolean };
  product?: BookableProduct;
}): Promise<SearchOutcome> {
  const parsed = parseSearch(input.raw, input.org, { product: input.product });
  const product = parsed.query.product ?? input.product ?? "hotel";
  if (!isProductOffered(input.org, product)) return { kind: "not-offered", product };
  if (!parsed.ok) return { kind: "invalid", query: parsed.query, errors: parsed.errors };
  const { memberPricing } = input.viewer;
  const meaning = parsed.query.lat === undefined && parsed.query.destination ? await destinationMeaning(parsed.query.destination) : undefined;
  const query = meaning ? aroundPoint(parsed.query, meaning, input.raw) : parsed.query;
  const [found, wallet] = await Promise.all([
    searchPage(query, input, memberPricing, meaning),
    loadMemberWallet({ userId: input.viewer.userId, org: input.org }),
  ]);
  const { query: q, page } = await withinPages(query, found, input, memberPricing, meaning);
  return {
    kind: "results",
    query: q,
    page: wallet ? await withWalletCredit(page, wallet) : page,
    memberPricing,
    ...(meaning?.place ? { place: meaning.place } : {}),
    ...(meaning?.within ? { within: meaning.within } : {}),
  };
}

/**
 * A sight ("Eiffel Tower") is searched around its coordinates, nearest first unless the visitor chose an order; the
 * text stays as the label, as with any coordinates, so filter, sort and page links keep searching around it.
 */
function aroundPoint(q: SearchQuery, meaning: DestinationMeaning, raw: RawSearchParams): SearchQuery {
  if (meaning.search.kind !== "point") return q;
  const sortGiven = (SORTS as readonly string[]).includes(String(raw.sort ?? ""));
  const { lat, lng, radiusKm } = meaning.search;
  return { ...q, lat, lng, radiusKm, sort: sortGiven ? q.sort : "distance" };
}

/**
 * A page past the last (an old link, fewer rooms left since) shows the last page rather than "nothing found" under a
 * count of results: the list never contradicts the count.
 */
async function withinPages(
  q: SearchQuery,
  page: SearchPage,
  input: { org: OrgConfig; currency: string },
  memberPricing: boolean,
  meaning?: DestinationMeaning,
) {
  if (page.total === 0 || q.page <= page.pages) return { query: q, page };
  const last = { ...q, page: page.pages };
  return { query: last, page: await searchPage(last, input, memberPricing, meaning) };
}

function searchPage(q: SearchQuery, input: { org: OrgConfig; currency: string }, memberPricing: boolean, meaning?: DestinationMeaning): Promise<SearchPage> {
  const { prefix, area } = meaning?.search.kind === "area" ? meaning.search : { prefix: undefined, area: undefined };
  return cachedSearch({
    place: meaning?.search.kind === "area" ? { prefix, area } : undefined,
    org: input.org,
    product: q.product,
    destination: q.destination,
    lat: q.lat,
    lng: q.lng,
    radiusKm: q.radiusKm,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    // Rooms fit the guests who count (./occupancy.ts); an activity's places are everyone's.
    guests: q.product === "activities" ? q.guests : roomGuests(q.guests, q.childAges),
    rooms: q.rooms,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    stars: q.stars,
    amenities: q.amenities,
    freeCancellation: q.freeCancellation,
    types: q.types,
    maxKm: q.maxKm,
    facets: true,
    sort: q.sort,
    page: q.page,
    perPage: q.perPage,
    memberPricing,
    currency: input.currency,
  });
}

/**
 * Each result with the most the member's wallet can pay for its unit ("Up to … applies from your wallet"), from the
 * quote checkout would charge; the wallet was loaded once for the whole page.
 */
async function withWalletCredit(page: SearchPage, wallet: MemberWallet): Promise<SearchPage> {
  const creditFor = walletCreditCalculator(wallet, await rateSnapshot(), new Date());
  const results = page.results.map((r) => {
    const { price } = r.cheapestRoom;
    const walletCredit = creditFor({
      product: r.property.productCode,
      totalMinor: price.quote.totalMinor,
      currency: price.quote.currency,
      displayCurrency: price.currency,
    });
    return walletCredit ? { ...r, walletCredit } : r;
  });
  return { ...page, results };
}
