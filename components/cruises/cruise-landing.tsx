import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { orgSellsCruises } from "@/lib/cruises/search-cruises";
import { getRequestContext } from "@/lib/http/page-context";
import { ProductHero } from "@/components/ui/product-hero";
import { LandingNotes } from "@/components/ui/landing-parts";
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
      <div className="mx-auto max-w-7xl px-4 py-8">
        <LandingNotes
          id="cruise-rules"
          look="cards"
          title={t("landing.howTitle")}
          notes={[t("landing.prices"), t("landing.cancellation"), t("landing.passports")]}
        />
      </div>
    </>
  );
}
