import type { CancellationTerms } from "@/lib/suppliers/seam";
import { shipPhoto } from "@/lib/booking/pictures";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { cruiseSupplier } from "@/lib/suppliers/cruises";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import { CABIN_CATEGORIES, type CabinCategory, type CabinFacts, type CruiseDetails, type CruiseParty } from "@/lib/suppliers/cruises/types";
import { cruisePriceView, type CruisePriceView, type PriceContext } from "./price-view";
import { cruiseCheckoutHref } from "./search-query";
import { routeOf } from "./search-cruises";

export type CabinChoice =
  | { category: CabinCategory; available: true; offerId: string; checkoutHref: string; facts: CabinFacts; price: CruisePriceView; remaining?: number }
  | { category: CabinCategory; available: false };

export type SailingView = Omit<CruiseDetails, "cabin"> & {
  photo: string;
  route: string[];
  startsAt: string;
  endsAt: string;
  /** The supplier's cancellation terms, what the terms engine (lib/terms) states on the page. */
  terms: CancellationTerms;
  taxesAndFeesMinor: { currency: string; taxesMinor: number; feesMinor: number };
  cabins: CabinChoice[];
};

/**
 * One sailing's details page: its itinerary, what is included, the refund rule and each cabin category priced for the
 * party (or sold out). Null when the supplier no longer sells it, or it sails before the organisation's earliest day.
 */
export async function getSailingView(input: {
  sailingId: string;
  party: CruiseParty;
  org: OrgConfig;
  price: Omit<PriceContext, "displayPrice">;
}): Promise<SailingView | null> {
  const offers = await cruiseSupplier().sailing(input.sailingId, input.party);
  const first = offers[0];
  if (!first || first.details.departureDate < minCheckinDate(input.org)) return null;
  const ctx: PriceContext = { ...input.price, displayPrice: input.org.displayPrice };
  const byCategory = new Map<CabinCategory, CruiseOffer>(offers.map((o) => [o.details.cabin.category, o]));
  const { cabin: _cabin, ...details } = first.details;
  void _cabin;
  return {
    ...details,
    photo: shipPhoto(first.details.ship.code),
    route: routeOf(first),
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    terms: first.terms,
    taxesAndFeesMinor: { currency: first.price.currency, taxesMinor: first.price.taxesMinor, feesMinor: first.price.feesMinor },
    cabins: CABIN_CATEGORIES.map((category): CabinChoice => {
      const o = byCategory.get(category);
      if (!o) return { category, available: false };
      const { pricePerPersonMinor: _fare, ...facts } = o.details.cabin;
      void _fare;
      return {
        category,
        available: true,
        offerId: o.id,
        checkoutHref: cruiseCheckoutHref(o.id),
        facts,
        price: cruisePriceView(o, ctx),
        remaining: o.remaining,
      };
    }),
  };
}
