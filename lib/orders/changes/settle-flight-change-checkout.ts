import { afterBookingOf } from "@/lib/suppliers/registry";
import { flightChangeRule } from "./flight-change-rule";
import { applyFlightChange } from "./apply-flight-change";
import { flightSupplier, loadFlightChangeOrder, slicesOf, type FlightChange } from "./flight-change";
import { settleAirlineChange, type AirlineChange, type ChangePayment } from "./settle-airline-change";
import type { HostedPaymentProvider } from "@/lib/payments/provider";

/**
 * A flight change paid on the provider's page (./change-flight.ts): the airline confirms it (Duffel's POST
 * /air/order_changes/:id/actions/confirm with the payment) once paid, and it is recorded with the payment
 * (./apply-flight-change.ts), unless the flight can no longer change as quoted (cancelled, departed or changed
 * meanwhile) — then the payment is given back (./settle-airline-change.ts).
 */
const FLIGHT_CHANGE: AirlineChange<FlightChange, Awaited<ReturnType<typeof loadFlightChangeOrder>>> = {
  param: "flight",
  load: loadFlightChangeOrder,
  stillAllowed: (r, change, now) => {
    const rule = flightChangeRule(r, now, afterBookingOf);
    const item = r.items.find((i) => i.id === change.itemId);
    return (
      !rule.refusal &&
      !!item &&
      rule.itemId === item.id &&
      item.supplierRef === change.supplierRef &&
      slicesOf(item)[change.sliceIndex]?.departsAt === change.from.departsAt
    );
  },
  withAirline: (change) => flightSupplier().confirmChange(change.offerId, change.changeTotalMinor, change.currency),
  apply: applyFlightChange,
  undoKey: "flight-change-undo:",
  refusedLog: "orders: the airline did not make a paid flight change; the payment is given back",
  unrefundedLog: "payments: a paid flight change that could not be made was not refunded",
};

export function settleFlightChangeCheckout(payment: ChangePayment, order: { id: number; reference: string }, provider: HostedPaymentProvider, stale: boolean) {
  return settleAirlineChange(FLIGHT_CHANGE, payment, order, provider, stale);
}
