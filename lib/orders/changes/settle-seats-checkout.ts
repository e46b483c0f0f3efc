import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { applySeats } from "./apply-seats";
import { extrasStillAllowed, loadExtrasOrder, type ExtrasOrder } from "./extras-order";
import { seatsWithAirline, type SeatsChange } from "./seats-change";
import { settleAirlineChange, type AirlineChange, type ChangePayment } from "./settle-airline-change";

/**
 * Paid seats (./choose-seats.ts): the airline seats the passengers once the card has paid, recorded with the payment
 * (./apply-seats.ts) — unless the flight can no longer take them or a seat was taken meanwhile: then the payment is
 * given back and the seats stay as they were (./settle-airline-change.ts).
 */
const SEATS: AirlineChange<SeatsChange, ExtrasOrder> = {
  param: "seats",
  load: loadExtrasOrder,
  stillAllowed: extrasStillAllowed,
  withAirline: seatsWithAirline,
  apply: applySeats,
  undoKey: "choose-seats-undo:",
  refusedLog: "orders: the airline did not give paid seats; the payment is given back",
  unrefundedLog: "payments: paid seats that could not be given were not refunded",
};

export function settleSeatsCheckout(payment: ChangePayment, order: { id: number; reference: string }, provider: HostedPaymentProvider, stale: boolean) {
  return settleAirlineChange(SEATS, payment, order, provider, stale);
}
