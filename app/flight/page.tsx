import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { FlightSearchForm } from "@/components/flights/flight-search-form";
import { getRequestContext } from "@/lib/http/page-context";

export default async function Page() {
  const { org } = await getRequestContext();
  if (!org.eligibleProducts.includes("flight")) notFound();
  const tn = await getTranslations("Nav");
  const tp = await getTranslations("Product");
  return (
    <section className="hero-gradient text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold md:text-4xl">{tn("products.flight")}</h1>
        <p className="mt-2 text-white/90">{tp("flight")}</p>
        <div className="mt-6">
          <FlightSearchForm org={org} />
        </div>
      </div>
    </section>
  );
}
