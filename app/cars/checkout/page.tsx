import { CarExtrasSection } from "@/components/cars/car-extras-section";
import { CarSummary } from "@/components/cars/car-summary";
import { DriverFields } from "@/components/cars/driver-fields";
import { SupplierCheckoutPage } from "@/components/ui/checkout/supplier-checkout";
import { getTranslations } from "@/lib/locale/translations";
import type { CarDetails } from "@/lib/suppliers/cars/types";

/** /cars/checkout?offer=<offer id> — the car chosen on /cars/results, re-priced with the rental company, then booked. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).offer;
  const t = await getTranslations("Cars.extras");
  return (
    <SupplierCheckoutPage<CarDetails>
      product="cars"
      offerId={Array.isArray(raw) ? raw[0] : raw}
      backHref="/cars"
      summary={(offer) => <CarSummary offer={offer} />}
      travellerFields={(offer, saved) => <DriverFields offer={offer} saved={saved} />}
      extras={(offer) => <CarExtrasSection offer={offer} />}
      extrasLabel={t("total")}
    />
  );
}
