import { CarResultsPage } from "@/components/cars/car-results-page";
import type { RawCarParams } from "@/lib/suppliers/cars/search-input";

/** /cars/results?pickup=…&pickupDate=…&dropoffDate=…&age=… — cars for a search; sort, filters and page in the URL. */
export default async function Page({ searchParams }: { searchParams: Promise<RawCarParams> }) {
  return <CarResultsPage raw={await searchParams} />;
}
