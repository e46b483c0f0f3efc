import { chargedText, type ChargedT } from "@/lib/locale/charged-text";
import type { TripView } from "./trip-view";

type Format = (amountMinor: number, currency: string) => string;

/**
 * One amount of the card's side of a trip — paid, due, refunded, refundable — as the trip page, the confirmation and its
 * e-mail say it: in the card's currency with the member's beside it at the booking's own rate ("€198.00 (about
 * $215.22)"), or once where the member chose the booking's currency.
 */
export function tripCardAmount(trip: Pick<TripView, "currency" | "card">, cardMinor: number, memberMinor: number, format: Format, t: ChargedT): string {
  return chargedText(t, format(cardMinor, trip.card.currency), format(memberMinor, trip.currency));
}
