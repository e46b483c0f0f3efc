import { ProductLanding } from "@/components/search/product-landing";

/** /resorts, also the Weeks tab's page (SPEC §2: weeks maps to /resorts), which arrives with ?product=weeks. */
export default async function Page({ searchParams }: { searchParams: Promise<{ product?: string | string[] }> }) {
  const weeks = (await searchParams).product === "weeks";
  return <ProductLanding product="resorts" named={weeks ? "weeks" : undefined} />;
}
