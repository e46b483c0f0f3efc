import { pageMoney } from "@/components/ui/reader-formats";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { CarExtras } from "./car-extras";

/** The extras the rental company sells with this car, from the offer it has just quoted again (none: nothing shown). */
export async function CarExtrasSection({ offer }: { offer: Offer<CarDetails> }) {
  const offered = offer.details.availableExtras ?? [];
  if (offered.length === 0) return null;
  const money = await pageMoney();
  return <CarExtras offered={offered} days={offer.details.days} currency={offer.price.currency} view={money.view([offer.price.currency])} />;
}
