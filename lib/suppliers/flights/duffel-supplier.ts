import { Duffel, DuffelError } from "@duffel/api";
import { duffelTitle } from "./duffel-title";
import type { CreateOfferRequestPassenger, CreateOrderPassenger, OrderChangeOffer } from "@duffel/api/types";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { publishChange } from "@/lib/events/publish";
import { isOfferIdShaped } from "@/lib/suppliers/offer-id-shape";
import { SupplierError, type AfterBooking, type Offer, type Supplier } from "@/lib/suppliers/seam";
import { passengerProblems } from "./passenger-check";
import { cabinOf, fromMinor, toFlightOffer, toFlightSlice, toMinor } from "./duffel-map";
import type { FlightChangeOffer } from "./order-change";
import { bagOffersOf, toAncillaries } from "./duffel-ancillaries-map";
import type { BagOffer, FlightAncillaries } from "./ancillaries";
import type { FlightTravellers } from "./travellers";
import type { FlightDetails, FlightQuery } from "./types";

/** Ages Duffel prices children and infants at when the search does not ask for each one's age. */
const CHILD_AGE = 8;
const INFANT_AGE = 1;

function codeOf(error: unknown): string | null {
  return error instanceof DuffelError ? (error.errors[0]?.code ?? null) : null;
}

/** Duffel's refusals, read by their documented codes, as the seam's reasons; anything else is the supplier failing. */
function supplierError(error: unknown): SupplierError {
  const code = codeOf(error);
  if (code === "offer_no_longer_available" || code === "not_found") return new SupplierError("SOLD_OUT", "The flight is no longer available.");
  if (code === "price_changed") return new SupplierError("PRICE_CHANGED", "The fare changed.");
  if (error instanceof DuffelError && (error.status ?? 500) < 500)
    return new SupplierError("REJECTED", error.errors[0]?.message ?? "The airline refused the booking.");
  return new SupplierError("UNAVAILABLE", "The airline could not be reached.");
}

/** The offer request's passengers: adults by type, each child and infant by age (the search's, or the usual one). */
export function passengersOf(q: FlightQuery): CreateOfferRequestPassenger[] {
  return [
    ...Array.from({ length: q.adults }, () => ({ type: "adult" as const })),
    ...Array.from({ length: q.children }, (_, i) => ({ age: q.childAges?.[i] ?? CHILD_AGE })),
    ...Array.from({ length: q.infants }, () => ({ age: INFANT_AGE })),
  ];
}

/** Travellers as the offer's passengers, in order; what the airline would refuse is refused here first. */
function orderPassengers(details: FlightDetails, travellers: FlightTravellers, contact: { email: string; phone: string }): CreateOrderPassenger[] {
  const problem = passengerProblems(details, travellers)[0];
  if (problem) throw new SupplierError("REJECTED", problem.message);
  return details.passengers.map((p, i) => {
    const t = travellers[i]!;
    return {
      id: p.id,
      title: duffelTitle(t),
      given_name: t.firstName,
      family_name: t.lastName,
      born_on: t.dateOfBirth,
      gender: t.gender,
      email: contact.email,
      phone_number: contact.phone,
      ...(t.passportNumber && t.passportExpiry
        ? {
            identity_documents: [
              {
                type: "passport" as const,
                unique_identifier: t.passportNumber,
                issuing_country_code: t.passportCountry ?? t.nationality,
                expires_on: t.passportExpiry,
              },
            ],
          }
        : {}),
    };
  });
}

/**
 * A search's offers are kept a short while per search (route, dates, travellers, cabin): they are the same for every
 * visitor — only the price shown differs, and that is worked out from them (lib/orders/item-pricing.ts) — so many
 * people searching London → New York cost Duffel one offer request, and this process one mapping of a few hundred
 * offers, instead of one each. Not Next's "use cache": that needs cacheComponents (a different rendering model for
 * the whole site) and would copy the offers on every read. Kept SEARCH_TTL_MS, then served up to SEARCH_STALE_MS more
 * while one offer request in the background replaces them (a popular search's expiry used to make every visitor of
 * that moment wait for Duffel), and never past the point where an offer would have less than OFFER_TIME_LEFT_MS left
 * before Duffel's expires_at, so an offer picked from the results can still be booked. Re-pricing and booking always
 * ask Duffel. A booking or a cancellation in this process forgets every search (seats left change); other processes'
 * searches are at most a few minutes old.
 */
const SEARCH_TTL_MS = 60_000;
const SEARCH_STALE_MS = 4 * 60_000;
const OFFER_TIME_LEFT_MS = 10 * 60_000;
const SEARCHES_KEPT = 64;

type Found = { offers: readonly Offer<FlightDetails>[]; expiresAt: number };

const searchKey = (q: FlightQuery) =>
  JSON.stringify([q.origin, q.destination, q.departureDate, q.returnDate ?? null, q.adults, q.children, q.childAges ?? null, q.infants, q.cabin]);

/**
 * What Duffel lets a booked order be given (lib/suppliers/seam.ts AfterBooking): extra bags, through the order's
 * available_services ("The only available service currently supported is baggages"), but no seats — Duffel sells
 * seats only when the order is created ("we do not support selecting a seat after an order has already been
 * created"), so after booking the traveller chooses them at the airline's online check-in. A flight can be changed
 * through order change requests; names are not corrected through the API.
 */
export const DUFFEL_AFTER_BOOKING: AfterBooking = { bags: true, seats: false, flightChange: true, dateChange: false, nameCorrection: false };

/** Flights through Duffel's SDK (@duffel/api): offer requests, offers, orders and order cancellations. */
export type FlightSupplier = Supplier<FlightQuery, FlightDetails, FlightTravellers> & {
  /** The seats (a seat map per segment) and extra bags the airline sells with an offer now; null: the offer is gone. */
  ancillaries(offerId: string): Promise<FlightAncillaries | null>;
  /** The extra checked bags a booked order can still add (per passenger and slice), in the order's currency. */
  orderBags(supplierRef: string): Promise<{ currency: string; bags: BagOffer[] }>;
  /** Adds bags to a booked order, paid from the agency's balance at their total (the airline refuses another amount). */
  addBags(supplierRef: string, services: readonly { id: string; quantity: number; amountMinor: number }[], currency: string): Promise<void>;
  /** The airline's offers to fly the order's slice `sliceIndex` on `date` instead (an order change request). */
  changeOffers(supplierRef: string, sliceIndex: number, date: string): Promise<FlightChangeOffer[]>;
  /** One change offer as it stands now, or null: gone. */
  changeOffer(offerId: string, sliceIndex: number): Promise<FlightChangeOffer | null>;
  /** Makes the change (a pending order change, confirmed), paying its total from the balance when it costs more. */
  confirmChange(offerId: string, changeTotalMinor: number, currency: string): Promise<void>;
};

export function duffelFlights(config: { token: string; basePath: string }): FlightSupplier {
  const duffel = new Duffel({ token: config.token, basePath: config.basePath });

  async function offerRequest(q: FlightQuery): Promise<Found> {
    const slices = [{ origin: q.origin, destination: q.destination, departure_date: q.departureDate, arrival_time: null, departure_time: null }];
    if (q.returnDate) slices.push({ origin: q.destination, destination: q.origin, departure_date: q.returnDate, arrival_time: null, departure_time: null });
    try {
      const { data } = await duffel.offerRequests.create({
        slices,
        passengers: passengersOf(q),
        cabin_class: q.cabin,
        max_connections: 2,
        return_offers: true,
      });
      const expiresAt = Math.min(...data.offers.map((o) => Date.parse(o.expires_at)).filter(Number.isFinite));
      return { offers: Object.freeze(data.offers.map((o) => toFlightOffer({ ...o, available_services: [] }, q.cabin))), expiresAt };
    } catch (error) {
      throw supplierError(error);
    }
  }
  const searches = ttlMemo(offerRequest, {
    ttlMs: SEARCH_TTL_MS,
    staleMs: SEARCH_STALE_MS,
    maxKeys: SEARCHES_KEPT,
    keyOf: searchKey,
    freshUntil: (found) => found.expiresAt - OFFER_TIME_LEFT_MS,
    tags: ["search:flights"],
  });
  /** Seats left changed: searches run afresh, in every process. */
  const forgetSearches = () => publishChange({ topic: "inventory", of: "flights" });

  return {
    name: "duffel",
    kind: "FLIGHT",
    afterBooking: DUFFEL_AFTER_BOOKING,
    async search(q) {
      return (await searches(q)).offers as Offer<FlightDetails>[];
    },
    async reprice(offerId) {
      // The SDK puts the id into the request's path: anything but an offer id is no offer of Duffel's.
      if (!isOfferIdShaped("flight", offerId)) return { status: "SOLD_OUT" };
      try {
        const { data } = await duffel.offers.get(offerId);
        return { status: "AVAILABLE", offer: toFlightOffer(data, cabinOf(data)) };
      } catch (error) {
        const reason = supplierError(error);
        if (reason.reason === "SOLD_OUT") return { status: "SOLD_OUT" };
        throw reason;
      }
    },
    async ancillaries(offerId) {
      if (!isOfferIdShaped("flight", offerId)) return null;
      try {
        // Duffel sells seats through the seat maps only, bags as the offer's available services.
        const [{ data: offer }, { data: maps }] = await Promise.all([
          duffel.offers.get(offerId, { return_available_services: true }),
          duffel.seatMaps.get({ offer_id: offerId }),
        ]);
        return toAncillaries(offer, maps);
      } catch (error) {
        const reason = supplierError(error);
        if (reason.reason === "SOLD_OUT") return null;
        throw reason;
      }
    },
    async orderBags(supplierRef) {
      try {
        const [{ data: order }, { data: services }] = await Promise.all([duffel.orders.get(supplierRef), duffel.orders.getAvailableServices(supplierRef)]);
        return { currency: order.total_currency, bags: bagOffersOf(order.slices, services, order.total_currency) };
      } catch (error) {
        throw supplierError(error);
      }
    },
    async addBags(supplierRef, services, currency) {
      try {
        await duffel.orders.addServices(supplierRef, {
          add_services: services.map(({ id, quantity }) => ({ id, quantity })),
          payment: { type: "balance", amount: fromMinor(services.reduce((sum, s) => sum + s.amountMinor, 0)), currency },
        });
      } catch (error) {
        throw supplierError(error);
      }
    },
    async changeOffers(supplierRef, sliceIndex, date) {
      try {
        const { data: order } = await duffel.orders.get(supplierRef);
        const slice = order.slices[sliceIndex];
        if (!slice) return [];
        const cabin = order.slices[0]?.segments[0]?.passengers[0]?.cabin_class ?? "economy";
        const { data: request } = await duffel.orderChangeRequests.create({
          order_id: supplierRef,
          slices: {
            remove: [{ slice_id: slice.id }],
            add: [{ origin: slice.origin.iata_code ?? "", destination: slice.destination.iata_code ?? "", departure_date: date, cabin_class: cabin }],
          },
        });
        // The SDK's list takes any query parameter; Duffel's filter is the request's id.
        const { data: offers } = await duffel.orderChangeOffers.list({ order_change_request_id: request.id } as never);
        return offers.map((o) => toChangeOffer(o, sliceIndex));
      } catch (error) {
        throw supplierError(error);
      } finally {
        forgetSearches();
      }
    },
    async changeOffer(offerId, sliceIndex) {
      try {
        return toChangeOffer((await duffel.orderChangeOffers.get(offerId)).data, sliceIndex);
      } catch (error) {
        if (codeOf(error) === "not_found") return null;
        throw supplierError(error);
      }
    },
    async confirmChange(offerId, changeTotalMinor, currency) {
      try {
        const { data: pending } = await duffel.orderChanges.create({ selected_order_change_offer: offerId });
        await duffel.orderChanges.confirm(
          pending.id,
          changeTotalMinor > 0 ? { payment: { type: "balance", amount: fromMinor(changeTotalMinor), currency } } : {},
        );
      } catch (error) {
        throw supplierError(error);
      } finally {
        forgetSearches();
      }
    },
    async book({ offer, travellers, contact, idempotencyKey, services = [] }) {
      const passengers = orderPassengers(offer.details, travellers, contact);
      const extrasMinor = services.reduce((sum, s) => sum + s.amountMinor, 0);
      try {
        const { data } = await duffel.orders.create({
          type: "instant",
          selected_offers: [offer.id],
          passengers,
          ...(services.length > 0 ? { services: services.map(({ id, quantity }) => ({ id, quantity })) } : {}),
          // Duffel's payment is the offer's total plus every service's.
          payments: [{ type: "balance", amount: fromMinor(offer.price.totalMinor + extrasMinor), currency: offer.price.currency }],
          metadata: { idempotency_key: idempotencyKey },
        });
        // The airline's booking reference (PNR) is what the traveller quotes at the airport; the order id is ours.
        return { supplierRef: data.id, ...(data.booking_reference ? { bookingRef: data.booking_reference } : {}), status: "CONFIRMED" };
      } catch (error) {
        throw supplierError(error);
      } finally {
        forgetSearches();
      }
    },
    async cancel(supplierRef) {
      try {
        const pending = await duffel.orderCancellations.create({ order_id: supplierRef });
        const { data } = await duffel.orderCancellations.confirm(pending.data.id);
        const amount = toMinor(data.refund_amount);
        return { status: "CANCELLED", refund: amount > 0 && data.refund_currency ? { amountMinor: amount, currency: data.refund_currency } : null };
      } catch (error) {
        throw supplierError(error);
      } finally {
        forgetSearches();
      }
    },
    async status(supplierRef) {
      try {
        const { data } = await duffel.orders.get(supplierRef);
        return data.cancelled_at ? "CANCELLED" : "CONFIRMED";
      } catch (error) {
        if (codeOf(error) === "not_found") return "UNKNOWN";
        throw supplierError(error);
      }
    },
  };
}

/** Duffel's order change offer as ours: the slice added, and what the change costs. */
function toChangeOffer(o: OrderChangeOffer, sliceIndex: number): FlightChangeOffer {
  const changeTotalMinor = toMinor(o.change_total_amount);
  const penaltyMinor = toMinor(o.penalty_amount);
  return {
    id: o.id,
    sliceIndex,
    slice: toFlightSlice(o.slices.add[0] as unknown as Parameters<typeof toFlightSlice>[0]),
    currency: o.new_total_currency,
    penaltyMinor,
    fareDifferenceMinor: changeTotalMinor - penaltyMinor,
    changeTotalMinor,
    newTotalMinor: toMinor(o.new_total_amount),
    expiresAt: o.expires_at,
  };
}
