import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { ProductHero } from "@/components/ui/product-hero";
import { TransferSearchForm } from "@/components/transfers/transfer-search-form";
import { orgSellsCode } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";

/** /transfers: the airport transfer search, on the hosts of organisations that sell transfers. */
export default async function Page() {
  const { org } = await getRequestContext();
  if (!orgSellsCode(org.eligibleProducts, "TRF")) notFound();
  const t = await getTranslations("Transfers");
  return (
    <ProductHero title={t("title")} tagline={t("subtitle")}>
      <TransferSearchForm org={org} />
    </ProductHero>
  );
}
