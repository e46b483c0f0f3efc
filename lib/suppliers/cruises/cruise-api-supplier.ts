import { SupplierError, type Booked, type Cancelled, type Contact, type Repriced, type Supplier } from "@/lib/suppliers/seam";
import { CruiseApiError, type CruiseApiClient } from "./cruise-api-client";
import type { ApiFare, ApiGuest, ApiSailing } from "./cruise-api-types";
import { routeSummary, type CruiseOffer } from "./offer";
import { cruiseTerms } from "./terms";
import type { CruiseTravellers } from "./travellers";
import type { CruiseCatalogue, CruiseDetails, CruiseParty, CruiseQuery } from "./types";

/**
 * The cruise kind's supplier: the seam, the cabins of one sailing (what a details page shows) and the line's
 * catalogue (its cruise lines and embarkation ports, for the search form), which every cruise reservation system
 * answers and the seam does not name.
 */
export interface CruiseSupplier extends Supplier<CruiseQuery, CruiseDetails, CruiseTravellers> {
  sailing(sailingId: string, party: CruiseParty): Promise<CruiseOffer[]>;
  catalogue(): Promise<CruiseCatalogue>;
}

/** The name stored on order items booked through the API. */
export const CRUISE_API_SUPPLIER = "cruise-api";

/** The API's sailing and fare as the seam's offer. */
export function offerOf(sailing: ApiSailing, fare: ApiFare, supplier = CRUISE_API_SUPPLIER): CruiseOffer {
  const c = sailing.policies.cancellation;
  const details: CruiseDetails = {
    sailingId: sailing.id,
    line: { code: sailing.cruiseLine.code, name: sailing.cruiseLine.name },
    ship: { ...sailing.ship },
    region: sailing.region,
    nights: sailing.nights,
    departurePort: sailing.departurePort.name,
    arrivalPort: sailing.arrivalPort.name,
    departureDate: sailing.departureDate,
    arrivalDate: sailing.arrivalDate,
    itinerary: sailing.itinerary,
    international: sailing.international || sailing.policies.passportRequired,
    cabin: {
      category: fare.category,
      maxGuests: fare.cabin.maxGuests,
      sizeM2: fare.cabin.sizeM2,
      decks: fare.cabin.decks,
      pricePerPersonMinor: fare.perGuestMinor,
    },
    guests: fare.guests,
    childAges: fare.childAges ?? [],
    included: [...sailing.inclusions],
    refunds: { fullUntil: c.fullRefundUntil, partialUntil: c.partialRefundUntil, partialShareBps: c.partialRefundBps },
    minLeadAge: sailing.policies.minLeadGuestAge,
    minAgeMonths: sailing.policies.minGuestAgeMonths ?? 0,
  };
  return {
    id: fare.id,
    kind: "CRUISE",
    supplier,
    title: `${sailing.ship.name}: ${routeSummary(details)}`,
    startsAt: sailing.departsAt,
    endsAt: sailing.arrivesAt,
    price: { currency: fare.currency, baseMinor: fare.fareMinor, taxesMinor: fare.taxesMinor, feesMinor: fare.portFeesMinor, totalMinor: fare.totalMinor },
    terms: cruiseTerms(details.refunds),
    details,
    remaining: fare.cabinsLeft,
  };
}

function guestOf(g: CruiseTravellers[number]): ApiGuest {
  const passport =
    g.passportNumber && g.passportExpiry && g.passportCountry ? { number: g.passportNumber, expiry: g.passportExpiry, country: g.passportCountry } : undefined;
  return {
    title: g.title,
    firstName: g.firstName,
    lastName: g.lastName,
    dateOfBirth: g.dateOfBirth,
    nationality: g.nationality,
    ...(passport ? { passport } : {}),
  };
}

const refused = (error: unknown, ...codes: string[]) => error instanceof CruiseApiError && codes.includes(error.code);

/** A cruise line reached over its distribution API (cruise-api-client.ts): the stand-in's by default, a real one by configuration. */
export class CruiseApiSupplier implements CruiseSupplier {
  readonly name = CRUISE_API_SUPPLIER;
  readonly kind = "CRUISE" as const;

  constructor(private readonly client: () => CruiseApiClient) {}

  async catalogue(): Promise<CruiseCatalogue> {
    const [lines, ports] = await Promise.all([this.client().cruiseLines(), this.client().embarkationPorts()]);
    return {
      lines: lines.map((l) => ({ code: l.code, name: l.name })),
      ports: ports.filter((p) => p.embarkation).map((p) => ({ code: p.code, name: p.name, region: p.region })),
    };
  }

  async search(query: CruiseQuery): Promise<CruiseOffer[]> {
    try {
      const found = await this.client().searchSailings({ ...query, from: query.earliest });
      return found.flatMap(({ sailing, fares }) => fares.map((f) => offerOf(sailing, f)));
    } catch (error) {
      // A query the line finds wrong (a port it does not sail from) has no sailings; the site checked its fields.
      if (error instanceof CruiseApiError && error.status === 400) return [];
      throw error;
    }
  }

  async sailing(sailingId: string, party: CruiseParty): Promise<CruiseOffer[]> {
    try {
      const { sailing, fares } = await this.client().sailing(sailingId, party);
      return fares.map((f) => offerOf(sailing, f));
    } catch (error) {
      if (refused(error, "SAILING_NOT_FOUND", "INVALID_GUESTS", "INVALID_CHILD_AGES")) return [];
      throw error;
    }
  }

  async reprice(offerId: string): Promise<Repriced<CruiseDetails>> {
    try {
      const { sailing, fare } = await this.client().priceFare(offerId);
      return { status: "AVAILABLE", offer: offerOf(sailing, fare) };
    } catch (error) {
      if (refused(error, "SOLD_OUT", "FARE_NOT_FOUND")) return { status: "SOLD_OUT" };
      throw error;
    }
  }

  async book(input: { offer: CruiseOffer; travellers: CruiseTravellers; contact: Contact; idempotencyKey: string }): Promise<Booked> {
    try {
      const booking = await this.client().createBooking(
        {
          fareId: input.offer.id,
          totalMinor: input.offer.price.totalMinor,
          currency: input.offer.price.currency,
          guests: input.travellers.map(guestOf),
          contact: input.contact,
        },
        input.idempotencyKey,
      );
      return { supplierRef: booking.reference, status: "CONFIRMED" };
    } catch (error) {
      if (!(error instanceof CruiseApiError)) throw error;
      if (error.code === "PRICE_CHANGED") throw new SupplierError("PRICE_CHANGED", error.message);
      if (error.code === "SOLD_OUT") throw new SupplierError("SOLD_OUT", error.message);
      if (error.code === "FARE_NOT_FOUND") throw new SupplierError("UNAVAILABLE", "This sailing is no longer offered.");
      throw new SupplierError("REJECTED", error.message);
    }
  }

  async cancel(supplierRef: string): Promise<Cancelled> {
    try {
      const done = await this.client().cancelBooking(supplierRef);
      return { status: "CANCELLED", refund: done.refund };
    } catch (error) {
      if (refused(error, "BOOKING_NOT_FOUND")) throw new SupplierError("REJECTED", "The cruise line has no booking with this reference.");
      throw error;
    }
  }

  async status(supplierRef: string): Promise<"CONFIRMED" | "CANCELLED" | "UNKNOWN"> {
    try {
      return (await this.client().booking(supplierRef)).status;
    } catch (error) {
      if (refused(error, "BOOKING_NOT_FOUND")) return "UNKNOWN";
      throw error;
    }
  }
}
