import { PackageResultsPage } from "@/components/packages/package-results-page";
import { flatSearchParams, type SearchParams } from "@/lib/http/search-params";

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <PackageResultsPage raw={flatSearchParams(await searchParams)} />;
}
