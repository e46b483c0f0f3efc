import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
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
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-bold md:text-4xl">{tn("products.cars")}</h1>
          <p className="mt-2 text-white/90">{t("tagline")}</p>
          <div className="mt-6">
            <CarSearchForm org={org} residence={countryCode} />
          </div>
        </div>
      </section>
      <PopularPickups org={org} residence={countryCode} />
    </>
  );
}
