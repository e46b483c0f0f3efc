/**
 * The transfer sandbox's inventory: which vehicles run between an airport and a place on a day, how long the ride
 * takes and what it costs. Deterministic — the same airport, place, day, time and party always give the same offers —
 * so tests and the demo agree on every machine. Plain JavaScript, so that the Amadeus stand-in
 * (../amadeus.mjs), which sells this inventory, and the unit tests apply one rule.
 *
 * Rules (docs/suppliers.md):
 * - distance: the great-circle distance between the airport and the place × 1.3 for the roads; a place without
 *   coordinates (a free address) lies 12–48 km away, chosen by a hash of the airport and the address;
 * - duration: private cars at 50 km/h plus 10 minutes; the shared shuttle makes stops: × 1.4 plus 20 minutes;
 * - price (USD cents): each vehicle's base fare plus its rate per km, × a factor of the airport, place and day
 *   (0.92–1.12), + 20 % between 22:00 and 05:59; the shuttle is priced per passenger, cars per vehicle; taxes 10 %;
 * - a party rides a vehicle only when it fits: a car's seats and bags, the shuttle's one suitcase per passenger;
 * - capacity per airport, place, day and vehicle: 16 shuttle seats, 5 sedans, 3 vans, 1 luxury car.
 */

export const ROAD_FACTOR = 1.3;
export const TAX_BPS = 1000;
export const NIGHT_SURCHARGE_BPS = 2000;

/** The sandbox fleet. `code`/`category` are Amadeus's vehicle codes (SED sedan, VAN, BUS; ST standard, BU business). */
export const VEHICLES = [
  {
    key: "shuttle",
    transferType: "SHARED",
    code: "BUS",
    category: "ST",
    description: "Shared airport shuttle (minibus)",
    seats: 8,
    bags: 8,
    perPassenger: true,
    baseMinor: 900,
    perKmMinor: 22,
    capacity: 16,
    freeHours: 24,
    afterShareBps: 0,
  },
  {
    key: "sedan",
    transferType: "PRIVATE",
    code: "SED",
    category: "ST",
    description: "Toyota Camry or similar",
    seats: 3,
    bags: 3,
    perPassenger: false,
    baseMinor: 2500,
    perKmMinor: 110,
    capacity: 5,
    freeHours: 24,
    afterShareBps: 5000,
  },
  {
    key: "van",
    transferType: "PRIVATE",
    code: "VAN",
    category: "ST",
    description: "Mercedes-Benz Vito or similar",
    seats: 7,
    bags: 7,
    perPassenger: false,
    baseMinor: 4000,
    perKmMinor: 150,
    capacity: 3,
    freeHours: 24,
    afterShareBps: 5000,
  },
  {
    key: "luxury",
    transferType: "PRIVATE",
    code: "SED",
    category: "BU",
    description: "Mercedes-Benz E-Class or similar, with chauffeur",
    seats: 3,
    bags: 3,
    perPassenger: false,
    baseMinor: 6000,
    perKmMinor: 240,
    capacity: 1,
    freeHours: 48,
    afterShareBps: 0,
  },
];

/**
 * The local companies that run the rides (fictional, named as airport transfer firms name themselves): each airport
 * has one shuttle operator and one chauffeur firm, chosen by a hash of its code, so a city keeps its operators on
 * every search and the names differ from airport to airport. The luxury car comes from the next chauffeur firm.
 */
export const OPERATORS = {
  shuttle: [
    { code: "ALK", name: "AirLink Shuttle" },
    { code: "SKC", name: "Skyway Coaches" },
    { code: "MAX", name: "Metro Airport Express" },
    { code: "BLS", name: "BlueLine Shuttle" },
    { code: "TCN", name: "Terminal Connect" },
  ],
  chauffeur: [
    { code: "MER", name: "Meridian Chauffeurs" },
    { code: "CEC", name: "Crown Executive Cars" },
    { code: "HCC", name: "Harbour & City Cars" },
    { code: "SLC", name: "Silverline Chauffeurs" },
    { code: "CPV", name: "Capital Private Transfers" },
    { code: "NGL", name: "Northgate Limousines" },
  ],
};

/** The company that runs this vehicle from this airport: { code, name }. */
export function operatorFor(airportIata, vehicle) {
  const h = hash32(`operator|${airportIata}`);
  if (vehicle.perPassenger) return OPERATORS.shuttle[h % OPERATORS.shuttle.length];
  const list = OPERATORS.chauffeur;
  return list[(h + (vehicle.key === "luxury" ? 1 : 0)) % list.length];
}

/** The sandbox's vehicle of an Amadeus code and category, or null. */
export function vehicleByCode(code, category) {
  return VEHICLES.find((v) => v.code === code && v.category === category) ?? null;
}

/** FNV-1a over the text: a small, stable 32-bit hash. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A number in [min, max] chosen by the hash of `text`. */
function seeded(text, min, max) {
  return min + (hash32(text) / 0xffffffff) * (max - min);
}

const EARTH_RADIUS_KM = 6371.0088;

function greatCircleKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road kilometres from the airport to the place (whole km, at least 3). */
export function roadDistanceKm(airport, place) {
  const km =
    place.lat !== undefined && place.lng !== undefined && place.lat !== null && place.lng !== null
      ? greatCircleKm(airport, place) * ROAD_FACTOR
      : seeded(`${airport.iata}|${place.key}`, 12, 48);
  return Math.max(3, Math.round(km));
}

/** Minutes a vehicle takes for the distance. */
export function rideMinutes(vehicle, km) {
  const privateMinutes = Math.round((km / 50) * 60) + 10;
  return vehicle.perPassenger ? Math.round(privateMinutes * 1.4) + 20 : privateMinutes;
}

/** Whether the party fits the vehicle: seats, and bags (one suitcase a passenger on the shuttle). */
export function fits(vehicle, passengers, luggage) {
  if (vehicle.perPassenger) return passengers <= vehicle.seats && luggage <= passengers;
  return passengers <= vehicle.seats && luggage <= vehicle.bags;
}

/** What the party needs of a slot's capacity: seats on the shuttle, one car otherwise. */
export function unitsNeeded(vehicle, passengers) {
  return vehicle.perPassenger ? passengers : 1;
}

/** The capacity of one vehicle on one route and day is counted under this key. */
export function slotKey({ airport, place, date }, vehicle) {
  return `${airport.iata}|${place.key}|${date}|${vehicle.key}`;
}

/**
 * The price of a ride in USD cents: base (before tax), taxes and total. `bumpBps` raises the base (the stand-in's
 * price-change trigger).
 */
export function ridePrice(vehicle, { airport, place, date, time, passengers }, km, bumpBps = 0) {
  const dayFactor = seeded(`${airport.iata}|${place.key}|${date}`, 0.92, 1.12);
  const hour = Number(String(time).slice(0, 2));
  const night = hour >= 22 || hour < 6 ? NIGHT_SURCHARGE_BPS : 0;
  const fare = (vehicle.baseMinor + vehicle.perKmMinor * km) * dayFactor * (1 + night / 10000) * (1 + bumpBps / 10000);
  const baseMinor = Math.round(fare) * (vehicle.perPassenger ? passengers : 1);
  const taxesMinor = Math.round((baseMinor * TAX_BPS) / 10000);
  return { currency: "USD", baseMinor, taxesMinor, totalMinor: baseMinor + taxesMinor };
}

/**
 * Every vehicle the party fits, with its distance, duration and price, cheapest first; `used(slotKey)` says how much
 * of a slot's capacity is booked already (vehicles whose slot cannot take the party are left out).
 */
export function sandboxRides(request, used = () => 0, bumpBps = 0) {
  const km = roadDistanceKm(request.airport, request.place);
  return VEHICLES.filter((v) => fits(v, request.passengers, request.luggage))
    .filter((v) => used(slotKey(request, v)) + unitsNeeded(v, request.passengers) <= v.capacity)
    .map((vehicle) => ({
      vehicle,
      distanceKm: km,
      minutes: rideMinutes(vehicle, km),
      price: ridePrice(vehicle, request, km, bumpBps),
    }))
    .sort((a, b) => a.price.totalMinor - b.price.totalMinor);
}
