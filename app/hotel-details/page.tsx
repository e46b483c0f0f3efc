import { PropertyDetailsPage } from "@/components/details/property-details-page";
import type { RawSearchParams } from "@/lib/booking/search-input";

export default async function Page({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <PropertyDetailsPage searchParams={await searchParams} />;
}
