import { SearchResultsPage } from "@/components/search/search-results-page";
import type { RawSearchParams } from "@/lib/booking/search-input";

/** /resorts/search-details: the resorts (RST) search, same parameters as /search-detail. */
export default async function Page({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  return <SearchResultsPage searchParams={{ ...params, product: "resorts" }} product="resorts" />;
}
