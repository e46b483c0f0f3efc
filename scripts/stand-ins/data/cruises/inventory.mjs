/**
 * What the stand-in cruise line remembers, as a reservation system would: cabins sold per sailing and category, fares
 * it has moved, re-pricings counted, and its bookings. Each stand-in process (each startCruiseStandIn) has its own,
 * in memory; the timetable itself is worked out from ids (sailings.mjs) and needs no memory.
 *
 * Two documented triggers make checkout's failures reproducible. Opening the checkout re-prices the fare once and
 * paying re-prices it again, so each trigger fires at the second re-pricing — when the visitor pays:
 * - sailing number 11 of every month (ids ending in -11): its suite shows one cabin left, but that cabin is sold
 *   elsewhere before payment — re-pricing answers SOLD_OUT from then on;
 * - sailing number 12 (ids ending in -12): its balcony fare is 10% dearer from the second re-pricing on.
 */
export const SOLD_OUT_AT_CHECKOUT = { seq: 11, category: "suite" };
export const PRICE_RISE_AT_REPRICE = { seq: 12, category: "balcony", percent: 10 };

export function newInventory() {
  return { sold: new Map(), raised: new Set(), repriced: new Map(), bookings: new Map(), byIdempotencyKey: new Map() };
}

const key = (sailing, category) => `${sailing.id}.${category}`;

/** Cabins of a category still for sale on a sailing. */
export function cabinsLeft(state, sailing, category) {
  const sold = state.sold.get(key(sailing, category)) ?? 0;
  return Math.max(0, sailing.cabins[category].stock - sold);
}

export function takeCabin(state, sailing, category) {
  if (cabinsLeft(state, sailing, category) < 1) return false;
  state.sold.set(key(sailing, category), (state.sold.get(key(sailing, category)) ?? 0) + 1);
  return true;
}

export function releaseCabin(state, sailing, category) {
  state.sold.set(key(sailing, category), Math.max(0, (state.sold.get(key(sailing, category)) ?? 0) - 1));
}

/** The fare per person now: the timetable's, or 10% more once the price-rise trigger has fired. */
export function farePerPerson(state, sailing, category) {
  const base = sailing.cabins[category].pricePerPersonMinor;
  return state.raised.has(key(sailing, category)) ? Math.round((base * (100 + PRICE_RISE_AT_REPRICE.percent)) / 100 / 100) * 100 : base;
}

/** A re-pricing: counted, firing the triggers from the second on; says whether the cabin is gone. */
export function atReprice(state, sailing, category) {
  const k = key(sailing, category);
  const count = (state.repriced.get(k) ?? 0) + 1;
  state.repriced.set(k, count);
  const fired = count >= 2;
  if (fired && sailing.seq === PRICE_RISE_AT_REPRICE.seq && category === PRICE_RISE_AT_REPRICE.category) state.raised.add(k);
  const soldOut = (fired && sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category) || cabinsLeft(state, sailing, category) < 1;
  return { soldOut };
}

/** Whether the sold-out trigger has taken this cabin: nothing is left to book. */
export function soldElsewhere(state, sailing, category) {
  return sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category && (state.repriced.get(key(sailing, category)) ?? 0) >= 2;
}

/** What the line says is left: the sold-out trigger's suite shows its last cabin until the trigger takes it. */
export function remainingOf(state, sailing, category) {
  if (soldElsewhere(state, sailing, category)) return 0;
  const left = cabinsLeft(state, sailing, category);
  return sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category ? Math.min(1, left) : left;
}
