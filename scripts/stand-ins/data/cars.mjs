/**
 * The car-rental sandbox: deterministic inventory that the Duffel stand-in (../duffel-cars.mjs) sells through
 * Duffel's API; the site knows only that API (lib/suppliers/cars). Plain JavaScript so the stand-in process and the
 * unit tests apply the same rules.
 *
 * Rules, all seeded by the pick-up place (coordinates rounded to ~1 km) and the dates, so one search always gives the
 * same cars:
 * - 5 rental companies, 11 car classes; each company rents a seeded ~3/4 of the classes at each place.
 * - Daily price = the class's USD rate × the company's factor × a place-and-season factor (0.85–1.25), with a
 *   discount for longer rentals (3–6 days 8 %, 7 days or more 18 %); taxes 15 % of the base; a one-way fee when the
 *   car is returned more than 1 km away (25 USD + 0.40 USD per km, at most 400 USD).
 * - Young-driver charge: a driver aged 18 to 25 pays 15 USD a day, at most 150 USD a rental; premium, luxury and
 *   van classes are not rented to them.
 * - Each company keeps 1–5 cars of a class per place and pick-up day; a booking takes one, a cancellation gives it
 *   back; a class whose cars are all booked is no longer offered and its quote is refused (sold out).
 * - Desks (./car-locations.mjs): every company has a desk at each airport of the searched place; at a railway station
 *   or a town office a seeded half or more of them (at least two), 7 % cheaper than at the airport (no airport fee).
 *   A car is collected at its desk; one returned more than 1 km away goes back to that company's desk nearest the
 *   drop-off point.
 * - Extras (./car-extras.mjs): child seat, booster seat, additional driver and full cover, each priced per day with a
 *   cap per rental and a maximum number; terms: a fuel policy, the mileage (with the price of each kilometre over a
 *   limit) and the deposit held on the driver's card, by company and class.
 * - Triggers, by the pick-up time's minutes: HH:13 — every quote is refused as sold out (the offer was listed but is
 *   gone at checkout); HH:14 — every quote costs 8 % more than the search said (the price changes at quote time).
 */

import { CAR_DESKS } from "./car-locations.mjs";
import { depositMinor, extrasOf, fuelPolicyOf, mileageExcessMinor } from "./car-extras.mjs";

export const SANDBOX_CURRENCY = "USD";
export const SOLD_OUT_MINUTE = 13;
export const PRICE_CHANGE_MINUTE = 14;
export const PRICE_CHANGE_PERCENT = 8;
export const YOUNG_DRIVER_MAX_AGE = 25;
export const YOUNG_DRIVER_DAILY_MINOR = 1500;
export const YOUNG_DRIVER_CAP_MINOR = 15000;
const TAX_BPS = 1500;
/** A desk away from an airport pays no airport fee. */
const OFF_AIRPORT_FACTOR = 0.93;

/** The rental companies (logo_url null: the pages draw a monogram). */
export const COMPANIES = [
  { code: "ATL", name: "Atlas Car Rental", factor: 1.0, mileageKmPerDay: null, access: "in_terminal" },
  { code: "BLB", name: "Bluebird Rent", factor: 0.92, mileageKmPerDay: 250, access: "shuttle" },
  { code: "CDR", name: "Cedar Drive", factor: 1.08, mileageKmPerDay: null, access: "in_terminal" },
  { code: "DUN", name: "Dune Rentals", factor: 0.88, mileageKmPerDay: 200, access: "call_for_pickup" },
  { code: "EVW", name: "Everway Cars", factor: 1.15, mileageKmPerDay: null, access: "meet_and_greet" },
];

/**
 * The car classes by ACRISS code (category, type, transmission, fuel/air), with a model "or similar", seats, bags and
 * the daily rate in US cents. `size` orders them small to large for the "car size" sort.
 */
export const CAR_CLASSES = [
  {
    code: "MBMR",
    size: 1,
    name: "Fiat 500",
    category: "mini",
    type: "two_door",
    transmission: "manual",
    fuel: "petrol",
    seats: 4,
    large: 1,
    small: 1,
    dailyMinor: 2800,
    adult: false,
  },
  {
    code: "ECMR",
    size: 2,
    name: "Volkswagen Polo",
    category: "economy",
    type: "four_door",
    transmission: "manual",
    fuel: "petrol",
    seats: 5,
    large: 1,
    small: 2,
    dailyMinor: 3200,
    adult: false,
  },
  {
    code: "EDAR",
    size: 3,
    name: "Toyota Yaris Hybrid",
    category: "economy",
    type: "four_door",
    transmission: "automatic",
    fuel: "hybrid",
    seats: 5,
    large: 1,
    small: 2,
    dailyMinor: 3700,
    adult: false,
  },
  {
    code: "CDMR",
    size: 4,
    name: "Ford Focus",
    category: "compact",
    type: "four_door",
    transmission: "manual",
    fuel: "petrol",
    seats: 5,
    large: 2,
    small: 1,
    dailyMinor: 4000,
    adult: false,
  },
  {
    code: "CDAR",
    size: 5,
    name: "Volkswagen Golf",
    category: "compact",
    type: "four_door",
    transmission: "automatic",
    fuel: "petrol",
    seats: 5,
    large: 2,
    small: 2,
    dailyMinor: 4500,
    adult: false,
  },
  {
    code: "IDAR",
    size: 6,
    name: "Toyota Corolla",
    category: "intermediate",
    type: "four_door",
    transmission: "automatic",
    fuel: "hybrid",
    seats: 5,
    large: 2,
    small: 2,
    dailyMinor: 5200,
    adult: false,
  },
  {
    code: "IFAR",
    size: 7,
    name: "Nissan Qashqai",
    category: "intermediate",
    type: "suv",
    transmission: "automatic",
    fuel: "petrol",
    seats: 5,
    large: 3,
    small: 2,
    dailyMinor: 6400,
    adult: false,
  },
  {
    code: "SDAR",
    size: 8,
    name: "Volkswagen Passat",
    category: "standard",
    type: "four_door",
    transmission: "automatic",
    fuel: "diesel",
    seats: 5,
    large: 3,
    small: 2,
    dailyMinor: 6000,
    adult: false,
  },
  {
    code: "FDAE",
    size: 9,
    name: "Tesla Model 3",
    category: "fullsize",
    type: "four_door",
    transmission: "automatic",
    fuel: "electric",
    seats: 5,
    large: 2,
    small: 2,
    dailyMinor: 7800,
    adult: true,
  },
  {
    code: "PDAR",
    size: 10,
    name: "BMW 3 Series",
    category: "premium",
    type: "four_door",
    transmission: "automatic",
    fuel: "diesel",
    seats: 5,
    large: 2,
    small: 2,
    dailyMinor: 9500,
    adult: true,
  },
  {
    code: "LDAR",
    size: 11,
    name: "Mercedes-Benz E-Class",
    category: "luxury",
    type: "four_door",
    transmission: "automatic",
    fuel: "diesel",
    seats: 5,
    large: 3,
    small: 2,
    dailyMinor: 13000,
    adult: true,
  },
  {
    code: "FVAR",
    size: 12,
    name: "Ford Tourneo Custom",
    category: "fullsize",
    type: "passenger_van",
    transmission: "automatic",
    fuel: "diesel",
    seats: 9,
    large: 4,
    small: 3,
    dailyMinor: 11500,
    adult: true,
  },
];

/** FNV-1a: a stable 32-bit seed from a string. */
export function seedOf(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, numbers in [0, 1). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const roundCoord = (n) => Math.round(Number(n) * 100) / 100;
/** The place part of a seed: coordinates to two decimals (about a kilometre). */
export function placeKey(point) {
  return `${roundCoord(point.latitude).toFixed(2)},${roundCoord(point.longitude).toFixed(2)}`;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rental days as rental companies count them: every started 24 hours from the pick-up time, at least one. */
export function rentalDays({ pickupDate, pickupTime, dropoffDate, dropoffTime }) {
  const start = Date.parse(`${pickupDate}T${pickupTime}:00Z`);
  const end = Date.parse(`${dropoffDate}T${dropoffTime}:00Z`);
  return Math.max(1, Math.ceil((end - start) / 86_400_000));
}

export function lengthFactor(days) {
  if (days >= 7) return 0.82;
  if (days >= 3) return 0.92;
  return 1;
}

/** The young-driver charge in US cents for a driver of this age over this many days (0 from 26 on). */
export function youngDriverChargeMinor(age, days) {
  if (age > YOUNG_DRIVER_MAX_AGE) return 0;
  return Math.min(YOUNG_DRIVER_CAP_MINOR, YOUNG_DRIVER_DAILY_MINOR * days);
}

export function oneWayFeeMinor(km) {
  if (km <= 1) return 0;
  return Math.min(40000, 2500 + Math.round(km * 40));
}

const minuteOf = (time) => Number(String(time).slice(3, 5));

/** The known desks within `radiusKm` of a point, nearest first. */
export function desksNear(point, radiusKm) {
  return CAR_DESKS.map((d) => ({ d, km: distanceKm(point, d) }))
    .filter((x) => x.km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .map((x) => x.d);
}

/**
 * The desks a search's point finds: the known desks within `radiusKm` (10 km unless the search says), else one desk
 * where the caller places it (`{ id: null }`: the stand-in puts it at the nearest airport or in the town).
 */
export function desksFor(point, radiusKm = 10) {
  const near = desksNear(point, radiusKm);
  return near.length > 0 ? near : [{ id: null, kind: null }];
}

/** Whether a company has a desk there: every company at an airport, a seeded half or more (at least two) elsewhere. */
function companiesAt(desk) {
  if (!desk.id || desk.kind === "airport") return COMPANIES;
  const next = random(seedOf(`desk|${desk.id}`));
  const some = COMPANIES.filter(() => next() < 0.6);
  return some.length >= 2 ? some : COMPANIES.slice(0, 2);
}

/**
 * Every car offered for a search, cheapest first: `search` is { pickup: {latitude, longitude}, dropoff, pickupDate,
 * pickupTime, dropoffDate, dropoffTime, driverAge, radiusKm? }; `booked(fleetKey)` says how many of a fleet are
 * already taken. Each rate names its pick-up desk (`desk`) and its drop-off desk (`dropoffDesk`, null: the same).
 */
export function availableRates(search, booked = () => 0) {
  const days = rentalDays(search);
  const place = placeKey(search.pickup);
  const month = search.pickupDate.slice(0, 7);
  const placeFactor = 0.85 + random(seedOf(`${place}|${month}`))() * 0.4;
  const km = distanceKm(search.pickup, search.dropoff);
  const young = search.driverAge <= YOUNG_DRIVER_MAX_AGE;
  const desks = desksFor(search.pickup, search.radiusKm);
  const dropoffDesks = km > 1 ? desksFor(search.dropoff, search.dropoffRadiusKm ?? search.radiusKm) : null;
  const rates = [];
  for (const desk of desks) {
    const at = desk.id ?? place;
    const deskFactor = desk.id && desk.kind !== "airport" ? OFF_AIRPORT_FACTOR : 1;
    for (const company of companiesAt(desk)) {
      const next = random(seedOf(`${at}|${search.pickupDate}|${company.code}`));
      for (const car of CAR_CLASSES) {
        const offered = next() < 0.75;
        const jitter = 0.95 + next() * 0.1;
        const fleet = 1 + Math.floor(next() * 5);
        if (!offered || (young && car.adult)) continue;
        const fleetKey = `${at}|${search.pickupDate}|${company.code}|${car.code}`;
        const remaining = fleet - booked(fleetKey);
        if (remaining <= 0) continue;
        const dailyMinor = Math.round(car.dailyMinor * company.factor * placeFactor * jitter * lengthFactor(days) * deskFactor);
        const rentalMinor = dailyMinor * days;
        const youngDriverMinor = youngDriverChargeMinor(search.driverAge, days);
        const oneWayMinor = oneWayFeeMinor(km);
        const baseMinor = rentalMinor + youngDriverMinor + oneWayMinor;
        const taxesMinor = Math.round((baseMinor * TAX_BPS) / 10_000);
        rates.push({
          company,
          car,
          desk,
          dropoffDesk: dropoffDesks ? (dropoffDesks.find((d) => !d.id || companiesAt(d).includes(company)) ?? dropoffDesks[0]) : null,
          fleetKey,
          remaining,
          days,
          currency: SANDBOX_CURRENCY,
          dailyMinor,
          rentalMinor,
          youngDriverMinor,
          oneWayMinor,
          baseMinor,
          taxesMinor,
          totalMinor: baseMinor + taxesMinor,
          mileage: company.mileageKmPerDay
            ? { type: "limited", unit: "kilometres", limit: company.mileageKmPerDay * days, excessMinor: mileageExcessMinor(company) }
            : { type: "unlimited" },
          fuelPolicy: fuelPolicyOf(company),
          depositMinor: depositMinor(company, car),
          extras: extrasOf(company),
        });
      }
    }
  }
  return rates.sort(
    (a, b) =>
      a.totalMinor - b.totalMinor ||
      a.car.size - b.car.size ||
      a.company.code.localeCompare(b.company.code) ||
      String(a.desk.id).localeCompare(String(b.desk.id)),
  );
}

/**
 * What a quote for one rate (a company's car class at a desk) says now: `{ status: "SOLD_OUT" }` or
 * `{ status: "AVAILABLE", rate }` with the price the booking will cost (the search's, or 8 % more for a pick-up at
 * HH:14).
 */
export function quoteRate(search, companyCode, carCode, booked = () => 0, deskId = null) {
  if (minuteOf(search.pickupTime) === SOLD_OUT_MINUTE) return { status: "SOLD_OUT" };
  // A rate of a known desk names it; one without (the generic desk, or a caller that does not care) takes the first.
  const rate = availableRates(search, booked).find((r) => r.company.code === companyCode && r.car.code === carCode && (!deskId || r.desk.id === deskId));
  if (!rate) return { status: "SOLD_OUT" };
  if (minuteOf(search.pickupTime) !== PRICE_CHANGE_MINUTE) return { status: "AVAILABLE", rate };
  const up = (minor) => Math.round((minor * (100 + PRICE_CHANGE_PERCENT)) / 100);
  const baseMinor = up(rate.baseMinor);
  const taxesMinor = up(rate.taxesMinor);
  return { status: "AVAILABLE", rate: { ...rate, baseMinor, taxesMinor, totalMinor: baseMinor + taxesMinor } };
}

/** The booked-cars ledger of one stand-in process: a booking takes a car of its fleet, a cancellation returns it. */
export function createFleetLedger() {
  const taken = new Map();
  return {
    booked: (fleetKey) => taken.get(fleetKey) ?? 0,
    take: (fleetKey) => taken.set(fleetKey, (taken.get(fleetKey) ?? 0) + 1),
    release: (fleetKey) => taken.set(fleetKey, Math.max(0, (taken.get(fleetKey) ?? 0) - 1)),
  };
}
