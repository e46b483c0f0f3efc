import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { ProductHero } from "@/components/ui/product-hero";
import { CarSearchForm } from "@/components/cars/car-search-form";
import { PopularPickups } from "@/components/cars/popular-pickups";
import { getRequestContext } from "@/lib/http/page-context";

/** /cars: car rental's own search form (pick-up place, dates and times, the driver's age range and residence). */
export default async function Page() {
  const { org, countryCode } = await getRequestContext();
  if (!org.eligibleProducts.includes("cars")) notFound();
  const tn = await getTranslations("Nav");
  const t = await getTranslations("Cars");
  return (
    <>
      <ProductHero title={tn("products.cars")} tagline={t("tagline")}>
        <CarSearchForm org={org} residence={countryCode} />
      </ProductHero>
      <PopularPickups org={org} residence={countryCode} />
    </>
  );
}
