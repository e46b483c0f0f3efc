import type { OrgConfig } from "@/lib/org/org-config";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { BookableProduct } from "./pricing";
import { searchProperties, type SearchResult } from "./search";

/**
 * A few well-rated properties of a product with a price for the earliest stay (two nights, two guests, one room), for
 * the product landing pages. Only the best-rated candidates are priced, so this stays cheap on a large catalogue.
 */
export async function featuredProperties(input: {
  org: OrgConfig;
  product: BookableProduct;
  memberPricing: boolean;
  currency: string;
  limit?: number;
}): Promise<{ results: SearchResult[]; checkIn: string; checkOut: string }> {
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
