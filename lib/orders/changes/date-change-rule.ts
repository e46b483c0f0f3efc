import type { AfterBooking } from "@/lib/suppliers/seam";
import { termsFor } from "@/lib/terms/terms-for";
import type { Deadline } from "@/lib/terms/types";

/**
 * When a booked stay whose supplier changes dates (the catalogue's) may move to other dates — Booking.com's rule: free of charge for as long as the stay can
 * be cancelled free of charge (the terms engine's free period, lib/terms), never once it has started or its free
 * period is over (then the traveller cancels under the policy and books again). `dateChangeRule` both refuses a change
 * (the API) and states the rule (the trip page shows its button and sentence from the same answer).
 */
type Item = { id: number; kind: string; productCode: string; supplier: string; terms: unknown; startsAt: Date | string; status?: string };
type Order = { status: string; items: readonly Item[] };

export type DateChangeRefusal =
  /** 409: the booking is not (or no longer) confirmed. */
  | { reason: "NOT_CONFIRMED" }
  /** 409: no stay of this site's catalogue to move (a supplier's item keeps its supplier's rules). */
  | { reason: "NOT_A_STAY" }
  /** 409: check-in has come. */
  | { reason: "STARTED" }
  /** 409: free cancellation is over (`ended`: when it ended), or the stay never had it (null). */
  | { reason: "NOT_FREE"; ended: Deadline | null };

export type DateChangeRule = {
  /** Whether the dates can be changed now (the trip page shows its button only then). */
  open: boolean;
  /** The catalogue stay that would move. */
  itemId: number | null;
  /** Until when a change is free: the stay's last free-cancellation day (null: closed). */
  until: Deadline | null;
  refusal: DateChangeRefusal | null;
};

/** `orgZone`: the organisation's calendar, for terms stored without their place's zone (lib/terms/catalogue.ts). */
/** `afterBooking`: what the item's supplier declares (lib/suppliers/registry.ts afterBookingOf). */
export function dateChangeRule(order: Order, now: Date, orgZone: string, afterBooking: (item: Item) => AfterBooking): DateChangeRule {
  const stays = order.items.filter((i) => i.kind === "STAY" && i.status !== "CANCELLED" && afterBooking(i).dateChange);
  const item = stays.length === 1 ? stays[0]! : null;
  const closed = (refusal: DateChangeRefusal): DateChangeRule => ({ open: false, itemId: item?.id ?? null, until: null, refusal });
  if (order.status !== "CONFIRMED") return closed({ reason: "NOT_CONFIRMED" });
  if (!item) return closed({ reason: "NOT_A_STAY" });
  const statement = termsFor(item, now, orgZone);
  if (!statement.cancellable) return closed({ reason: "STARTED" });
  if (statement.now.kind !== "all") return closed({ reason: "NOT_FREE", ended: statement.ended });
  return { open: true, itemId: item.id, until: statement.until, refusal: null };
}

/** The rule's refusal as the API says it (English; the trip page says it in its reader's language from the same answer). */
export function dateChangeRefusalSentence(refusal: DateChangeRefusal): string {
  switch (refusal.reason) {
    case "NOT_CONFIRMED":
      return "Only a confirmed booking's dates can be changed.";
    case "NOT_A_STAY":
      return "Only a stay booked on this site can have its dates changed here.";
    case "STARTED":
      return "The stay has started: its dates can no longer be changed.";
    case "NOT_FREE":
      return refusal.ended
        ? "The dates can be changed only while the stay can be cancelled free of charge, and that period has ended."
        : "The dates can be changed only while the stay can be cancelled free of charge, and this stay has no free cancellation.";
  }
}
