import { getTranslations } from "@/lib/locale/translations";
import { pageMoney } from "@/components/ui/reader-formats";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightSupplier } from "@/lib/suppliers/flights/duffel-supplier";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { FlightExtras } from "./flight-extras";

/**
 * The seats and bags the airline sells with this offer, read when the checkout renders; when the airline does not
 * answer, the checkout goes on without them (the flight itself was just re-priced) and says so.
 */
export async function FlightExtrasSection({ offer }: { offer: Offer<FlightDetails> }) {
  const supplier = flightModule.supplier() as FlightSupplier;
  const [data, money, t] = await Promise.all([supplier.ancillaries(offer.id).catch(() => null), pageMoney(), getTranslations("Flights.extras")]);
  if (!data) return <p className="text-sm text-slate-600">{t("unavailable")}</p>;
  const passengers = offer.details.passengers.map((p, i) => ({ id: p.id, number: i + 1, type: p.type })).filter((p) => p.type !== "infant");
  return <FlightExtras data={data} passengers={passengers.map(({ id, number }) => ({ id, number }))} view={money.view([data.currency])} />;
}
