import { afterBookingOf } from "@/lib/suppliers/registry";
import { addBagsRule } from "./add-bags-rule";
import { applyBags } from "./apply-bags";
import { addBagsWithAirline, loadBagsOrder, type BagsChange } from "./bags-change";
import { settleAirlineChange, type AirlineChange, type ChangePayment } from "./settle-airline-change";
import type { HostedPaymentProvider } from "@/lib/payments/provider";

/**
 * Extra bags paid on the provider's page (./add-bags.ts): the airline adds them (Duffel's POST
 * /air/orders/:id/services) once paid, and they are recorded with the payment (./apply-bags.ts), unless the flight
 * can no longer take them — then the payment is given back (./settle-airline-change.ts).
 */
const BAGS: AirlineChange<BagsChange, Awaited<ReturnType<typeof loadBagsOrder>>> = {
  param: "bags",
  load: loadBagsOrder,
  stillAllowed: (r, change, now) => {
    const rule = addBagsRule(r, now, afterBookingOf);
    const item = r.items.find((i) => i.id === change.itemId);
    return !rule.refusal && !!item && rule.itemId === item.id && item.supplierRef === change.supplierRef;
  },
  withAirline: addBagsWithAirline,
  apply: applyBags,
  undoKey: "add-bags-undo:",
  refusedLog: "orders: the airline did not add paid bags; the payment is given back",
  unrefundedLog: "payments: paid bags that could not be added were not refunded",
};

export function settleBagsCheckout(payment: ChangePayment, order: { id: number; reference: string }, provider: HostedPaymentProvider, stale: boolean) {
  return settleAirlineChange(BAGS, payment, order, provider, stale);
}
