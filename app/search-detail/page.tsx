import { SearchResultsPage } from "@/components/search/search-results-page";
import type { RawSearchParams } from "@/lib/booking/search-input";

/** /search-detail?product=hotel|stays|activities&destination=…|latitude=…&longitude=… (the search URL contract). */
export default async function Page({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <SearchResultsPage searchParams={await searchParams} product="hotel" />;
}
