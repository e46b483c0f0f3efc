import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { orgSellsCruises } from "@/lib/cruises/search-cruises";
import { getRequestContext } from "@/lib/http/page-context";
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
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-bold md:text-4xl">{tn("products.cruises")}</h1>
          <p className="mt-2 text-white/90">{tp("cruises")}</p>
          <div className="mt-6">
            <CruiseSearchForm org={org} />
          </div>
        </div>
      </section>
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
