import { AppError } from "@/lib/errors";
import { validationError } from "@/lib/zod-errors";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import { itemQuote } from "@/lib/orders/item-pricing";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { SupplierError, type Offer } from "@/lib/suppliers/seam";
import { packageDestinations, type PackageDestination } from "./destinations";
import { PACKAGES_PER_PAGE, packageQuerySchema, type PackageQuery, type PackageSort } from "./query";
import { pricePackage, type PackagePrice } from "./rules";
import { findPackageStays, type PackageStay } from "./stays";
import { packageStayCodes, type PackageOrg } from "./org";

export type PackageOffer = { stay: Omit<PackageStay, "quote">; price: PackagePrice };

export type PackageSearch = {
  query: PackageQuery;
  destination: PackageDestination;
  /** The best-value return flight for the dates and travellers, shared by every package of the page; null: none flies. */
  flight: Offer<FlightDetails> | null;
  results: { total: number; page: number; perPage: number; pages: number; items: PackageOffer[] };
};

const fieldError = (path: string, message: string) => new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message }] });

/**
 * A package search from URL parameters for an organisation: 404 where packages are not sold, 400 with a reason per
 * field for a bad query, then the best-value return flight and every stay of the destination priced with it (the
 * package rule of ./rules.ts), sorted and paged.
 */
export async function searchPackages({
  raw,
  org,
  memberPricing,
}: {
  raw: Record<string, string>;
  org: PackageOrg;
  memberPricing: boolean;
}): Promise<PackageSearch> {
  if (!org.eligibleProducts.includes("packages")) throw new AppError("NOT_FOUND", "Packages are not offered on this site.");
  const parsed = packageQuerySchema(minCheckinDate(org)).safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const query = parsed.data;
  const destination = (await packageDestinations()).find((d) => d.slug === query.destination);
  if (!destination) throw fieldError("to", "Choose a destination from the list");
  if (destination.airportCode === query.origin || destination.airports.includes(query.origin))
    throw fieldError("to", "Choose a destination away from your airport");

  const [flight, stays, rates] = await Promise.all([
    bestFlight(query, destination, memberPricing),
    findPackageStays({
      destinationId: destination.id,
      productCodes: packageStayCodes(org),
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      rooms: query.rooms,
      guests: query.adults + query.children,
      memberPricing,
    }),
    rateSnapshot(),
  ]);
  const flightQuote = flight ? itemQuote(flight, { memberPricing }) : null;
  const all = flightQuote ? stays.map(({ quote, ...stay }) => ({ stay, price: pricePackage(flightQuote, quote, rates) })) : [];
  const sorted = all.sort(COMPARE[query.sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PACKAGES_PER_PAGE));
  const page = Math.min(query.page, pages);
  return {
    query,
    destination,
    flight,
    results: {
      total: sorted.length,
      page,
      perPage: PACKAGES_PER_PAGE,
      pages,
      items: sorted.slice((page - 1) * PACKAGES_PER_PAGE, page * PACKAGES_PER_PAGE),
    },
  };
}

const byPrice = (a: PackageOffer, b: PackageOffer) => a.price.totalMinor - b.price.totalMinor || a.stay.property.id - b.stay.property.id;
const COMPARE: Record<PackageSort, (a: PackageOffer, b: PackageOffer) => number> = {
  price: byPrice,
  saving: (a, b) => b.price.savingMinor - a.price.savingMinor || byPrice(a, b),
  stars: (a, b) => b.stay.property.stars - a.stay.property.stars || byPrice(a, b),
};

const minutesOf = (o: Offer<FlightDetails>) => o.details.slices.reduce((s, x) => s + x.durationMinutes, 0);

/**
 * The best value of the supplier's return offers for the stay's dates: the lowest price for this visitor, then the
 * shortest time in the air and in connections.
 */
async function bestFlight(q: PackageQuery, destination: PackageDestination, memberPricing: boolean): Promise<Offer<FlightDetails> | null> {
  const offers = await flightModule
    .supplier()
    .search({
      origin: q.origin,
      destination: destination.airportCode,
      departureDate: q.checkIn,
      returnDate: q.checkOut,
      adults: q.adults,
      children: q.children,
      ...(q.childAges ? { childAges: q.childAges } : {}),
      infants: 0,
      cabin: "economy",
    })
    .catch((error: unknown) => {
      if (error instanceof SupplierError) throw new AppError("SERVICE_UNAVAILABLE", "Flights cannot be searched right now. Please try again shortly.");
      throw error;
    });
  const price = (o: Offer<FlightDetails>) => itemQuote(o, { memberPricing }).totalMinor;
  const fitting = offers.filter((o) => fitsStay(o, q));
  return fitting.sort((a, b) => price(a) - price(b) || minutesOf(a) - minutesOf(b))[0] ?? null;
}

/** A return flight out on the check-in day and back on the check-out day (local dates), for exactly these travellers. */
export function fitsStay(o: Offer<FlightDetails>, q: { checkIn: string; checkOut: string; adults: number; children: number }): boolean {
  const [out, back] = o.details.slices;
  const count = (type: string) => o.details.passengers.filter((p) => p.type === type).length;
  return (
    o.details.slices.length === 2 &&
    out!.departsAt.slice(0, 10) === q.checkIn &&
    back!.departsAt.slice(0, 10) === q.checkOut &&
    count("adult") === q.adults &&
    count("child") === q.children &&
    count("infant") === 0
  );
}
