import { notFound } from "next/navigation";
import { PackageCheckout } from "@/components/packages/package-checkout";
import { getRequestContext } from "@/lib/http/page-context";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { org } = await getRequestContext();
  if (!org.eligibleProducts.includes("packages")) notFound();
  return <PackageCheckout raw={await searchParams} />;
}
