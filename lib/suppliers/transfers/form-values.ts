import type { TransferSearchOutcome } from "./search";
import type { TransferDirection } from "./types";

/** A place as the search form's type-ahead shows it: its value, its name and a second line. */
type PlaceChoice = { value: string; label: string; detail: string };

/** What the transfer search form starts with (components/transfers/transfer-search-form.tsx). */
export type TransferFormFill = {
  direction?: TransferDirection;
  airport?: PlaceChoice | null;
  hotel?: PlaceChoice | null;
  address?: string;
  date?: string;
  time?: string;
  passengers?: number;
  luggage?: number;
  flight?: string;
};

/**
 * The form filled with the search shown: the places found, with their names; or, when the search could not be read,
 * what was typed, so the visitor corrects it rather than starting again.
 */
export function transferFormValues(outcome: TransferSearchOutcome, raw: Record<string, string | string[] | undefined>): TransferFormFill {
  const i = outcome.input;
  const party = { date: i?.date, time: i?.time, passengers: i?.passengers, luggage: i?.luggage, flight: i?.flight };
  if (outcome.kind !== "ok") {
    const first = (k: string) => [raw[k] ?? []].flat()[0];
    return { ...party, direction: first("direction") === "to-airport" ? "to-airport" : "from-airport", address: i?.address ?? first("address") ?? "" };
  }
  const { airport, query } = outcome;
  const { place } = query;
  return {
    ...party,
    direction: outcome.input.direction,
    airport: { value: airport.code, label: `${airport.city} (${airport.code})`, detail: airport.name },
    hotel: place.kind === "hotel" ? { value: place.slug, label: place.name, detail: place.address } : null,
    address: place.kind === "address" ? place.address : "",
  };
}
