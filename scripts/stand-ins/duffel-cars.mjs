/**
 * Duffel's cars calls for the local stand-in (./duffel.mjs), in Duffel's JSON shapes, selling the sandbox inventory
 * of ./data/cars.mjs (its rules and its sold-out and price-change triggers are described there):
 *   POST /cars/search · POST /cars/quotes · POST /cars/bookings · GET /cars/bookings/{id} ·
 *   POST /cars/bookings/{id}/actions/cancel
 * Rate and quote ids carry the search they came from, so a quote or booking made after a restart still finds its car;
 * bookings and the cars they took live as long as the process. A repeated booking with the same
 * `metadata.idempotency_key` answers the booking made the first time.
 *
 * Beyond Duffel's shapes (which have no extras, fuel policy or deposit, nor a kind of desk), rates, quotes and bookings
 * carry `extras` (code, name, amount a day, max_amount a rental, max_quantity), `fuel_policy`, `deposit`,
 * `mileage.excess_amount` (each kilometre over the limit) and each location's `type` (airport, rail_station, city);
 * a booking takes `extras: [{ code, quantity }]`, adds what they cost to its total and lists them in `charges`.
 */
import { randomBytes } from "node:crypto";
import { sendJson } from "./html.mjs";
import { countryCodeOf, nearestAirport } from "../../lib/suppliers/cars/airports.mjs";
import { availableRates, createFleetLedger, quoteRate, rentalDays } from "./data/cars.mjs";
import { priceChosenExtras } from "./data/car-extras.mjs";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const amount = (minor) => (minor / 100).toFixed(2);
const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
/**
 * A rate's search, short enough for a URL: [pick-up lat, lng, drop-off lat, lng, dates and times, age, residence,
 * pick-up radius, drop-off radius] (ids made before the radii carry ten entries: 10 km).
 */
const compact = (s) => [
  s.pickup.latitude,
  s.pickup.longitude,
  s.dropoff.latitude,
  s.dropoff.longitude,
  s.pickupDate,
  s.pickupTime,
  s.dropoffDate,
  s.dropoffTime,
  s.driverAge,
  s.residence,
  s.radiusKm,
  s.dropoffRadiusKm,
];
const expand = (a) =>
  Array.isArray(a) && (a.length === 10 || a.length === 12)
    ? {
        pickup_location: { radius: a[10] ?? 10, geographic_coordinates: { latitude: a[0], longitude: a[1] } },
        dropoff_location: { radius: a[11] ?? 10, geographic_coordinates: { latitude: a[2], longitude: a[3] } },
        pickup_date: a[4],
        pickup_time: a[5],
        dropoff_date: a[6],
        dropoff_time: a[7],
        driver: { age: a[8], residence_country_code: a[9] },
      }
    : null;
const decode = (id, prefix) => {
  if (typeof id !== "string" || !id.startsWith(prefix)) return null;
  try {
    return JSON.parse(Buffer.from(id.slice(prefix.length), "base64url").toString("utf8"));
  } catch {
    return null;
  }
};

/** A known desk (./data/car-locations.mjs) as a company's location. */
function knownDesk(desk, company) {
  const airport = desk.kind === "airport";
  return {
    name: `${company.name} · ${desk.name}`,
    type: desk.kind,
    geographic_coordinates: { latitude: desk.latitude, longitude: desk.longitude },
    address: { line_one: desk.address, city_name: desk.city, postal_code: desk.postalCode, region: null, country_code: desk.countryCode },
    phone_number: `+1 555 01${String(company.code.charCodeAt(1)).slice(-2)}`,
    access: airport ? company.access : null,
    additional_information: airport && company.access === "shuttle" ? [{ title: "Shuttle", text: "Free shuttle every 15 minutes from arrivals." }] : [],
    opening_hours: airport
      ? [{ from: "06:00", to: "23:30" }]
      : desk.kind === "rail_station"
        ? [{ from: "07:00", to: "21:00" }]
        : [{ from: "08:00", to: "18:00" }],
  };
}

/** The rental desk of a company at a place: a known desk, else at the airport when one is within 25 km, else in the town. */
function deskAt(point, company, desk) {
  if (desk?.id) return knownDesk(desk, company);
  const near = nearestAirport(point);
  const atAirport = near && near.km <= 25;
  const town = near && near.km <= 80 ? near.airport.city : "City centre";
  const country = (near && countryCodeOf(near.airport.country)) ?? "US";
  return {
    name: atAirport ? `${company.name} · ${near.airport.name}` : `${company.name} · ${town}`,
    type: atAirport ? "airport" : "city",
    geographic_coordinates: atAirport ? { latitude: near.airport.latitude, longitude: near.airport.longitude } : point,
    address: {
      line_one: atAirport ? `Car rental centre, ${near.airport.name}` : `${10 + (company.code.charCodeAt(0) % 80)} Station Road`,
      city_name: town,
      postal_code: null,
      region: null,
      country_code: country,
    },
    phone_number: `+1 555 01${String(company.code.charCodeAt(1)).slice(-2)}`,
    access: atAirport ? company.access : null,
    additional_information: atAirport && company.access === "shuttle" ? [{ title: "Shuttle", text: "Free shuttle every 15 minutes from arrivals." }] : [],
    opening_hours: atAirport ? [{ from: "06:00", to: "23:30" }] : [{ from: "08:00", to: "18:00" }],
  };
}

function carOf(car) {
  return {
    name: `${car.name} or similar`,
    code: car.code,
    category: car.category,
    type: car.type,
    transmission: car.transmission,
    fuel: car.fuel,
    air_conditioning: car.code.endsWith("R") || car.code.endsWith("E"),
    max_passengers: car.seats,
    baggage: { large: car.large, small: car.small },
    images: null,
  };
}

/** The parts every rate, quote and booking shares. */
function rateBody(search, rate) {
  return {
    base_amount: amount(rate.baseMinor),
    base_currency: rate.currency,
    total_amount: amount(rate.totalMinor),
    total_currency: rate.currency,
    payment_type: "prepaid",
    mileage:
      rate.mileage.type === "limited"
        ? {
            type: "limited",
            unit: rate.mileage.unit,
            limit: rate.mileage.limit,
            excess_amount: amount(rate.mileage.excessMinor),
            excess_currency: rate.currency,
          }
        : rate.mileage,
    supplier: { name: rate.company.name, logo_url: null },
    car: carOf(rate.car),
    pickup_location: deskAt(search.pickup, rate.company, rate.desk),
    dropoff_location: rate.dropoffDesk ? deskAt(search.dropoff, rate.company, rate.dropoffDesk) : deskAt(search.pickup, rate.company, rate.desk),
    fuel_policy: rate.fuelPolicy,
    deposit: { amount: amount(rate.depositMinor), currency: rate.currency },
    extras: rate.extras.map((e) => ({
      code: e.code,
      name: e.name,
      amount: amount(e.dailyMinor),
      max_amount: amount(e.capMinor),
      currency: rate.currency,
      max_quantity: e.maxQuantity,
    })),
  };
}

function charges(rate) {
  const list = [{ amount: amount(rate.taxesMinor), currency: rate.currency, description: "Taxes" }];
  if (rate.youngDriverMinor) list.push({ amount: amount(rate.youngDriverMinor), currency: rate.currency, description: "Young driver surcharge" });
  if (rate.oneWayMinor) list.push({ amount: amount(rate.oneWayMinor), currency: rate.currency, description: "One-way fee" });
  return list;
}

const CONDITIONS = [
  { title: "Included", text: "Collision damage waiver and theft protection with an excess; third-party liability; local taxes." },
  { title: "Cancellation", text: "Free cancellation until 48 hours before pick-up; half of the price is refunded after that." },
  { title: "Extras", text: "Child seats, booster seats, additional drivers and full cover are charged per day, up to a maximum per rental." },
];

/** The search a Duffel request body describes, or a message naming what is wrong. */
function searchOf(data) {
  const point = (loc) => loc?.geographic_coordinates;
  const pickup = point(data?.pickup_location);
  const dropoff = point(data?.dropoff_location);
  const valid = (p) => p && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;
  if (!valid(pickup) || !valid(dropoff)) return "pickup_location and dropoff_location need geographic_coordinates";
  if (!DATE.test(data.pickup_date ?? "") || !DATE.test(data.dropoff_date ?? "")) return "pickup_date and dropoff_date must be YYYY-MM-DD";
  if (!TIME.test(data.pickup_time ?? "") || !TIME.test(data.dropoff_time ?? "")) return "pickup_time and dropoff_time must be HH:MM";
  if (`${data.dropoff_date}T${data.dropoff_time}` <= `${data.pickup_date}T${data.pickup_time}`) return "dropoff must be after pickup";
  const age = data.driver?.age;
  if (!Number.isInteger(age) || age < 18 || age > 99) return "driver.age must be a whole number from 18 to 99";
  const radius = (loc) => (Number.isFinite(loc?.radius) && loc.radius > 0 ? Math.min(100, loc.radius) : 10);
  return {
    pickup: { latitude: pickup.latitude, longitude: pickup.longitude },
    dropoff: { latitude: dropoff.latitude, longitude: dropoff.longitude },
    pickupDate: data.pickup_date,
    pickupTime: data.pickup_time,
    dropoffDate: data.dropoff_date,
    dropoffTime: data.dropoff_time,
    driverAge: age,
    residence: String(data.driver?.residence_country_code ?? "US"),
    radiusKm: radius(data.pickup_location),
    dropoffRadiusKm: radius(data.dropoff_location),
  };
}

const dates = (s) => ({ pickup_date: s.pickupDate, pickup_time: s.pickupTime, dropoff_date: s.dropoffDate, dropoff_time: s.dropoffTime });

export function carRoutes() {
  const ledger = createFleetLedger();
  const bookings = new Map();
  const byIdempotencyKey = new Map();
  const validation = (res, message) => sendJson(res, 422, { errors: [{ type: "validation_error", title: message, message, code: "validation_required" }] });
  const gone = (res) =>
    sendJson(res, 422, {
      errors: [{ type: "invalid_request_error", title: "Rate unavailable", message: "This car is no longer available.", code: "rate_unavailable" }],
    });
  const notFound = (res) => sendJson(res, 404, { errors: [{ type: "invalid_request_error", title: "Not found", message: "Not found", code: "not_found" }] });

  /** A quote's current state from its rate's payload: { search, quote } or a Duffel error already sent. */
  function quoteFromPayload(payload) {
    const search = payload ? searchOf(expand(payload.s)) : null;
    if (!search || typeof search === "string") return { status: "INVALID" };
    const result = quoteRate(search, String(payload.c), String(payload.k), ledger.booked, payload.d ?? null);
    return { ...result, search };
  }

  return async ({ method, path, body }, res) => {
    if (method === "POST" && path === "/cars/search") {
      const data = body?.data ?? {};
      const search = searchOf(data);
      if (typeof search === "string") return (validation(res, search), true);
      const rates = availableRates(search, ledger.booked).map((rate) => ({
        id: `rat_${encode({ s: compact(search), c: rate.company.code, k: rate.car.code, ...(rate.desk.id ? { d: rate.desk.id } : {}) })}`,
        ...rateBody(search, rate),
        // Not in Duffel's rate type: itemised here so the results can name the young-driver charge a total includes.
        charges: charges(rate),
      }));
      sendJson(res, 200, {
        data: {
          id: `srh_${randomBytes(8).toString("hex")}`,
          live_mode: false,
          created_at: new Date().toISOString(),
          ...dates(search),
          pickup_location: data.pickup_location,
          dropoff_location: data.dropoff_location,
          driver: data.driver,
          rates,
        },
      });
      return true;
    }
    if (method === "POST" && path === "/cars/quotes") {
      const rateId = body?.data?.rate_id;
      const payload = decode(rateId, "rat_");
      const quoted = quoteFromPayload(payload);
      if (quoted.status === "INVALID") return (validation(res, "rate_id is not a rate"), true);
      if (quoted.status === "SOLD_OUT") return (gone(res), true);
      sendJson(res, 201, { data: quoteBody(`quo_${rateId.slice(4)}`, rateId, quoted.search, quoted.rate) });
      return true;
    }
    if (method === "POST" && path === "/cars/bookings") {
      const data = body?.data ?? {};
      const key = data.metadata?.idempotency_key;
      if (key && byIdempotencyKey.has(key)) return (sendJson(res, 201, { data: bookings.get(byIdempotencyKey.get(key)).body }), true);
      const d = data.driver ?? {};
      if (![d.given_name, d.family_name, d.email, d.phone_number].every((v) => typeof v === "string" && v.trim()) || !DATE.test(d.date_of_birth ?? ""))
        return (validation(res, "driver needs given_name, family_name, email, phone_number and date_of_birth"), true);
      const quoted = quoteFromPayload(decode(data.quote_id, "quo_"));
      if (quoted.status === "INVALID") return (validation(res, "quote_id is not a quote"), true);
      if (quoted.status === "SOLD_OUT") return (gone(res), true);
      if (data.extras !== undefined && !Array.isArray(data.extras)) return (validation(res, "extras must be a list of { code, quantity }"), true);
      const extras = priceChosenExtras(quoted.rate.extras, rentalDays(quoted.search), data.extras ?? []);
      if (extras.error) return (validation(res, extras.error), true);
      ledger.take(quoted.rate.fleetKey);
      const id = `boo_${randomBytes(10).toString("hex")}`;
      const { rate_id, search_id, ...quote } = quoteBody(data.quote_id, `rat_${data.quote_id.slice(4)}`, quoted.search, quoted.rate);
      const booking = {
        ...quote,
        total_amount: amount(quoted.rate.totalMinor + extras.totalMinor),
        charges: [
          ...quote.charges,
          ...extras.lines.map((l) => ({ amount: amount(l.amountMinor), currency: quoted.rate.currency, description: `${l.name} × ${l.quantity}` })),
        ],
        booked_extras: extras.lines.map((l) => ({ code: l.code, quantity: l.quantity, amount: amount(l.amountMinor), currency: quoted.rate.currency })),
        id,
        live_mode: false,
        reference: randomBytes(4).toString("hex").toUpperCase(),
        confirmed_at: new Date().toISOString(),
        cancelled_at: null,
        status: "confirmed",
        driver: { ...d, user_id: d.user_id ?? null },
        quote_id: data.quote_id,
        metadata: data.metadata ?? null,
        users: data.users ?? [],
      };
      bookings.set(id, { body: booking, fleetKey: quoted.rate.fleetKey });
      if (key) byIdempotencyKey.set(key, id);
      sendJson(res, 201, { data: booking });
      return true;
    }
    const one = /^\/cars\/bookings\/([A-Za-z0-9_]+)(\/actions\/cancel)?$/.exec(path);
    if (one && ((method === "GET" && !one[2]) || (method === "POST" && one[2]))) {
      const stored = bookings.get(one[1]);
      if (!stored) return (notFound(res), true);
      if (one[2] && stored.body.status !== "cancelled") {
        stored.body.status = "cancelled";
        stored.body.cancelled_at = new Date().toISOString();
        ledger.release(stored.fleetKey);
      }
      sendJson(res, 200, { data: stored.body });
      return true;
    }
    return false;
  };
}

function quoteBody(id, rateId, search, rate) {
  return {
    id,
    live_mode: false,
    rate_id: rateId,
    search_id: `srh_${rateId.slice(4, 20)}`,
    ...rateBody(search, rate),
    charges: charges(rate),
    conditions: CONDITIONS,
    privacy_policies: null,
    ...dates(search),
  };
}
