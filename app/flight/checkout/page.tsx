import { FlightPassengers } from "@/components/flights/flight-passengers";
import { FlightSummary } from "@/components/flights/flight-summary";
import { FlightExtrasSection } from "@/components/flights/flight-extras-section";
import { SupplierCheckoutPage } from "@/components/ui/checkout/supplier-checkout";
import { getTranslations } from "@/lib/locale/translations";
import type { FlightDetails } from "@/lib/suppliers/flights/types";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The checkout of one flight offer: re-priced on arrival, its flights beside the passengers' passport details. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { offer } = await searchParams;
  const t = await getTranslations("Flights.extras");
  return (
    <SupplierCheckoutPage<FlightDetails>
      product="flight"
      offerId={typeof offer === "string" ? offer : undefined}
      backHref="/flight"
      summary={(o) => <FlightSummary offer={o} />}
      travellerFields={(o, saved) => <FlightPassengers offer={o} saved={saved} />}
      extras={(o) => <FlightExtrasSection offer={o} />}
      extrasLabel={t("total")}
    />
  );
}
