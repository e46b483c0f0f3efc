import type { CabinCategory } from "./fleet";
import type { Sailing } from "./sailings";

/**
 * What the sandbox cruise line remembers, as a supplier's reservation system would: cabins sold per sailing and
 * category, fares it has moved, and its bookings. Held in memory for the life of the web process (kept on globalThis
 * so that module reloads in development share it).
 *
 * Two documented triggers make checkout's failures reproducible:
 * - sailing number 11 of every month (ids ending in -11): its suite shows one cabin left, but that cabin is gone by
 *   checkout — re-pricing answers SOLD_OUT;
 * - sailing number 12 (ids ending in -12): the first re-pricing of its balcony fare finds it 10% dearer, and it stays so.
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
  bookings: Map<string, SandboxBooking>;
  byIdempotencyKey: Map<string, string>;
};

const holder = globalThis as typeof globalThis & { __cruiseSandbox?: State };

export function sandboxState(): State {
  holder.__cruiseSandbox ??= { sold: new Map(), raised: new Set(), bookings: new Map(), byIdempotencyKey: new Map() };
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

/** At re-pricing: fires the price-rise trigger; says whether the checkout sold-out trigger applies. */
export function atReprice(sailing: Sailing, category: CabinCategory): { soldOut: boolean } {
  if (sailing.seq === PRICE_RISE_AT_REPRICE.seq && category === PRICE_RISE_AT_REPRICE.category) sandboxState().raised.add(key(sailing, category));
  const soldOut = (sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category) || cabinsLeft(sailing, category) < 1;
  return { soldOut };
}
