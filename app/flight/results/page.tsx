import { FlightResultsPage } from "@/components/flights/flight-results-page";
import { flatSearchParams, type SearchParams } from "@/lib/http/search-params";

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FlightResultsPage raw={flatSearchParams(await searchParams, { joinArrays: true })} />;
}
