#!/usr/bin/env node
/**
 * A local stand-in for a cruise distribution system's HTTP API (docs/suppliers.md, "Cruises"), so the site's cruise
 * adapter (lib/suppliers/cruises/cruise-api-client.ts) runs with no internet: it talks to this server exactly as it
 * would to a real one, with CRUISE_API_URL pointing here. It sells the deterministic sandbox line of
 * ./data/cruises/ (six fictional lines, their ships, ports, sea lanes and a seeded timetable), whose cabins run out
 * as they are booked, with two documented checkout triggers (./data/cruises/inventory.mjs).
 *
 * Every call needs `Authorization: Bearer <token>` and answers `{ data }`, or `{ error: { code, message } }`.
 *
 * `npm test` and `npm start` (without CRUISE_API_TOKEN) start one in-process (startCruiseStandIn) and point
 * CRUISE_API_URL and CRUISE_API_TOKEN at it. `now` moves the line's clock (tests cancel at chosen days before
 * sailing). Standalone: `node scripts/stand-ins/cruise-line.mjs` (CRUISE_STAND_IN_PORT, default 4050).
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { readJson, sendJson } from "./html.mjs";
import { CRUISE_LINES } from "./data/cruises/fleet.mjs";
import { CHILD_AGES, fareResource, faresOf, MAX_GUESTS, parseFareId, sailingResource, validChildAges } from "./data/cruises/fares.mjs";
import { atReprice, newInventory, releaseCabin, soldElsewhere, takeCabin } from "./data/cruises/inventory.mjs";
import { guestRefusal, onSale, refundFor } from "./data/cruises/policy.mjs";
import { portsOf, REGIONS } from "./data/cruises/ports.mjs";
import { sailingById } from "./data/cruises/sailings.mjs";
import { sailingsFor } from "./data/cruises/timetable.mjs";
import { LENGTH_BANDS } from "./data/cruises/types.mjs";

const HOST = "127.0.0.1";

class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const list = (v) => (v ? v.split(",").filter(Boolean) : []);

function guestsOf(query) {
  const raw = query.get("guests") ?? "2";
  const guests = /^\d$/.test(raw) ? Number(raw) : NaN;
  if (!(guests >= 1 && guests <= MAX_GUESTS)) throw new ApiError(400, "INVALID_GUESTS", `guests must be 1 to ${MAX_GUESTS}`);
  return guests;
}

/** `childAges=8,1`: the ages of the guests under 18 among `guests`, each priced by age (fares.mjs). */
function childAgesOf(query, guests) {
  const raw = query.get("childAges") ?? "";
  if (!raw) return [];
  const ages = /^\d{1,2}(,\d{1,2})*$/.test(raw) ? raw.split(",").map(Number) : [NaN];
  if (!validChildAges(ages, guests)) {
    throw new ApiError(400, "INVALID_CHILD_AGES", `childAges must be ages ${CHILD_AGES.min} to ${CHILD_AGES.max}, fewer than guests (one adult at least)`);
  }
  return ages;
}

/** GET /v1/sailings: the query's sailings on sale, each with its fares for the party (none listed without a fare). */
function searchSailings(state, query, now) {
  const region = query.get("region") ?? undefined;
  if (region && !REGIONS.includes(region)) throw new ApiError(400, "INVALID_REGION", `region must be one of ${REGIONS.join(", ")}`);
  const month = query.get("month") ?? undefined;
  if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ApiError(400, "INVALID_MONTH", "month must be YYYY-MM");
  const lengths = list(query.get("length"));
  if (lengths.some((l) => !LENGTH_BANDS.includes(l))) throw new ApiError(400, "INVALID_LENGTH", `length must be among ${LENGTH_BANDS.join(", ")}`);
  const port = query.get("port") ?? undefined;
  if (!region && !port) throw new ApiError(400, "REGION_OR_PORT", "Give a region or an embarkation port");
  const guests = guestsOf(query);
  const childAges = childAgesOf(query, guests);
  const today = now.toISOString().slice(0, 10);
  const sailings = sailingsFor({ region, month, lengths, port, lines: list(query.get("line")), guests, earliest: query.get("from") ?? undefined }, today);
  return sailings
    .filter((s) => onSale(s.startsAt, now))
    .map((s) => ({ sailing: sailingResource(s), fares: faresOf(state, s, guests, childAges) }))
    .filter((r) => r.fares.length > 0);
}

function onSaleSailing(id, now) {
  const sailing = sailingById(id);
  if (!sailing || !onSale(sailing.startsAt, now)) throw new ApiError(404, "SAILING_NOT_FOUND", "No sailing on sale with this id");
  return sailing;
}

/** POST /v1/fares/{id}/price: the fare now, or 409 SOLD_OUT. Counted: the checkout triggers fire from the second. */
function priceFare(state, id, now) {
  const parsed = parseFareId(id);
  if (!parsed || !onSale(parsed.sailing.startsAt, now)) throw new ApiError(404, "FARE_NOT_FOUND", "No fare on sale with this id");
  if (atReprice(state, parsed.sailing, parsed.category).soldOut) throw new ApiError(409, "SOLD_OUT", "No cabin of this category is left");
  return { sailing: sailingResource(parsed.sailing), fare: fareResource(state, parsed.sailing, parsed.category, parsed.guests, parsed.childAges) };
}

/** What the line keeps of a booking: its fare at the price booked, and when the ship sails (for the refund). */
function bookingRecord(reference, parsed, fare) {
  return {
    reference,
    status: "CONFIRMED",
    fareId: fare.id,
    sailingId: parsed.sailing.id,
    category: parsed.category,
    totalMinor: fare.totalMinor,
    currency: fare.currency,
    departsAt: parsed.sailing.startsAt,
  };
}

/** POST /v1/bookings: one booking per Idempotency-Key, at the total the caller was quoted. */
function createBooking(state, body, idempotencyKey) {
  if (!idempotencyKey) throw new ApiError(400, "IDEMPOTENCY_KEY_REQUIRED", "Send an Idempotency-Key header");
  const earlier = state.byIdempotencyKey.get(idempotencyKey);
  if (earlier) return { status: 200, booking: state.bookings.get(earlier) };
  const parsed = typeof body?.fareId === "string" ? parseFareId(body.fareId) : null;
  if (!parsed) throw new ApiError(404, "FARE_NOT_FOUND", "This sailing is no longer offered.");
  const fare = fareResource(state, parsed.sailing, parsed.category, parsed.guests, parsed.childAges);
  if (fare.totalMinor !== body.totalMinor || fare.currency !== body.currency) throw new ApiError(409, "PRICE_CHANGED", "The fare of this cabin has changed.");
  const refusal = guestRefusal(parsed.sailing, parsed.guests, body.guests, parsed.childAges);
  if (refusal) throw new ApiError(422, "GUESTS_REJECTED", refusal);
  if (soldElsewhere(state, parsed.sailing, parsed.category) || !takeCabin(state, parsed.sailing, parsed.category)) {
    throw new ApiError(409, "SOLD_OUT", "The last cabin of this category has just been sold.");
  }
  const booking = bookingRecord(`${randomBytes(4).toString("hex").toUpperCase()}.${fare.id}`, parsed, fare);
  state.bookings.set(booking.reference, booking);
  state.byIdempotencyKey.set(idempotencyKey, booking.reference);
  return { status: 201, booking };
}

/**
 * A booking by its reference. The reference names its fare ("7F3A9C21.CAR-202703-05.balcony.2"), so a booking made
 * before this process started — a line's records outlive a stand-in's memory — is still known, at the timetable's fare.
 */
function bookingOf(state, reference) {
  const known = state.bookings.get(reference);
  if (known) return known;
  const m = /^[0-9A-F]{8}\.(.+)$/.exec(reference);
  const parsed = m ? parseFareId(m[1]) : null;
  if (!parsed) throw new ApiError(404, "BOOKING_NOT_FOUND", "The cruise line has no booking with this reference.");
  const booking = bookingRecord(reference, parsed, fareResource(state, parsed.sailing, parsed.category, parsed.guests, parsed.childAges));
  state.bookings.set(reference, booking);
  return booking;
}

/** POST /v1/bookings/{ref}/cancellation: the refund by the line's rule; a second cancellation refunds nothing. */
function cancelBooking(state, reference, now) {
  const booking = bookingOf(state, reference);
  if (booking.status === "CANCELLED") return { reference, status: "CANCELLED", refund: null };
  booking.status = "CANCELLED";
  const sailing = sailingById(booking.sailingId);
  if (sailing) releaseCabin(state, sailing, booking.category);
  const amountMinor = refundFor(booking.totalMinor, booking.departsAt, now);
  return { reference, status: "CANCELLED", refund: amountMinor > 0 ? { amountMinor, currency: booking.currency } : null };
}

const bookingView = (b) => ({ reference: b.reference, status: b.status, fareId: b.fareId, totalMinor: b.totalMinor, currency: b.currency });

function route(state, { method, path, query, body, headers }, now) {
  if (method === "GET" && path === "/v1/cruise-lines") {
    return { data: CRUISE_LINES.map((l) => ({ code: l.code, name: l.name, ships: l.ships.map((s) => ({ code: s.code, name: s.name })) })) };
  }
  if (method === "GET" && path === "/v1/ports") {
    const embarkation = query.get("embarkation") === "true";
    const ports = REGIONS.flatMap((r) => portsOf(r)).filter((p) => !embarkation || p.home);
    return { data: ports.map((p) => ({ code: p.code, name: p.name, region: p.region, country: p.country, timeZone: p.timeZone, embarkation: p.home })) };
  }
  if (method === "GET" && path === "/v1/sailings") return { data: searchSailings(state, query, now) };
  let m = /^\/v1\/sailings\/([^/]+)$/.exec(path);
  if (method === "GET" && m) {
    const sailing = onSaleSailing(decodeURIComponent(m[1]), now);
    const guests = guestsOf(query);
    return { data: { sailing: sailingResource(sailing), fares: faresOf(state, sailing, guests, childAgesOf(query, guests)) } };
  }
  m = /^\/v1\/fares\/([^/]+)\/price$/.exec(path);
  if (method === "POST" && m) return { data: priceFare(state, decodeURIComponent(m[1]), now) };
  if (method === "POST" && path === "/v1/bookings") {
    const { status, booking } = createBooking(state, body, headers["idempotency-key"]);
    return { status, data: bookingView(booking) };
  }
  m = /^\/v1\/bookings\/([^/]+)$/.exec(path);
  if (method === "GET" && m) return { data: bookingView(bookingOf(state, decodeURIComponent(m[1]))) };
  m = /^\/v1\/bookings\/([^/]+)\/cancellation$/.exec(path);
  if (method === "POST" && m) return { data: cancelBooking(state, decodeURIComponent(m[1]), now) };
  throw new ApiError(404, "NOT_FOUND", `No route for ${method} ${path}`);
}

export async function startCruiseStandIn({ port = 0, token = "cruise_test_stand_in_token", now = () => new Date() } = {}) {
  const state = newInventory();
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (req.headers.authorization !== `Bearer ${token}`) throw new ApiError(401, "UNAUTHORIZED", "Invalid API token");
      const body = req.method === "POST" ? await readJson(req).catch(() => null) : {};
      const request = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, body, headers: req.headers };
      const { status = 200, data } = route(state, request, now());
      sendJson(res, status, { data });
    } catch (error) {
      if (error instanceof ApiError) return sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      sendJson(res, 500, { error: { code: "INTERNAL", message: error instanceof Error ? error.message : "Internal error" } });
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const url = `http://${HOST}:${server.address().port}`;
  return { url, token, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// No top-level await: jest loads this module in-process (tests start their own stand-in).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void startCruiseStandIn({ port: Number(process.env.CRUISE_STAND_IN_PORT ?? 4050) }).then((standIn) =>
    console.log(`Cruise line stand-in on ${standIn.url} (token ${standIn.token})`),
  );
}
