import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { orgSellsCruises } from "@/lib/cruises/search-cruises";
import { getRequestContext } from "@/lib/http/page-context";
import { ProductHero } from "@/components/ui/product-hero";
import { CruiseSearchForm } from "./cruise-search-form";

/** /cruises: the cruise search form; not found on an organisation that does not sell cruises. */
export async function CruiseLanding() {
  const { org } = await getRequestContext();
  if (!orgSellsCruises(org)) notFound();
  const tn = await getTranslations("Nav");
  const tp = await getTranslations("Product");
  const t = await getTranslations("Cruises");
  return (
    <>
      <ProductHero title={tn("products.cruises")} tagline={tp("cruises")}>
        <CruiseSearchForm org={org} />
      </ProductHero>
      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="cruise-rules">
        <h2 id="cruise-rules" className="text-lg font-semibold">
          {t("landing.howTitle")}
        </h2>
        <ul className="mt-3 grid gap-3 text-sm text-slate-700 md:grid-cols-3">
          <li className="rounded-xl bg-white p-4 shadow-sm">{t("landing.prices")}</li>
          <li className="rounded-xl bg-white p-4 shadow-sm">{t("landing.cancellation")}</li>
          <li className="rounded-xl bg-white p-4 shadow-sm">{t("landing.passports")}</li>
        </ul>
      </section>
    </>
  );
}
