import type { Offer } from "@/lib/suppliers/seam";
import type { FlightDetails } from "./types";

type FlightOffer = Offer<FlightDetails>;

/** A trip's flights with every fare family they are sold in: `offer` is the cheapest, `fares` all of them by price. */
export type FlightChoice = FlightOffer & { fares: FlightOffer[] };

/**
 * What makes two offers the same trip: the same flights (number and local departure of every segment) in the same
 * cabin. Airlines sell one trip in several fare families (Light, Standard, Flex); the supplier answers each as an offer.
 */
export function tripKey(offer: FlightOffer): string {
  const flights = offer.details.slices.map((s) => s.segments.map((seg) => `${seg.flightNumber}@${seg.departsAt}`).join(">"));
  return `${offer.details.cabin}|${flights.join("|")}`;
}

/**
 * The offers grouped by trip, each trip once with its fare families side by side (cheapest first, then the more
 * generous bags), in the order the trips' cheapest fares first appear.
 */
export function fareFamilies(offers: readonly FlightOffer[]): FlightChoice[] {
  const byTrip = new Map<string, FlightOffer[]>();
  for (const offer of offers) {
    const key = tripKey(offer);
    const fares = byTrip.get(key);
    if (fares) fares.push(offer);
    else byTrip.set(key, [offer]);
  }
  return [...byTrip.values()].map((fares) => {
    const sorted = fares.sort((a, b) => a.price.totalMinor - b.price.totalMinor || a.details.baggage.checked - b.details.baggage.checked);
    return { ...sorted[0]!, fares: sorted };
  });
}
