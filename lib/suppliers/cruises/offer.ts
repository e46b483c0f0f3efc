import type { Offer } from "@/lib/suppliers/seam";
import type { CruiseDetails } from "./types";

/**
 * An offer is one cabin category of one sailing for a number of guests: the API's fare, whose id the line re-prices
 * and books by ("CAR-202703-05.balcony.2").
 */
export type CruiseOffer = Offer<CruiseDetails>;

/** "Miami → Nassau → Cozumel → Miami": the ports in order, sea days left out. */
export function routeSummary(offer: Pick<CruiseDetails, "itinerary">): string {
  return offer.itinerary
    .map((d) => d.port?.name.split(" (")[0])
    .filter((n): n is string => !!n)
    .join(" → ");
}
