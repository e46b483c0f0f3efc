import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { CATALOGUE_PRODUCT_IDS } from "@/lib/products/codes";
import { isProductOffered } from "./eligibility";
import { PRODUCT_CODES, type BookableProduct } from "./pricing";
import { destinationPhotos } from "./pictures";
import { runSearch } from "./search-request";
import { resultsPath, searchHref } from "./search-url";

export type FeaturedDestination = {
  slug: string;
  name: string;
  region: string | null;
  countryCode: string;
  /** The product the card's link searches, and what that search finds (its total). */
  product: BookableProduct;
  offers: number;
  href: string;
  image: string;
};

type Input = { org: OrgConfig; limit: number };

/**
 * The home page's destinations, each with the number of offers its link finds. The count is the total of the search
 * the card links to (the org's first stay product, the destination, the default dates, guests and rooms), run through
 * the same function as the results page, so the card and the page it opens cannot disagree. Kept a minute per
 * organisation and earliest check-in date, and dropped with the searches when stays are booked or cancelled.
 */
export const featuredDestinations: (input: Input) => Promise<FeaturedDestination[]> = ttlMemo(rankDestinations, {
  ttlMs: 60_000,
  maxKeys: 100,
  keyOf: (i) => [i.org.id, i.org.version, i.limit, minCheckinDate(i.org)].join("|"),
  tags: ["search:stays", "org"],
});

/** The product a destination card searches: the org's first stay product, else activities. */
export function destinationProduct(org: Pick<OrgConfig, "eligibleProducts">): BookableProduct | null {
  const sold = CATALOGUE_PRODUCT_IDS.filter((id) => isProductOffered(org, id));
  return sold.find((id) => id !== "activities") ?? sold[0] ?? null;
}

async function rankDestinations({ org, limit }: Input): Promise<FeaturedDestination[]> {
  const product = destinationProduct(org);
  if (!product) return [];
  const productCode = PRODUCT_CODES[product];
  // The destinations with the most of the product, a few spare in case some have nothing free on the default dates.
  const candidates = await db.destination.findMany({
    select: { slug: true, name: true, region: true, countryCode: true },
    where: { properties: { some: { active: true, productCode } } },
    orderBy: [{ properties: { _count: "desc" } }, { name: "asc" }],
    take: limit * 2,
  });
  const counted = await Promise.all(
    candidates.map(async (d) => {
      const raw = { product, destination: d.name };
      const outcome = await runSearch({ raw, org, currency: org.defaultCurrency, viewer: { userId: null, memberPricing: false }, product });
      return { ...d, product, offers: outcome.kind === "results" ? outcome.page.total : 0, href: searchHref(resultsPath(product), raw) };
    }),
  );
  const shown = counted
    .filter((d) => d.offers > 0)
    .sort((a, b) => b.offers - a.offers || a.name.localeCompare(b.name))
    .slice(0, limit);
  const images = destinationPhotos(shown.map((d) => d.slug));
  return shown.map((d, i) => ({ ...d, image: images[i]! }));
}
