import type { ItemKind } from "@/lib/products/codes";

/**
 * When a period of an item's cancellation terms ends: a catalogue stay's or activity's last whole calendar day
 * (`day`, inclusive, in the calendar of the item's place, or the organisation's for terms stored without it — the day
 * the cancellation itself is judged on), or a supplier's instant (`at`, exclusive), told on the clock of the item's
 * place (`timeZone`, lib/orders/item-zone.ts).
 */
export type Deadline = { day: string } | { at: string; timeZone?: string };

/**
 * What cancelling gives back during one period: everything, a share of the price (basis points), the price less a
 * fixed fee (an airline's penalty, in the item's currency), or nothing.
 */
export type Refund = { kind: "all" } | { kind: "share"; bps: number } | { kind: "fee"; feeMinor: number; currency: string } | { kind: "none" };

/** One period of the terms: `refund` until `until` (null: until the item starts, when cancelling ends). */
export type Phase = { refund: Refund; until: Deadline | null };

/** An item as the engine reads it: an order item, or an offer or a catalogue stay before it is booked. */
export type TermsItem = {
  kind: ItemKind | string;
  /** A catalogue stay's or activity's `{ policy, freeCancelDays }`, or a supplier's CancellationTerms (lib/suppliers/seam.ts). */
  terms: unknown;
  startsAt: Date | string;
  /** The kind's facts (a flight's fare conditions carry its refund fee). */
  details?: unknown;
  /** The price of the item in its currency: what a share or a fee applies to. */
  totalMinor?: number;
  currency?: string;
  /** The zone of the item's place (lib/orders/item-zone.ts): its instants are told on that clock. */
  timeZone?: string;
};

/**
 * Everything the site says about cancelling one item at one moment, and what cancelling then gives back:
 *   - `cancellable`: false once the item has started;
 *   - `now`: what cancelling now gives back, until `until` (null: until the item starts);
 *   - `then`: the periods that follow, in order;
 *   - `ended`: the end of a free period that is already over (said as such, never promised).
 */
export type Statement = {
  kind: string;
  startsAt: string;
  cancellable: boolean;
  now: Refund;
  until: Deadline | null;
  then: Phase[];
  ended: Deadline | null;
};
