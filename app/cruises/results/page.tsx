import { CruiseResultsPage } from "@/components/cruises/cruise-results-page";
import type { RawParams } from "@/lib/cruises/search-query";

/** /cruises/results?region=|port=&month=&length=&line=&guests=&sort=&page= */
export default async function Page({ searchParams }: { searchParams: Promise<RawParams> }) {
  return <CruiseResultsPage searchParams={await searchParams} />;
}
