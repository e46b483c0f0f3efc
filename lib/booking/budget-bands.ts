/**
 * The results' budget bands (Booking.com's "Your budget"): a handful of price ranges in the visitor's currency, each
 * chosen through the same minPrice/maxPrice the typed boxes set, so a band's count is what that link gives. Edges are
 * whole major units rounded to two significant digits, so they read as a person would write them.
 */

/** A band in major units of the visitor's currency: no `min` is "up to", no `max` is "or more". */
export type BudgetBand = { min?: number; max?: number; count: number };

/** What a stay's band edges are per room and night, in US dollars, before scaling to the stay and the currency. */
const STAY_EDGES_USD = [100, 200, 300, 500];

/** `major` rounded to two significant digits (at least 1). */
export function roundEdge(major: number): number {
  if (major < 10) return Math.max(1, Math.round(major));
  const step = 10 ** (Math.floor(Math.log10(major)) - 1);
  return Math.round(major / step) * step;
}

/** Edges rising strictly, duplicates (after rounding) dropped. */
function distinctRising(edges: number[]): number[] {
  return [...new Set(edges)].filter((e) => e > 0).sort((a, b) => a - b);
}

/**
 * A stay's edges (major units): fixed edges per room and night in US dollars scaled by the stay's nights and rooms —
 * the cards show the total for the stay — and converted at `ratePerUsd`, so a band means the same budget in every
 * currency and destination.
 */
export function stayBudgetEdges(o: { nights: number; rooms: number; ratePerUsd: number }): number[] {
  return distinctRising(STAY_EDGES_USD.map((usd) => roundEdge(usd * o.nights * o.rooms * o.ratePerUsd)));
}

/**
 * Edges (major units) from the prices themselves (minor units): the quintiles, rounded, so the bands fit whatever the
 * results cost (a package's price is mostly its flight, which no per-night rule foresees).
 */
export function spreadBudgetEdges(pricesMinor: readonly number[], exponent: number): number[] {
  if (pricesMinor.length < 2) return [];
  const sorted = [...pricesMinor].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! / 10 ** exponent;
  const edges = distinctRising([0.2, 0.4, 0.6, 0.8].map((q) => roundEdge(at(q))));
  const lowest = sorted[0]! / 10 ** exponent;
  const highest = sorted[sorted.length - 1]! / 10 ** exponent;
  // An edge below every price or above every price makes a band that can only be empty.
  return edges.filter((e) => e > lowest && e < highest);
}

/** The bands between the edges: up to the first, between each pair, from the last. */
export function bandsOf(edges: readonly number[]): { min?: number; max?: number }[] {
  if (edges.length === 0) return [];
  return [{ max: edges[0] }, ...edges.slice(1).map((max, i) => ({ min: edges[i], max })), { min: edges[edges.length - 1] }];
}

/** Whether a price (minor units) is inside a band, as the price filter reads minPrice and maxPrice (both inclusive). */
export function inBand(priceMinor: number, band: { min?: number; max?: number }, exponent: number): boolean {
  const minor = (major: number) => Math.round(major * 10 ** exponent);
  return (band.min === undefined || priceMinor >= minor(band.min)) && (band.max === undefined || priceMinor <= minor(band.max));
}
