import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { TransferSearchForm } from "@/components/transfers/transfer-search-form";
import { orgSellsCode } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";

/** /transfers: the airport transfer search, on the hosts of organisations that sell transfers. */
export default async function Page() {
  const { org } = await getRequestContext();
  if (!orgSellsCode(org.eligibleProducts, "TRF")) notFound();
  const t = await getTranslations("Transfers");
  return (
    <section className="hero-gradient text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold md:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-white/90">{t("subtitle")}</p>
        <div className="mt-6">
          <TransferSearchForm org={org} />
        </div>
      </div>
    </section>
  );
}
