/**
 * Seats and extra bags of the Duffel stand-in (./duffel-air.mjs), in Duffel's shapes (api.duffel.com/air, v2):
 * GET /air/seat_maps?offer_id= answers one seat map per segment — cabins → rows → sections → elements, each seat with
 * `available_services` per passenger (an empty list: taken) — and GET /air/offers/:id?return_available_services=true
 * lists extra checked bags as services of type `baggage`, one per passenger and slice. As at Duffel, seats are only in
 * the seat maps, never in an offer's `available_services`, and an order names what it adds as `services: [{ id,
 * quantity }]`, paid with the offer.
 *
 * Deterministic like the rest of the sandbox: the layout follows the aircraft (an A320neo 3-3, an A350 3-3-3, their
 * business cabins 2-2 and 1-2-1), about a quarter of the seats are taken by a hash of flight and seat, and seats
 * booked through this process are taken too. Service ids are hashes of what they sell, so any process can check one
 * by building the same map again: an id the map does not hold is unknown or no longer available.
 */
import { createHash } from "node:crypto";

const hash = (text) => createHash("sha256").update(text).digest();
const serviceId = (prefix, text) => `${prefix}_${hash(text).toString("base64url").replace(/[-_]/g, "0").slice(0, 22)}`;
const money = (cents) => (cents / 100).toFixed(2);

/** Seat letters per section of a row, and the rows of each cabin, by aircraft and cabin. */
function layoutOf(aircraftCode, cabin) {
  const wide = aircraftCode === "359";
  const premium = cabin === "business" || cabin === "first";
  if (premium)
    return wide
      ? { sections: [["A"], ["D", "G"], ["K"]], first: 1, rows: 8, name: "Business" }
      : {
          sections: [
            ["A", "C"],
            ["D", "F"],
          ],
          first: 1,
          rows: 5,
          name: "Business",
        };
  if (cabin === "premium_economy")
    return wide
      ? {
          sections: [
            ["A", "C"],
            ["D", "E", "F"],
            ["H", "K"],
          ],
          first: 10,
          rows: 5,
          name: "Premium",
        }
      : {
          sections: [
            ["A", "C"],
            ["D", "F"],
          ],
          first: 6,
          rows: 4,
          name: "Premium",
        };
  return wide
    ? {
        sections: [
          ["A", "B", "C"],
          ["D", "E", "F"],
          ["H", "J", "K"],
        ],
        first: 20,
        rows: 26,
        name: "Economy",
      }
    : {
        sections: [
          ["A", "B", "C"],
          ["D", "E", "F"],
        ],
        first: 10,
        rows: 22,
        name: "Economy",
      };
}

/** Rows with an exit before them (extra legroom), by position in the cabin. */
const exitRowsOf = (layout) => (layout.rows >= 20 ? [layout.first, layout.first + Math.floor(layout.rows / 2)] : []);

/**
 * A seat's price in cents for one passenger, or 0: extra-legroom (exit) rows cost most, then the first rows and
 * window or aisle seats at the front half; middle seats and the back are free. Premium cabins choose for free.
 */
function seatPriceCents({ row, letter, layout, exitRows, longHaul, cabin }) {
  if (cabin !== "economy") return 0;
  const base = longHaul ? 100 : 60;
  if (exitRows.includes(row)) return base * 55;
  const index = row - layout.first;
  const edge = layout.sections.some((s) => s[0] === letter || s.at(-1) === letter);
  if (index < 4) return base * (edge ? 35 : 25);
  if (index < layout.rows / 2 && edge) return base * 15;
  return 0;
}

/**
 * One seat map per segment of an offer, for its passengers who take a seat (infants on a lap have none).
 * `taken(segmentKey, designator)` says whether a booking of this process holds the seat.
 */
export function seatMapsFor({ offer, flights, cabin, taken }) {
  const seated = offer.passengers.filter((p) => p.type !== "infant_without_seat");
  return offer.slices.flatMap((slice, s) =>
    slice.segments.map((segment, n) => {
      const flight = flights[s];
      const segmentKey = `${flight.key}#${n}`;
      const layout = layoutOf(segment.aircraft.iata_code, cabin);
      const exitRows = exitRowsOf(layout);
      const longHaul = flight.segments[n].minutes > 300;
      const rows = [];
      // Galley and lavatories at the front of the cabin.
      rows.push({ sections: layout.sections.map((_, i) => ({ elements: [{ type: i === 0 ? "galley" : "lavatory" }] })) });
      for (let r = 0; r < layout.rows; r++) {
        const row = layout.first + r;
        if (exitRows.includes(row)) rows.push({ sections: layout.sections.map(() => ({ elements: [{ type: "exit_row" }] })) });
        rows.push({
          sections: layout.sections.map((letters) => ({
            elements: letters.map((letter) => {
              const designator = `${row}${letter}`;
              const occupied = taken(segmentKey, designator) || hash(`${segmentKey}/${designator}`)[0] < 64;
              const cents = seatPriceCents({ row, letter, layout, exitRows, longHaul, cabin });
              return {
                type: "seat",
                designator,
                name: exitRows.includes(row)
                  ? "Extra legroom seat"
                  : letter === layout.sections[0][0] || letter === layout.sections.at(-1).at(-1)
                    ? "Window seat"
                    : undefined,
                disclosures: exitRows.includes(row) ? ["Passengers in an exit row must be 16 or over and able to help in an evacuation."] : [],
                available_services: occupied
                  ? []
                  : seated.map((p) => ({
                      id: serviceId("ase", `${offer.id}|${segment.id}|${p.id}|${designator}`),
                      passenger_id: p.id,
                      total_amount: money(cents),
                      total_currency: offer.total_currency,
                    })),
              };
            }),
          })),
        });
      }
      rows.push({ sections: layout.sections.map((_, i) => ({ elements: [{ type: i === 0 ? "lavatory" : "closet" }] })) });
      const wingStart = Math.floor(rows.length * 0.4);
      return {
        id: serviceId("sea", `${offer.id}|${segment.id}`),
        slice_id: slice.id,
        segment_id: segment.id,
        cabins: [
          {
            deck: 0,
            cabin_class: cabin,
            aisles: layout.sections.length - 1,
            wings: cabin === "economy" ? { first_row_index: wingStart, last_row_index: Math.min(rows.length - 1, wingStart + 6) } : null,
            rows,
          },
        ],
        // Not Duffel's: what the stand-in needs to take the seat when an order books it.
        _segmentKey: segmentKey,
      };
    }),
  );
}

/** Extra checked bags: per passenger with a seat and per slice, up to two, priced by the slice's length. */
export function baggageServicesFor({ offer }) {
  const seated = offer.passengers.filter((p) => p.type !== "infant_without_seat");
  return offer.slices.flatMap((slice) => {
    const longHaul = slice.segments.some((seg) => seg.aircraft.iata_code === "359");
    return seated.map((p) => ({
      id: serviceId("ase", `${offer.id}|${slice.id}|${p.id}|bag`),
      type: "baggage",
      passenger_ids: [p.id],
      segment_ids: slice.segments.map((seg) => seg.id),
      maximum_quantity: 2,
      total_amount: money(longHaul ? 6500 : 3500),
      total_currency: offer.total_currency,
      metadata: { type: "checked", maximum_weight_kg: 23, maximum_height_cm: 90, maximum_length_cm: 75, maximum_depth_cm: 43 },
    }));
  });
}

/**
 * The services an order asks for, checked against what the offer sells now: each id known and still available, a
 * bag at most its maximum, a seat once, one seat per passenger and segment. Answers the services booked (Duffel's
 * order services) with their total, or the reason to refuse.
 */
export function bookServices({ offer, seatMaps, requested }) {
  const bags = new Map(baggageServicesFor({ offer }).map((b) => [b.id, b]));
  const seats = new Map();
  for (const map of seatMaps)
    for (const cabin of map.cabins)
      for (const row of cabin.rows)
        for (const section of row.sections)
          for (const el of section.elements) if (el.type === "seat") for (const s of el.available_services) seats.set(s.id, { map, seat: el, service: s });
  const booked = [];
  const seatTaken = new Set();
  const seatOfPassenger = new Set();
  let cents = 0;
  for (const r of requested ?? []) {
    const quantity = Number(r.quantity ?? 1);
    const bag = bags.get(r.id);
    const seat = seats.get(r.id);
    if (bag) {
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > bag.maximum_quantity)
        return { error: `Service ${r.id} allows 1 to ${bag.maximum_quantity}` };
      const amount = Math.round(Number(bag.total_amount) * 100) * quantity;
      cents += amount;
      booked.push({
        id: `ser_${r.id.slice(4)}`,
        type: "baggage",
        quantity,
        passenger_ids: bag.passenger_ids,
        segment_ids: bag.segment_ids,
        total_amount: money(amount),
        total_currency: bag.total_currency,
        metadata: bag.metadata,
      });
    } else if (seat) {
      const placeKey = `${seat.map.segment_id}|${seat.seat.designator}`;
      const passengerKey = `${seat.map.segment_id}|${seat.service.passenger_id}`;
      if (quantity !== 1) return { error: `Service ${r.id} is a seat: quantity must be 1` };
      if (seatTaken.has(placeKey) || seatOfPassenger.has(passengerKey))
        return { error: "Each seat is for one passenger, and each passenger has one seat per flight" };
      seatTaken.add(placeKey);
      seatOfPassenger.add(passengerKey);
      const amount = Math.round(Number(seat.service.total_amount) * 100);
      cents += amount;
      booked.push({
        id: `ser_${r.id.slice(4)}`,
        type: "seat",
        quantity: 1,
        passenger_ids: [seat.service.passenger_id],
        segment_ids: [seat.map.segment_id],
        total_amount: money(amount),
        total_currency: seat.service.total_currency,
        metadata: { designator: seat.seat.designator, name: seat.seat.name ?? "", disclosures: seat.seat.disclosures },
        _take: { segmentKey: seat.map._segmentKey, designator: seat.seat.designator },
      });
    } else return { error: `Service ${r.id} is not available for this offer` };
  }
  return { services: booked, cents };
}

/** The extra bags one order's passenger already holds on one slice (by the slice's segments), from its services. */
function bagsHeld(order, passengerId, segmentIds) {
  return (order.services ?? [])
    .filter((s) => s.type === "baggage" && s.passenger_ids.includes(passengerId) && s.segment_ids.join() === segmentIds.join())
    .reduce((sum, s) => sum + s.quantity, 0);
}

/**
 * GET /air/orders/:id/available_services: the extra checked bags a booked order can still add — per passenger with a
 * seat and per slice, at the price the offer sold them, up to two in all less those it holds (bought at the checkout
 * or since). A cancelled order sells nothing. Ids are hashes of the order and what they sell, so they stay the same.
 */
export function orderBaggageServices(order) {
  if (order.cancelled_at) return [];
  return baggageServicesFor({ offer: order })
    .map((b) => ({ ...b, maximum_quantity: b.maximum_quantity - bagsHeld(order, b.passenger_ids[0], b.segment_ids) }))
    .filter((b) => b.maximum_quantity > 0);
}

/**
 * POST /air/orders/:id/services: adds services to a booked order, paid with `payment` (Duffel: the services' total
 * from the balance). Each id must be one the order sells now, at most its maximum; the payment exactly their total.
 * Answers the services added and their total in cents, or the reason to refuse (Duffel's error code and message).
 */
export function addOrderServices(order, body) {
  if (order.cancelled_at) return { status: 422, code: "order_cancelled", message: "The order is cancelled" };
  const sold = new Map(orderBaggageServices(order).map((b) => [b.id, b]));
  const added = [];
  let cents = 0;
  for (const r of body.add_services ?? []) {
    const bag = sold.get(r.id);
    const quantity = Number(r.quantity ?? 1);
    if (!bag) return { status: 422, code: "unavailable_service", message: `Service ${r.id} is not available for this order` };
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > bag.maximum_quantity)
      return { status: 422, code: "unavailable_service", message: `Service ${r.id} allows 1 to ${bag.maximum_quantity}` };
    sold.delete(r.id);
    const amount = Math.round(Number(bag.total_amount) * 100) * quantity;
    cents += amount;
    added.push({
      id: serviceId("ser", `${order.id}|${r.id}|${(order.services ?? []).length + added.length}`),
      type: "baggage",
      quantity,
      passenger_ids: bag.passenger_ids,
      segment_ids: bag.segment_ids,
      total_amount: money(amount),
      total_currency: bag.total_currency,
      metadata: bag.metadata,
    });
  }
  if (added.length === 0) return { status: 422, code: "validation_error", message: "add_services must name at least one service" };
  const paid = body.payment;
  if (!paid || paid.type !== "balance" || paid.currency !== order.total_currency || paid.amount !== money(cents))
    return { status: 422, code: "price_changed", message: `The payment must be ${money(cents)} ${order.total_currency}` };
  return { services: added, cents };
}
