import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";
import { carModule } from "@/lib/suppliers/cars";
import { carSize, categoryRank } from "@/lib/suppliers/cars/car-sizes";
import { CARS_PER_PAGE, parseCarSearch, parseCarView, type CarSearchError, type CarView, type RawCarParams } from "@/lib/suppliers/cars/search-input";
import { CAR_LOCATION_KINDS as LOCATION_ORDER, type CarDetails, type CarLocationKind, type CarQuery } from "@/lib/suppliers/cars/types";

/**
 * One car as the results list shows it: the offer and its prices in the visitor's currency — what this visitor pays
 * (`totalMinor`), the public and member prices beside it, and the young-driver charge the total includes.
 */
export type CarResult = {
  offer: Offer<CarDetails>;
  shown: {
    currency: string;
    totalMinor: number;
    perDayMinor: number;
    publicMinor: number;
    memberMinor: number;
    memberPricing: boolean;
    youngDriverMinor: number;
  };
};

export type Facet = { value: string; count: number };

export type CarResultsPage = {
  query: CarQuery;
  view: CarView;
  total: number;
  /** How many cars the search found before filters. */
  found: number;
  page: number;
  pages: number;
  results: CarResult[];
  facets: { classes: Facet[]; suppliers: Facet[]; transmissions: Facet[]; locations: Facet[] };
};

export type CarSearchOutcome = { kind: "invalid"; errors: CarSearchError[] } | { kind: "ok"; page: CarResultsPage };

const sizeOf = (d: CarDetails) => carSize(d.acriss);

function facet(values: string[], order: (a: string, b: string) => number = (a, b) => a.localeCompare(b)): Facet[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => order(a.value, b.value));
}

/**
 * A car search for the results page and GET /api/cars/search: parse the URL, ask the supplier, then filter (class,
 * supplier, transmission, where the desk is), sort (price or size) and page — the filters' counts are of the whole search.
 */
export async function searchCars(input: {
  raw: RawCarParams;
  org: { minCheckinDays: number; timeZone: string };
  currency: string;
  /** Member prices (lib/booking/member-pricing.ts): a signed-in member with an active plan. */
  memberPricing: boolean;
  now?: Date;
}): Promise<CarSearchOutcome> {
  const parsed = await parseCarSearch(input.raw, input.org, input.now);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const view = parseCarView(input.raw);
  const offers = await carModule.supplier().search(parsed.query);
  const rates = await rateSnapshot();
  const target = displayCurrencyFor(input.currency, rates);
  const show = (minor: number, from: string) => convert(minor, from, target, rates.rates, rates.minorUnits);

  const kept = offers.filter(
    (o) =>
      (view.classes.length === 0 || view.classes.includes(o.details.category)) &&
      (view.suppliers.length === 0 || view.suppliers.includes(o.details.supplier.name)) &&
      (!view.transmission || o.details.transmission === view.transmission) &&
      (!view.location || o.details.pickup.kind === view.location),
  );
  kept.sort((a, b) =>
    view.sort === "size"
      ? sizeOf(a.details) - sizeOf(b.details) || a.price.totalMinor - b.price.totalMinor
      : a.price.totalMinor - b.price.totalMinor || sizeOf(a.details) - sizeOf(b.details),
  );
  const pages = Math.max(1, Math.ceil(kept.length / CARS_PER_PAGE));
  const page = Math.min(view.page, pages);
  const results = kept.slice((page - 1) * CARS_PER_PAGE, page * CARS_PER_PAGE).map((offer) => {
    const q = itemQuote(offer, { memberPricing: input.memberPricing });
    const totalMinor = show(q.totalMinor, q.currency);
    return {
      offer,
      shown: {
        currency: target,
        totalMinor,
        perDayMinor: Math.round(totalMinor / offer.details.days),
        publicMinor: show(q.publicTotalMinor, q.currency),
        memberMinor: show(q.memberTotalMinor, q.currency),
        memberPricing: q.memberPricing,
        youngDriverMinor: show(offer.details.youngDriverMinor, offer.price.currency),
      },
    };
  });
  return {
    kind: "ok",
    page: {
      query: parsed.query,
      view: { ...view, page },
      total: kept.length,
      found: offers.length,
      page,
      pages,
      results,
      facets: {
        classes: facet(
          offers.map((o) => o.details.category),
          (a, b) => categoryRank(a) - categoryRank(b) || a.localeCompare(b),
        ),
        suppliers: facet(offers.map((o) => o.details.supplier.name)),
        transmissions: facet(offers.map((o) => o.details.transmission)),
        // Airports, then stations, then town: how many cars of the whole search each kind of desk has.
        locations: facet(
          offers.map((o) => o.details.pickup.kind ?? "city"),
          (a, b) => LOCATION_ORDER.indexOf(a as CarLocationKind) - LOCATION_ORDER.indexOf(b as CarLocationKind),
        ),
      },
    },
  };
}
