import { AppError } from "@/lib/errors";
import { validationError } from "@/lib/zod-errors";
import { rateSnapshot } from "@/lib/locale/rates";
import { convert } from "@/lib/locale/convert";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { catalogueStatement } from "@/lib/terms/of";
import { minCheckinDate } from "@/lib/org/calendar";
import { itemQuote } from "@/lib/orders/item-pricing";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { SupplierError, type Offer } from "@/lib/suppliers/seam";
import { packageDestinations, type PackageDestination } from "./destinations";
import { matchesPackage, packageFacets, type PackageFacets, type PackageFilterRule } from "./filters";
import { PACKAGES_PER_PAGE, packageQuerySchema, type PackageFilters, type PackageQuery, type PackageSort } from "./query";
import { pricePackage, type PackagePrice } from "./rules";
import { findPackageStays, type PackageStay } from "./stays";
import { packageStayCodes, type PackageOrg } from "./org";

/** One package of the results: the stay, whether the terms engine calls it free to cancel now, and its price. */
export type PackageOffer = { stay: Omit<PackageStay, "quote">; freeCancellation: boolean; price: PackagePrice };

export type PackageSearch = {
  query: PackageQuery;
  destination: PackageDestination;
  /** The best-value return flight for the dates and travellers, shared by every package of the page; null: none flies. */
  flight: Offer<FlightDetails> | null;
  results: { total: number; page: number; perPage: number; pages: number; items: PackageOffer[] };
  /** How many packages each filter option gives with the other filters as they are. */
  facets: PackageFacets;
  /** The currency the price filter is in: the visitor's (USD where it has no rate). */
  priceCurrency: string;
  /** When "free to cancel" was judged (ISO). */
  asOf: string;
};

const fieldError = (path: string, message: string) => new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message }] });

/**
 * A package search from URL parameters for an organisation: 404 where packages are not sold, 400 with a reason per
 * field for a bad query, then the best-value return flight and every stay of the destination priced with it (the
 * package rule of ./rules.ts), filtered (./filters.ts, counting each option), sorted and paged. The price filter
 * reads the package price in the visitor's `currency`, converted as the cards show it.
 */
export async function searchPackages({
  raw,
  org,
  memberPricing,
  currency = "USD",
  now = new Date(),
}: {
  raw: Record<string, string>;
  org: PackageOrg;
  memberPricing: boolean;
  currency?: string;
  now?: Date;
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
  const priceCurrency = displayCurrencyFor(currency.toUpperCase(), rates);
  const all = flightQuote
    ? stays.map(({ quote, ...stay }): PackageOffer => ({
        stay,
        freeCancellation: freeToCancel(stay.property, query.checkIn, now, org.timeZone),
        price: pricePackage(flightQuote, quote, rates),
      }))
    : [];
  const facts = all.map((o) => ({
    stars: o.stay.property.stars,
    type: o.stay.property.type,
    free: o.freeCancellation,
    priceMinor: convert(o.price.totalMinor, o.price.currency, priceCurrency, rates.rates, rates.minorUnits),
  }));
  const exponent = rates.minorUnits.get(priceCurrency) ?? 2;
  const rule = filterRule(query.filters, exponent);
  const sorted = all.filter((_, i) => matchesPackage(facts[i]!, rule)).sort(COMPARE[query.sort]);
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
    facets: packageFacets(facts, rule, exponent),
    priceCurrency,
    asOf: now.toISOString(),
  };
}

/** The filters with the price bounds in minor units of the price filter's currency. */
function filterRule(f: PackageFilters, exponent: number): PackageFilterRule {
  const minor = (major: number | undefined) => (major === undefined ? undefined : Math.round(major * 10 ** exponent));
  return { stars: f.stars, types: f.types, freeCancellation: f.freeCancellation, minMinor: minor(f.minPrice), maxMinor: minor(f.maxPrice) };
}

/**
 * Whether a stay booked now refunds everything if cancelled today: the terms engine's own statement (lib/terms), the
 * one the checkout and the trip page word — the filter never says "free" where the booking would not be.
 */
export function freeToCancel(property: PackageStay["property"], checkIn: string, now: Date, calendarZone: string): boolean {
  const s = catalogueStatement(property, checkIn, now, calendarZone);
  return s.cancellable && s.now.kind === "all";
}

const byPrice = (a: PackageOffer, b: PackageOffer) => a.price.totalMinor - b.price.totalMinor || a.stay.property.id - b.stay.property.id;
const COMPARE: Record<PackageSort, (a: PackageOffer, b: PackageOffer) => number> = {
  price: byPrice,
  saving: (a, b) => b.price.savingMinor - a.price.savingMinor || byPrice(a, b),
  stars: (a, b) => b.stay.property.stars - a.stay.property.stars || byPrice(a, b),
};

const minutesOf = (o: Offer<FlightDetails>) => o.details.slices.reduce((s, x) => s + x.durationMinutes, 0);

/** The best value of the return flights for the stay's dates (packageFlights' first), null when none flies. */
async function bestFlight(q: PackageQuery, destination: PackageDestination, memberPricing: boolean): Promise<Offer<FlightDetails> | null> {
  return (await packageFlights(q, destination, memberPricing))[0] ?? null;
}

/**
 * The supplier's return offers that fit the stay's dates and travellers, best value first: the lowest price for this
 * visitor, then the shortest time in the air and in connections.
 */
export async function packageFlights(
  q: Pick<PackageQuery, "origin" | "checkIn" | "checkOut" | "adults" | "children" | "childAges">,
  destination: Pick<PackageDestination, "airportCode">,
  memberPricing: boolean,
): Promise<Offer<FlightDetails>[]> {
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
  return fitting.sort((a, b) => price(a) - price(b) || minutesOf(a) - minutesOf(b));
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
