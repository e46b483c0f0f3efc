import { PackageResultsPage } from "@/components/packages/package-results-page";
import { flatSearchParams, type SearchParams } from "@/lib/http/search-params";

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  // The filters' checkboxes send one parameter per option (stars=5&stars=4): read as the list "5,4".
  return <PackageResultsPage raw={flatSearchParams(await searchParams, { joinArrays: true })} />;
}
