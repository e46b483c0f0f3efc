import type { AfterBooking } from "@/lib/suppliers/seam";

/**
 * When extra checked bags can be added to a booked flight — as at the airlines' own "manage booking": while the
 * booking is confirmed and until its first flight departs (an airline sells a bag on a flight still to fly; one
 * slice flown is the trip begun). The bags, their prices and how many are left are the airline's (Duffel's order
 * available_services), and only a supplier that declares it adds bags after booking (`afterBooking`, its
 * lib/suppliers/seam.ts AfterBooking: lib/suppliers/registry.ts afterBookingOf). `addBagsRule` both refuses (the API)
 * and states (the trip page shows its button from the same answer).
 */
/** A booked item as the after-booking flight rules read it (this rule and ./flight-change-rule.ts). */
export type FlightRuleItem = {
  id: number;
  kind: string;
  productCode: string;
  supplier: string;
  supplierRef: string | null;
  startsAt: Date | string;
  details: unknown;
  status?: string;
};
type Item = FlightRuleItem;
type Order = { status: string; items: readonly Item[] };

export type BagsRefusal =
  /** 409: the booking is not (or no longer) confirmed. */
  | { reason: "NOT_CONFIRMED" }
  /** 409: no flight booked through the airline's API on this order. */
  | { reason: "NOT_A_FLIGHT" }
  /** 409: its first flight has departed. */
  | { reason: "DEPARTED" };

export type AddBagsRule = {
  /** Whether bags can be added now (the trip page shows "Add bags" only then). */
  open: boolean;
  /** The flight they would be added to. */
  itemId: number | null;
  refusal: BagsRefusal | null;
};

/** The first departure of a booked flight: its first segment's (a local time with its offset), else the item's start. */
export function firstDeparture(item: Pick<Item, "startsAt" | "details">): Date {
  const at = (item.details as { slices?: { segments?: { departsAt?: string }[] }[] } | null)?.slices?.[0]?.segments?.[0]?.departsAt;
  const parsed = at ? new Date(at) : new Date(item.startsAt);
  return Number.isNaN(parsed.getTime()) ? new Date(item.startsAt) : parsed;
}

export function addBagsRule(order: Order, now: Date, afterBooking: (item: Item) => AfterBooking): AddBagsRule {
  const flights = order.items.filter((i) => i.kind === "FLIGHT" && i.supplierRef && i.status !== "CANCELLED" && afterBooking(i).bags);
  const item = flights.length === 1 ? flights[0]! : null;
  const closed = (refusal: BagsRefusal): AddBagsRule => ({ open: false, itemId: item?.id ?? null, refusal });
  if (order.status !== "CONFIRMED") return closed({ reason: "NOT_CONFIRMED" });
  if (!item) return closed({ reason: "NOT_A_FLIGHT" });
  if (now.getTime() >= firstDeparture(item).getTime()) return closed({ reason: "DEPARTED" });
  return { open: true, itemId: item.id, refusal: null };
}

/** The rule's refusal as the API says it (English; the trip page shows no button instead). */
export function bagsRefusalSentence(refusal: BagsRefusal): string {
  switch (refusal.reason) {
    case "NOT_CONFIRMED":
      return "Only a confirmed booking can have bags added.";
    case "NOT_A_FLIGHT":
      return "Only a flight booked on this site can have bags added here.";
    case "DEPARTED":
      return "The flight has departed: bags can no longer be added.";
  }
}
