import type { Offer } from "@/lib/suppliers/seam";
import { SupplierError } from "@/lib/suppliers/seam";
import type { Airport } from "./airports";
import { transferModule } from "./index";
import { resolveTransferQuery } from "./resolve-query";
import { parseTransferSearch, type TransferSearchError, type TransferSearchInput } from "./search-input";
import type { TransferDetails, TransferQuery } from "./types";

export type TransferSearchOutcome =
  | { kind: "invalid"; errors: TransferSearchError[]; input: TransferSearchInput | null }
  | { kind: "unavailable"; input: TransferSearchInput }
  | {
      kind: "ok";
      input: TransferSearchInput;
      query: TransferQuery;
      airport: Airport;
      /** Every offer found, before the filters: the filters' counts come from these. */
      all: Offer<TransferDetails>[];
      /** The offers the filters keep, in the chosen order. */
      shown: Offer<TransferDetails>[];
    };

/**
 * The order of the results. "recommended" weighs price against time on the road: the total × (1 + minutes / 600), so
 * a ride twice as long must be much cheaper to come first.
 */
export function sortOffers(offers: Offer<TransferDetails>[], sort: TransferSearchInput["sort"]): Offer<TransferDetails>[] {
  const score = (o: Offer<TransferDetails>) =>
    sort === "price" ? o.price.totalMinor : sort === "duration" ? o.details.durationMinutes : o.price.totalMinor * (1 + o.details.durationMinutes / 600);
  return [...offers].sort((a, b) => score(a) - score(b) || a.price.totalMinor - b.price.totalMinor);
}

export function filterOffers(offers: Offer<TransferDetails>[], input: Pick<TransferSearchInput, "type" | "vehicles">): Offer<TransferDetails>[] {
  return offers.filter(
    (o) => (!input.type || (input.type === "shared") === o.details.shared) && (input.vehicles.length === 0 || input.vehicles.includes(o.details.vehicle)),
  );
}

/** A transfer search from the URL: checked, resolved, sent to the supplier, filtered and sorted. */
export async function searchTransfers(raw: Record<string, string | string[] | undefined>, { minDate }: { minDate: string }): Promise<TransferSearchOutcome> {
  const parsed = parseTransferSearch(raw, { minDate });
  if (parsed.kind === "invalid") return { kind: "invalid", errors: parsed.errors, input: null };
  const input = parsed.input;
  const resolved = await resolveTransferQuery(input);
  if (resolved.kind === "invalid") return { kind: "invalid", errors: resolved.errors, input };
  try {
    const all = await transferModule.supplier().search(resolved.query);
    return { kind: "ok", input, query: resolved.query, airport: resolved.airport, all, shown: sortOffers(filterOffers(all, input), input.sort) };
  } catch (error) {
    if (error instanceof SupplierError && error.reason === "UNAVAILABLE") return { kind: "unavailable", input };
    throw error;
  }
}
