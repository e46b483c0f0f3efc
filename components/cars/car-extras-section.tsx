import { getLocale } from "next-intl/server";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { CarExtras } from "./car-extras";

/** The extras the rental company sells with this car, from the offer it has just quoted again (none: nothing shown). */
export async function CarExtrasSection({ offer }: { offer: Offer<CarDetails> }) {
  const offered = offer.details.availableExtras ?? [];
  if (offered.length === 0) return null;
  const [{ currency }, locale] = await Promise.all([getRequestContext(), getLocale()]);
  const money = await moneyFormatter(locale, currency);
  return <CarExtras offered={offered} days={offer.details.days} currency={offer.price.currency} view={money.view([offer.price.currency])} />;
}
