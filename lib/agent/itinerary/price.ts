import { quotePrice } from "../quote-price";

/**
 * An itinerary's price: its items' prices for the client summed, plus the agent's markup on that sum (rounded as a
 * single quote's is). The markup is the agent's commission: told to the agent, never to the client.
 */
export function itineraryPrice(itemTotalsMinor: readonly number[], markupBps: number): { baseMinor: number; markupMinor: number; totalMinor: number } {
  const base = itemTotalsMinor.reduce((s, x) => s + x, 0);
  return quotePrice(base, markupBps / 100);
}

/**
 * The markup spread over the items in proportion to their prices, so each booked item carries its share and the
 * order's items add up to the agreed total exactly: each share rounded down, the minor units left over going to the
 * items with the largest remainders (the earliest first on a tie).
 */
export function spreadMarkup(itemTotalsMinor: readonly number[], markupMinor: number): number[] {
  const base = itemTotalsMinor.reduce((s, x) => s + x, 0);
  if (itemTotalsMinor.length === 0) return [];
  if (base <= 0) return itemTotalsMinor.map((_, i) => (i === 0 ? markupMinor : 0));
  const exact = itemTotalsMinor.map((t) => (t * markupMinor) / base);
  const shares = exact.map((x) => Math.floor(x));
  let left = markupMinor - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A percent as the basis points an itinerary keeps (0.5 % steps and finer survive). */
export const percentToBps = (percent: number): number => Math.round(percent * 100);
