import type { Metadata } from "next";
import { PropertyDetailsPage } from "@/components/details/property-details-page";
import { propertyPageName } from "@/lib/booking/property-name";
import type { RawSearchParams } from "@/lib/booking/search-input";
import { zId } from "@/lib/zod-int";
import { withOrgName } from "@/lib/nav/page-titles";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * A property's page is titled by the property; without one, the layout's title stands (the bare route) or, for an id
 * of no property shown here, not-found.tsx's.
 */
export async function generateMetadata({ searchParams }: { searchParams: Promise<RawSearchParams> }): Promise<Metadata> {
  const raw = (await searchParams).id;
  const id = zId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!id.success) return {};
  const { org } = await getRequestContext();
  const name = await propertyPageName(id.data, org);
  return name ? { title: withOrgName(name, org.name) } : {};
}

export default async function Page({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <PropertyDetailsPage searchParams={await searchParams} />;
}
