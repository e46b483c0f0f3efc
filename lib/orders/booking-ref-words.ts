import type { TripItem } from "./trip-view";
import type { TripT } from "./trip-words";

/**
 * The line naming the reference a traveller quotes to the supplier: for a flight, the airline's booking reference
 * (PNR) — "Airline booking reference K7QX2M"; for a transfer, the transfer company's confirmation number (Amadeus's
 * confirmNbr). Never the supplier's own order id (Duffel's "ord_…"), which only we use. One sentence for the trip
 * page, the e-mail and the calendar file; null when the item has none.
 */
export function bookingRefLine(item: Pick<TripItem, "kind" | "bookingRef">, t: TripT): string | null {
  if (!item.bookingRef) return null;
  if (item.kind === "FLIGHT") return t("airlineRef", { reference: item.bookingRef });
  if (item.kind === "TRANSFER") return t("transferRef", { reference: item.bookingRef });
  return null;
}

/**
 * Where a flight's seats are chosen when its airline takes no seat choice after booking (./changes/seats-at-check-in.ts):
 * at online check-in with the airline, under the booking reference the traveller quotes there.
 */
export function seatsAtCheckInLine(item: Pick<TripItem, "bookingRef">, airline: string, t: TripT): string {
  return item.bookingRef ? t("seatsAtCheckIn", { airline, reference: item.bookingRef }) : t("seatsAtCheckInNoRef", { airline });
}
