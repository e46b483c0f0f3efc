import type { CabinCategory } from "./fleet";
import type { Sailing } from "./sailings";

/**
 * What the sandbox cruise line remembers, as a supplier's reservation system would: cabins sold per sailing and
 * category, fares it has moved, and its bookings. Held in memory for the life of the web process (kept on globalThis
 * so that module reloads in development share it).
 *
 * Two documented triggers make checkout's failures reproducible. Opening the checkout re-prices the offer once and
 * paying re-prices it again, so each trigger fires at the second re-pricing — when the visitor pays:
 * - sailing number 11 of every month (ids ending in -11): its suite shows one cabin left, but that cabin is sold
 *   elsewhere before payment — re-pricing answers SOLD_OUT from then on;
 * - sailing number 12 (ids ending in -12): its balcony fare is 10% dearer from the second re-pricing on.
 */
export const SOLD_OUT_AT_CHECKOUT = { seq: 11, category: "suite" as CabinCategory };
export const PRICE_RISE_AT_REPRICE = { seq: 12, category: "balcony" as CabinCategory, percent: 10 };

export type SandboxBooking = {
  ref: string;
  offerId: string;
  sailingId: string;
  category: CabinCategory;
  totalMinor: number;
  currency: string;
  startsAt: string;
  status: "CONFIRMED" | "CANCELLED";
};

type State = {
  sold: Map<string, number>;
  raised: Set<string>;
  repriced: Map<string, number>;
  bookings: Map<string, SandboxBooking>;
  byIdempotencyKey: Map<string, string>;
};

const holder = globalThis as typeof globalThis & { __cruiseSandbox?: State };

export function sandboxState(): State {
  holder.__cruiseSandbox ??= { sold: new Map(), raised: new Set(), repriced: new Map(), bookings: new Map(), byIdempotencyKey: new Map() };
  return holder.__cruiseSandbox;
}

const key = (sailing: Sailing, category: CabinCategory) => `${sailing.id}.${category}`;

/** Cabins of a category still for sale on a sailing. */
export function cabinsLeft(sailing: Sailing, category: CabinCategory): number {
  const sold = sandboxState().sold.get(key(sailing, category)) ?? 0;
  return Math.max(0, sailing.cabins[category].stock - sold);
}

export function takeCabin(sailing: Sailing, category: CabinCategory): boolean {
  if (cabinsLeft(sailing, category) < 1) return false;
  const state = sandboxState();
  state.sold.set(key(sailing, category), (state.sold.get(key(sailing, category)) ?? 0) + 1);
  return true;
}

export function releaseCabin(sailing: Sailing, category: CabinCategory): void {
  const state = sandboxState();
  state.sold.set(key(sailing, category), Math.max(0, (state.sold.get(key(sailing, category)) ?? 0) - 1));
}

/** The fare per person now: the timetable's, or 10% more once the price-rise trigger has fired. */
export function farePerPerson(sailing: Sailing, category: CabinCategory): number {
  const base = sailing.cabins[category].pricePerPersonMinor;
  return sandboxState().raised.has(key(sailing, category)) ? Math.round((base * (100 + PRICE_RISE_AT_REPRICE.percent)) / 100 / 100) * 100 : base;
}

/** A re-pricing: counted, firing the triggers from the second on; says whether the cabin is gone. */
export function atReprice(sailing: Sailing, category: CabinCategory): { soldOut: boolean } {
  const state = sandboxState();
  const k = key(sailing, category);
  const count = (state.repriced.get(k) ?? 0) + 1;
  state.repriced.set(k, count);
  const fired = count >= 2;
  if (fired && sailing.seq === PRICE_RISE_AT_REPRICE.seq && category === PRICE_RISE_AT_REPRICE.category) state.raised.add(k);
  const soldOut = (fired && sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category) || cabinsLeft(sailing, category) < 1;
  return { soldOut };
}

/** Whether the sold-out trigger has taken this cabin: nothing is left to book. */
export function soldElsewhere(sailing: Sailing, category: CabinCategory): boolean {
  return (
    sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category && (sandboxState().repriced.get(key(sailing, category)) ?? 0) >= 2
  );
}
