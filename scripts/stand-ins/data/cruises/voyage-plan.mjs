import { addDays } from "./seeded.mjs";
import { portsOf } from "./ports.mjs";
import { KM_PER_NAUTICAL_MILE, seaKm } from "./sea-distance.mjs";
import { offsetMinutes } from "../../../../lib/suppliers/wall-clock.mjs";

/**
 * A sailing's route and clock: which ports it calls at, how many nights each leg takes and when the ship leaves and
 * arrives, so that every leg is sailed at a cruise ship's speed over the sea lanes. A short hop is an overnight leg
 * with a late departure; a long one gets sea days; a leg no night can fit (Kotor to Dubrovnik, 45 miles) is never
 * planned. All choices come from the sailing's own seeded stream, so a sailing is the same everywhere.
 */
/** The average between two calls stays inside a ship's 15–22 knots, with a little room at each end. */
export const SLOWEST_KNOTS = 14.5;

export const FASTEST_KNOTS = 21.5;

const MIDDLE = { leaveFrom: 14, leaveBy: 23, arriveFrom: 6, arriveBy: 11 };

/** Embarkation day sails in the late afternoon or evening; the last morning docks at 07:00 for disembarkation. */
const FIRST_LEAVE = { leaveFrom: 16, leaveBy: 20 };

const LAST_ARRIVAL = 7;

const clock = (hours) => `${String(Math.floor(hours)).padStart(2, "0")}:${hours % 1 ? "30" : "00"}`;

const grids = new Map();

const halfHours = (from, to) => {
  let grid = grids.get(`${from}-${to}`);
  if (!grid) grids.set(`${from}-${to}`, (grid = Array.from({ length: (to - from) * 2 + 1 }, (_, i) => from + i / 2)));
  return grid;
};

function windowOf(index, count) {
  const first = index === 0 ? FIRST_LEAVE : MIDDLE;
  const last = index === count - 1;
  return { ...MIDDLE, ...first, ...(last ? { arriveFrom: LAST_ARRIVAL, arriveBy: LAST_ARRIVAL } : {}) };
}

/**
 * Hours the clocks go forward between leaving `from` on one day and reaching `to` on another (Southampton to
 * Amsterdam: one). Taken at noon: ships leave after 14:00 and arrive after 06:00, past any daylight-saving change.
 */
function clockShift(from, leaveDate, to, arriveDate) {
  return (noonOffset(to.timeZone, arriveDate) - noonOffset(from.timeZone, leaveDate)) / 60;
}

const noonOffsets = new Map();

function noonOffset(timeZone, date) {
  const key = `${timeZone}|${date}`;
  let minutes = noonOffsets.get(key);
  if (minutes === undefined) {
    if (noonOffsets.size > 20_000) noonOffsets.clear();
    noonOffsets.set(key, (minutes = offsetMinutes(timeZone, Date.parse(`${date}T12:00:00Z`))));
  }
  return minutes;
}

/** Hours at sea the leg may take over `nights` nights: within the day windows and the speed band; null if none. */
function hoursRange(km, nights, w, shift) {
  const nm = km / KM_PER_NAUTICAL_MILE;
  const lo = Math.max(24 * nights + w.arriveFrom - w.leaveBy - shift, nm / FASTEST_KNOTS);
  const hi = Math.min(24 * nights + w.arriveBy - w.leaveFrom - shift, nm / SLOWEST_KNOTS);
  return lo <= hi ? [lo, hi] : null;
}

/** Nights per leg adding up to `nights`: each leg's fewest, then one more at a time to the longest legs that take it. */
function shareNights(kms, shifts, nights) {
  const windows = kms.map((_, i) => windowOf(i, kms.length));
  const fits = (i, n) => hoursRange(kms[i], n, windows[i], shifts[i]) !== null;
  const plan = [];
  for (let i = 0; i < kms.length; i++) {
    let n = 1;
    while (n <= nights && !fits(i, n)) n++;
    if (n > nights) return null;
    plan.push(n);
  }
  let left = nights - plan.reduce((a, b) => a + b, 0);
  const byLength = kms.map((km, i) => ({ km, i })).sort((a, b) => b.km - a.km || a.i - b.i);
  while (left > 0) {
    const leg = byLength.find(({ i }) => fits(i, plan[i] + 1));
    if (!leg) return null;
    plan[leg.i] += 1;
    left--;
  }
  return left === 0 ? plan : null;
}

/** A ship stays at least this long in each port of call: time ashore for an excursion. */
const SHORTEST_CALL_HOURS = 7;

/**
 * Leave and arrive times for every leg: each leg's hours as close as the windows allow to a seeded cruising speed
 * (16–19 knots), each call long enough ashore. A small search over the half-hour grid, leg by leg, keeping for each
 * arrival time the best plan so far; null when the calls cannot all be long enough.
 */
function legTimes(kms, shares, shifts, rnd) {
  let steps = [{ cost: 0, leave: 0, arrive: -Infinity, back: null }];
  for (const [i, km] of kms.entries()) {
    const w = windowOf(i, kms.length);
    const range = hoursRange(km, shares[i], w, shifts[i]);
    if (!range) return null;
    const target = km / KM_PER_NAUTICAL_MILE / (16 + rnd() * 3);
    const preferredArrival = Math.min(w.arriveBy, Math.max(w.arriveFrom, 7 + Math.floor(rnd() * 3)));
    const next = new Map();
    for (const before of steps) {
      for (const leave of halfHours(w.leaveFrom, w.leaveBy)) {
        if (leave < before.arrive + SHORTEST_CALL_HOURS) continue;
        for (const arrive of halfHours(w.arriveFrom, w.arriveBy)) {
          const hours = 24 * shares[i] + arrive - leave - shifts[i];
          if (hours < range[0] - 1e-9 || hours > range[1] + 1e-9) continue;
          const cost = before.cost + Math.abs(hours - target) + Math.abs(arrive - preferredArrival) * 0.1;
          const known = next.get(arrive);
          if (!known || cost < known.cost) next.set(arrive, { cost, leave, arrive, back: before });
        }
      }
    }
    steps = [...next.values()];
  }
  if (steps.length === 0) return null;
  const out = [];
  for (let at = steps.reduce((a, b) => (b.cost < a.cost ? b : a)); at?.back; at = at.back) out.unshift({ leave: at.leave, arrive: at.arrive });
  return out;
}

/** Port calls drawn among those within reach of home, visited nearest-first but never a hop too short for a night. */
function drawCalls(region, home, end, count, nights, rnd) {
  const shortestKm = SLOWEST_KNOTS * (24 + MIDDLE.arriveFrom - MIDDLE.leaveBy) * KM_PER_NAUTICAL_MILE;
  const reach = Math.max(1_200, nights * 420);
  const pool = portsOf(region)
    .filter((p) => p.code !== home.code && p.code !== end.code && seaKm(home.code, p.code) >= shortestKm && seaKm(home.code, p.code) <= reach)
    .sort((a, b) => seaKm(home.code, a.code) - seaKm(home.code, b.code));
  const near = pool.slice(0, Math.min(pool.length, count + 4));
  for (let i = near.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [near[i], near[j]] = [near[j], near[i]];
  }
  // Walk from home to the nearest drawn port a night's sail away, then on from there, as a loop reads on a map.
  const left = near.slice(0, count + 1);
  const route = [];
  let at = home;
  while (route.length < count) {
    const reachable = left.filter((p) => seaKm(at.code, p.code) >= shortestKm).sort((a, b) => seaKm(at.code, a.code) - seaKm(at.code, b.code));
    if (reachable.length === 0) return null;
    at = reachable[0];
    left.splice(left.indexOf(at), 1);
    route.push(at);
  }
  return untangle(home, route, end, shortestKm);
}

/**
 * The same calls in a shorter order (2-opt: reverse a stretch while that shortens the voyage and keeps every hop a
 * night's sail), so the ship does not double back: Juneau → Ketchikan → Icy Strait becomes a loop.
 */
function untangle(home, calls, end, shortestKm) {
  const length = (route) => {
    const stops = [home, ...route, end];
    let km = 0;
    for (let i = 1; i < stops.length; i++) {
      const leg = seaKm(stops[i - 1].code, stops[i].code);
      if (leg < shortestKm) return Infinity;
      km += leg;
    }
    return km;
  };
  let best = calls;
  let bestKm = length(best);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < best.length - 1; i++) {
      for (let j = i + 1; j < best.length; j++) {
        const tried = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)];
        const km = length(tried);
        if (km < bestKm - 1) [best, bestKm, improved] = [tried, km, true];
      }
    }
  }
  return best;
}

/**
 * The legs of a sailing of `nights` nights from `home` to `end`, or null when no draw fits (the caller draws another
 * length). About one call for every night and a half, as cruise lines plan, more or fewer when the distances ask.
 */
export function planVoyage(region, home, end, nights, departureDate, rnd) {
  const wanted = Math.max(1, Math.round((nights - 1) * 0.7));
  const counts = [wanted, wanted + 1, wanted - 1, wanted + 2, wanted - 2, nights - 1].filter((c, i, all) => c >= 1 && c < nights && all.indexOf(c) === i);
  for (let attempt = 0; attempt < 24; attempt++) {
    const calls = drawCalls(region, home, end, counts[attempt % counts.length], nights, rnd);
    if (!calls) continue;
    const stops = [home, ...calls, end];
    const kms = stops.slice(1).map((p, i) => seaKm(stops[i].code, p.code));
    const sameDayShifts = kms.map((_, i) => clockShift(stops[i], departureDate, stops[i + 1], departureDate));
    const shares = shareNights(kms, sameDayShifts, nights);
    const days = shares?.map((_, i) => shares.slice(0, i).reduce((a, b) => a + b, 0));
    const shifts =
      shares && days
        ? kms.map((_, i) => clockShift(stops[i], addDays(departureDate, days[i]), stops[i + 1], addDays(departureDate, days[i] + shares[i])))
        : null;
    const times = shares && shifts && legTimes(kms, shares, shifts, rnd);
    if (!shares || !times) continue;
    return kms.map((km, i) => ({ from: stops[i], to: stops[i + 1], km, nights: shares[i], leave: clock(times[i].leave), arrive: clock(times[i].arrive) }));
  }
  return null;
}
