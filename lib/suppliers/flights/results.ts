import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zInt4 } from "@/lib/zod-int";
import type { Offer } from "@/lib/suppliers/seam";
import type { FlightDetails } from "./types";
import { fareFamilies, type FlightChoice } from "./fare-families";

export const SORTS = ["price", "duration", "departure"] as const;
/** Departure time bands of the outbound flight, by its local hour: [from, to). */
export const TIME_BANDS = { night: [0, 6], morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
export type TimeBand = keyof typeof TIME_BANDS;
export const PER_PAGE = 10;

const list = <T extends string>(values: readonly T[]) =>
  zText()
    .optional()
    .transform((v) => (v ? v.split(",").filter((x): x is T => (values as readonly string[]).includes(x)) : []));

/** Sort, filters and page as URL parameters: sort=, stops=0,1,2 (2 means two or more), airlines=BA,LH, times=morning,evening, page=. */
export const resultViewSchema = z.object({
  sort: z.enum(SORTS).catch("price").default("price"),
  stops: list(["0", "1", "2"]),
  airlines: zText()
    .optional()
    .transform((v) => (v ? v.split(",").filter((x) => /^[A-Z0-9]{2}$/.test(x)) : [])),
  times: list(Object.keys(TIME_BANDS) as TimeBand[]),
  page: zInt4({ min: 1, max: 1000 }).catch(1).default(1),
});
export type ResultView = z.infer<typeof resultViewSchema>;

/**
 * The results page's link for a search (`base`: its query's parameters) in `view`, with `change` over it: a sort, a
 * page, or null to drop one (a new sort starts again at page 1). Filters travel joined (stops=0,1).
 */
export function flightResultsHref(base: Record<string, string>, view: ResultView, change: Record<string, string | null>): string {
  const chosen = { sort: view.sort, stops: view.stops.join(","), airlines: view.airlines.join(","), times: view.times.join(","), ...change };
  const kept = Object.entries(chosen).filter((e): e is [string, string] => !!e[1]);
  return `/flight/results?${new URLSearchParams({ ...base, ...Object.fromEntries(kept) })}`;
}

const stopsOf = (o: Offer<FlightDetails>) => Math.min(2, Math.max(...o.details.slices.map((s) => s.segments.length - 1)));
const localHour = (iso: string) => Number(iso.slice(11, 13));
const durationOf = (o: Offer<FlightDetails>) => o.details.slices.reduce((sum, s) => sum + s.durationMinutes, 0);

function bandOf(o: Offer<FlightDetails>): TimeBand {
  const hour = localHour(o.startsAt);
  return (Object.keys(TIME_BANDS) as TimeBand[]).find((b) => hour >= TIME_BANDS[b][0] && hour < TIME_BANDS[b][1]) ?? "night";
}

const COMPARE = {
  price: (a: Offer<FlightDetails>, b: Offer<FlightDetails>) => a.price.totalMinor - b.price.totalMinor || durationOf(a) - durationOf(b),
  duration: (a: Offer<FlightDetails>, b: Offer<FlightDetails>) => durationOf(a) - durationOf(b) || a.price.totalMinor - b.price.totalMinor,
  departure: (a: Offer<FlightDetails>, b: Offer<FlightDetails>) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.price.totalMinor - b.price.totalMinor,
};

export type Facet = { value: string; label: string; count: number; minPriceMinor: number };

function facet(offers: readonly Offer<FlightDetails>[], key: (o: Offer<FlightDetails>) => string, label: (o: Offer<FlightDetails>) => string): Facet[] {
  const out = new Map<string, Facet>();
  for (const o of offers) {
    const value = key(o);
    const hit = out.get(value);
    if (hit) {
      hit.count++;
      hit.minPriceMinor = Math.min(hit.minPriceMinor, o.price.totalMinor);
    } else out.set(value, { value, label: label(o), count: 1, minPriceMinor: o.price.totalMinor });
  }
  return [...out.values()];
}

/** The trips of a list of offers, each with its fare families, worked out once per list (lists are shared, see below). */
const tripsOf = new WeakMap<readonly Offer<FlightDetails>[], FlightChoice[]>();
function tripsIn(offers: Offer<FlightDetails>[]): FlightChoice[] {
  let trips = tripsOf.get(offers);
  if (!trips) tripsOf.set(offers, (trips = fareFamilies(offers)));
  return trips;
}

/**
 * One page of trips after filters and sort, each trip once at its cheapest fare with its fare families (`fares`);
 * `total` counts every trip the filters keep, and `page` is held within the pages there are, so the count and the
 * paging never disagree. Facets count the unfiltered trips, at their cheapest fares.
 */
export function viewResults(all: Offer<FlightDetails>[], view: ResultView) {
  const offers = tripsIn(all);
  const kept = offers.filter(
    (o) =>
      (view.stops.length === 0 || view.stops.includes(String(stopsOf(o)) as "0" | "1" | "2")) &&
      (view.airlines.length === 0 || view.airlines.includes(o.details.airline.iata)) &&
      (view.times.length === 0 || view.times.includes(bandOf(o))),
  );
  const sorted = [...kept].sort(COMPARE[view.sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PER_PAGE));
  const page = Math.min(view.page, pages);
  return {
    total: sorted.length,
    all: offers.length,
    page,
    pages,
    items: sorted.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    facets: {
      stops: facet(
        offers,
        (o) => String(stopsOf(o)),
        (o) => String(stopsOf(o)),
      ).sort((a, b) => a.value.localeCompare(b.value)),
      airlines: facet(
        offers,
        (o) => o.details.airline.iata,
        (o) => o.details.airline.name,
      ).sort((a, b) => a.label.localeCompare(b.label)),
      times: facet(offers, bandOf, bandOf).sort((a, b) => TIME_BANDS[a.value as TimeBand][0] - TIME_BANDS[b.value as TimeBand][0]),
    },
  };
}
export type FlightResults = ReturnType<typeof viewResults>;

/**
 * viewResults, remembered per list of offers and view: a search's offers are one shared list for a while
 * (duffel-supplier.ts keeps them), and filtering, sorting and counting a few hundred offers for every visitor of the
 * same page cost more than the rest of the answer. Dropped with the list; a handful of views per list.
 */
const viewsOf = new WeakMap<readonly Offer<FlightDetails>[], Map<string, FlightResults>>();
const VIEWS_KEPT = 32;

export function cachedViewResults(offers: Offer<FlightDetails>[], view: ResultView): FlightResults {
  let views = viewsOf.get(offers);
  if (!views) viewsOf.set(offers, (views = new Map()));
  const key = JSON.stringify([view.sort, view.stops, view.airlines, view.times, view.page]);
  let results = views.get(key);
  if (!results) {
    if (views.size >= VIEWS_KEPT) views.clear();
    results = viewResults(offers, view);
    views.set(key, results);
  }
  return results;
}
