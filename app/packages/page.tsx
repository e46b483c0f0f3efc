import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { PackageSearchForm } from "@/components/packages/package-search-form";
import { getRequestContext } from "@/lib/http/page-context";

export default async function Page() {
  const { org } = await getRequestContext();
  if (!org.eligibleProducts.includes("packages")) notFound();
  const tn = await getTranslations("Nav");
  const tp = await getTranslations("Product");
  return (
    <section className="hero-gradient text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold md:text-4xl">{tn("products.packages")}</h1>
        <p className="mt-2 text-white/90">{tp("packages")}</p>
        <div className="mt-6">
          <PackageSearchForm org={org} />
        </div>
      </div>
    </section>
  );
}
