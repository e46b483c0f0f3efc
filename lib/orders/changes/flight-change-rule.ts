import type { AfterBooking } from "@/lib/suppliers/seam";
import { firstDeparture, type FlightRuleItem } from "./add-bags-rule";

/**
 * When a booked flight can be moved to another date through the airline (Duffel's order change requests): while the
 * booking is confirmed, its fare allows changes (the offer's `conditions.change_before_departure`, kept on the item
 * as `details.conditions.changeable`, with its fee) and its first flight has not departed. `flightChangeRule` both
 * refuses (the API's 409) and states (the trip page shows "Change flight" only when it is open) — one rule for both.
 */
type Item = FlightRuleItem;
type Order = { status: string; items: readonly Item[] };

export type FlightChangeRefusal =
  /** 409: the booking is not (or no longer) confirmed. */
  | { reason: "NOT_CONFIRMED" }
  /** 409: no flight booked through the airline's API on this order. */
  | { reason: "NOT_A_FLIGHT" }
  /** 409: the fare does not allow changes. */
  | { reason: "NOT_CHANGEABLE" }
  /** 409: its first flight has departed. */
  | { reason: "DEPARTED" };

export type FlightChangeRule = {
  open: boolean;
  itemId: number | null;
  /** The fare's change fee (in the fare's currency), when open. */
  feeMinor: number | null;
  refusal: FlightChangeRefusal | null;
};

/** `afterBooking`: what the item's supplier declares (lib/suppliers/registry.ts afterBookingOf). */
export function flightChangeRule(order: Order, now: Date, afterBooking: (item: Item) => AfterBooking): FlightChangeRule {
  const flights = order.items.filter((i) => i.kind === "FLIGHT" && i.supplierRef && i.status !== "CANCELLED" && afterBooking(i).flightChange);
  const item = flights.length === 1 ? flights[0]! : null;
  const closed = (refusal: FlightChangeRefusal): FlightChangeRule => ({ open: false, itemId: item?.id ?? null, feeMinor: null, refusal });
  if (order.status !== "CONFIRMED") return closed({ reason: "NOT_CONFIRMED" });
  if (!item) return closed({ reason: "NOT_A_FLIGHT" });
  const conditions = (item.details as { conditions?: { changeable?: boolean; changePenaltyMinor?: number | null } } | null)?.conditions;
  if (!conditions?.changeable) return closed({ reason: "NOT_CHANGEABLE" });
  if (now.getTime() >= firstDeparture(item).getTime()) return closed({ reason: "DEPARTED" });
  return { open: true, itemId: item.id, feeMinor: conditions.changePenaltyMinor ?? 0, refusal: null };
}

/** The rule's refusal as the API says it (English; the trip page shows no button instead). */
export function flightChangeRefusalSentence(refusal: FlightChangeRefusal): string {
  switch (refusal.reason) {
    case "NOT_CONFIRMED":
      return "Only a confirmed booking's flight can be changed.";
    case "NOT_A_FLIGHT":
      return "Only a flight booked on this site can be changed here.";
    case "NOT_CHANGEABLE":
      return "This fare does not allow changes: the flight cannot be changed.";
    case "DEPARTED":
      return "The flight has departed: it can no longer be changed.";
  }
}
