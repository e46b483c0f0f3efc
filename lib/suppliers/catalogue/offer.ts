import type { StayQuote } from "@/lib/booking/pricing";
import { AppError } from "@/lib/errors";
import type { PriceLines } from "@/lib/suppliers/seam";

/** Stored on the catalogue's order items, and the name their module answers to (lib/suppliers/registry.ts). */
export const CATALOGUE = "catalogue";

/** A catalogue quote's price lines: the room or place charges, their taxes and fees. */
export function priceLines(q: StayQuote): PriceLines {
  return { currency: q.currency, baseMinor: q.subtotalMinor, taxesMinor: q.taxesMinor, feesMinor: q.feesMinor, totalMinor: q.totalMinor };
}

/** What an in-database item says about itself: its order item's status, by its supplier reference (the order's). */
export function itemStatus(status: string | undefined): "CONFIRMED" | "CANCELLED" | "UNKNOWN" {
  return status === "CONFIRMED" || status === "CANCELLED" ? status : "UNKNOWN";
}

/**
 * The offers of these ids the catalogue can sell now, in order: one it refuses with a reason of its own (a room that
 * does not sleep the party, a slot that has started: AppError) is no offer; `left` says whether enough is left.
 */
export async function sellableOffers<O>(ids: readonly string[], quote: (id: string) => Promise<O>, left: (offer: O) => boolean): Promise<O[]> {
  const offers: O[] = [];
  for (const id of ids) {
    const offer = await quote(id).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (offer !== null && left(offer)) offers.push(offer);
  }
  return offers;
}
