import { getTranslations } from "@/lib/locale/translations";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { FlightLegs } from "@/components/flights/flight-legs";

/** A package's flight in brief: the airline, then each way as the flight results show it. */
export async function PackageFlightSummary({ details }: { details: FlightDetails }) {
  const t = await getTranslations("Packages.results");
  return (
    <div className="space-y-2" data-testid="package-flight">
      <p className="text-sm font-medium text-slate-800">{t("flightTitle", { airline: details.airline.name })}</p>
      <FlightLegs slices={details.slices} labelled />
    </div>
  );
}
