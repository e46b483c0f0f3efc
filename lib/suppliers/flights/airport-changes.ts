import type { AirportRef, FlightSlice } from "./types";

type Ends = Pick<FlightSlice, "origin" | "destination">;

/**
 * Where a return trip does not close on itself: the return leaves from another airport than the one the outbound
 * landed at, or lands at another than the one it left from (out of LGA, back to JFK). The traveller must be told
 * before they pay: their car, their parking or their way home is at the other airport.
 */
export type AirportChange = { kind: "returnLeavesFrom" | "returnsTo"; actual: AirportRef; expected: AirportRef };

export function airportChanges(slices: readonly Ends[]): AirportChange[] {
  if (slices.length !== 2) return [];
  const [out, back] = slices as [Ends, Ends];
  const changes: AirportChange[] = [];
  if (back.origin.iata !== out.destination.iata) changes.push({ kind: "returnLeavesFrom", actual: back.origin, expected: out.destination });
  if (back.destination.iata !== out.origin.iata) changes.push({ kind: "returnsTo", actual: back.destination, expected: out.origin });
  return changes;
}

/**
 * An itinerary's title: "New York (LGA) → London (LHR)" one way, "New York (LGA) ⇄ London (LHR)" for a return to the
 * same airports, and each slice in turn when the return uses another airport —
 * "New York (LGA) → London (LHR), London (LHR) → New York (JFK)" — so the title never promises the wrong airport.
 * `cityName`: the airports' cities as the reader's language names them (English, as the supplier gives them, by default).
 */
export function routeTitle(slices: readonly Ends[], cityName: (city: string) => string = (city) => city): string {
  const place = (a: AirportRef) => `${cityName(a.city)} (${a.iata})`;
  const [first] = slices;
  if (!first) return "";
  if (slices.length === 2 && airportChanges(slices).length === 0) return `${place(first.origin)} ⇄ ${place(first.destination)}`;
  return slices.map((s) => `${place(s.origin)} → ${place(s.destination)}`).join(", ");
}
