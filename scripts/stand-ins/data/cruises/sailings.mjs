import { addDays, keyNumber } from "./seeded.mjs";
import { CABIN_CATEGORIES, CRUISE_LINES } from "./fleet.mjs";
import { portOrThrow, portsOf, REGIONS } from "./ports.mjs";
import { planVoyage } from "./voyage-plan.mjs";
import { zonedIso } from "./zoned-time.mjs";

/**
 * The sandbox's timetable: every sailing is worked out from its region, month and number alone (a seeded random
 * stream per sailing), so the same search lists the same sailings, itineraries and fares on every run and every web
 * process. Each region sails SAILINGS_PER_MONTH times a month in its season. What changes — cabins sold, fares moved
 * — lives in the inventory (inventory.mjs).
 */
export const SAILINGS_PER_MONTH = 12;

/** Months (1–12) each region sails: the Caribbean all year, Alaska and the north in summer, Asia outside the monsoon. */
export const SEASONS = {
  CAR: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  MED: [4, 5, 6, 7, 8, 9, 10, 11],
  NEU: [5, 6, 7, 8, 9],
  ALA: [5, 6, 7, 8, 9],
  ASI: [1, 2, 3, 4, 5, 10, 11, 12],
};

const NIGHTS = {
  CAR: [3, 4, 5, 5, 7, 7, 7, 8, 10, 11, 14],
  MED: [3, 5, 7, 7, 7, 8, 10, 12],
  NEU: [3, 5, 7, 7, 9, 10, 12, 14],
  ALA: [3, 4, 7, 7, 7, 10],
  ASI: [4, 5, 7, 9, 10, 12, 14],
};

/** A night's fare per person in an inside cabin on a tier-1 line, in US cents, before the sailing's own spread. */
const INSIDE_NIGHT_MINOR = { CAR: 9_000, MED: 10_500, NEU: 12_000, ALA: 12_500, ASI: 9_500 };

const CATEGORY_FACTOR = { inside: 1, oceanview: 1.25, balcony: 1.6, suite: 3.2 };

/** Port fees per guest per call (Alaska's passenger head taxes make it the dearest), and government taxes per night. */
const PORT_FEE_MINOR = { CAR: 2_200, MED: 1_800, NEU: 2_000, ALA: 3_400, ASI: 1_500 };

const TAX_PER_NIGHT_MINOR = 1_200;

const STOCK = { inside: [6, 30], oceanview: [4, 20], balcony: [3, 16], suite: [1, 4] };

export const CURRENCY = "USD";

/** A small seeded generator (mulberry32): the same key gives the same stream everywhere. */
function stream(key) {
  let a = keyNumber(key);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pickFrom = (list, r) => list[Math.floor(r * list.length) % list.length];

const between = (lo, hi, r) => lo + Math.floor(r * (hi - lo + 1));

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const SAILING_ID = /^(CAR|MED|NEU|ALA|ASI)-(\d{4})(0[1-9]|1[0-2])-(\d{2})$/;

export function sailingId(region, month, seq) {
  return `${region}-${month.replace("-", "")}-${String(seq).padStart(2, "0")}`;
}

export function inSeason(region, month) {
  const m = MONTH.exec(month);
  return !!m && SEASONS[region].includes(Number(m[2]));
}

const monthCache = new Map();

/** Every sailing of a region departing in a month (YYYY-MM), by departure date; none out of season. */
export function sailingsIn(region, month) {
  const key = `${region}|${month}`;
  let list = monthCache.get(key);
  if (!list) {
    list = inSeason(region, month) ? Array.from({ length: SAILINGS_PER_MONTH }, (_, i) => buildSailing(region, month, i + 1)) : [];
    list.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
    if (monthCache.size > 400) monthCache.clear();
    monthCache.set(key, list);
  }
  return list;
}

export function sailingById(id) {
  const m = SAILING_ID.exec(id);
  if (!m) return undefined;
  const region = m[1];
  return sailingsIn(region, `${m[2]}-${m[3]}`).find((s) => s.id === id);
}

export function isRegion(value) {
  return REGIONS.includes(value);
}

function buildSailing(region, month, seq) {
  const id = sailingId(region, month, seq);
  const rnd = stream(id);
  const ships = CRUISE_LINES.filter((l) => l.regions.includes(region)).flatMap((l) => l.ships.map((s) => ({ line: l, ship: s })));
  const { line, ship } = pickFrom(ships, rnd());
  const departureDate = `${month}-${String(Math.min(28, 1 + Math.floor((seq - 1) * 2.3) + between(0, 1, rnd()))).padStart(2, "0")}`;
  const { home, end, nights, legs } = drawVoyage(region, departureDate, rnd);
  const itinerary = buildItinerary(legs, departureDate);
  const cabins = Object.fromEntries(CABIN_CATEGORIES.map((c) => [c, cabinFor(region, line, ship, c, nights, rnd)]));
  const first = itinerary[0];
  const last = itinerary[itinerary.length - 1];
  return {
    id,
    region,
    seq,
    line,
    ship,
    nights,
    departurePort: home,
    arrivalPort: end,
    departureDate,
    arrivalDate: last.date,
    itinerary,
    international: itinerary.some((d) => d.port !== null && d.port.country !== home.country),
    cabins,
    taxesPerPersonMinor: TAX_PER_NIGHT_MINOR * nights,
    portFeesPerPersonMinor: PORT_FEE_MINOR[region] * (legs.length - 1),
    startsAt: first.departAt,
    endsAt: last.arriveAt,
  };
}

/** Home port, length and route, drawn again from the same stream until the ports and nights make a sailable plan. */
function drawVoyage(region, departureDate, rnd) {
  const homes = portsOf(region).filter((p) => p.home);
  for (let attempt = 0; attempt < 12; attempt++) {
    const home = pickFrom(homes, rnd());
    const nights = pickFrom(NIGHTS[region], rnd());
    // Seven-night Alaska sailings from Vancouver are often one way, north to Seward.
    const oneWay = region === "ALA" && home.code === "YVR" && nights === 7 && rnd() < 0.5;
    const end = oneWay ? portOrThrow("ANC") : home;
    const legs = planVoyage(region, home, end, nights, departureDate, rnd);
    if (legs) return { home, end, nights, legs };
  }
  throw new Error(`no sailable voyage in ${region}`);
}

/** Day 1 sails in the afternoon or evening, the last day docks at dawn; a leg of several nights has its sea days. */
function buildItinerary(legs, departureDate) {
  const days = [];
  const call = (port, arrive, depart) => {
    const date = addDays(departureDate, days.length);
    return {
      day: days.length + 1,
      date,
      port: { code: port.code, name: port.name, country: port.country, timeZone: port.timeZone, lat: port.lat, lng: port.lng },
      arrive,
      depart,
      arriveAt: arrive ? zonedIso(date, arrive, port.timeZone) : null,
      departAt: depart ? zonedIso(date, depart, port.timeZone) : null,
    };
  };
  days.push(call(legs[0].from, null, legs[0].leave));
  legs.forEach((leg, i) => {
    for (let s = 1; s < leg.nights; s++) {
      days.push({ day: days.length + 1, date: addDays(departureDate, days.length), port: null, arrive: null, depart: null, arriveAt: null, departAt: null });
    }
    days.push(call(leg.to, leg.arrive, legs[i + 1]?.leave ?? null));
  });
  return days;
}

function cabinFor(region, line, ship, category, nights, rnd) {
  const spread = 0.9 + rnd() * 0.25;
  const perNight = INSIDE_NIGHT_MINOR[region] * CATEGORY_FACTOR[category] * line.tier * spread;
  const [lo, hi] = STOCK[category];
  const sizes = { inside: 14, oceanview: 17, balcony: 21, suite: 38 };
  const deckRange = {
    inside: [3, ship.decks - 6],
    oceanview: [3, 6],
    balcony: [7, ship.decks - 4],
    suite: [ship.decks - 4, ship.decks - 2],
  };
  const [d1, d2] = deckRange[category];
  return {
    category,
    maxGuests: 4,
    sizeM2: sizes[category] + (keyNumber(`${ship.code}|${category}`) % 5) * (category === "suite" ? 4 : 1),
    decks: `${d1}–${d2}`,
    // Whole dollars, as cruise lines quote fares.
    pricePerPersonMinor: Math.round((perNight * nights) / 100) * 100,
    stock: between(lo, hi, rnd()),
  };
}
