/**
 * Duffel's car types to the site's, in one place: the adapter (duffel-supplier.ts) sends CarQuery as Duffel's search
 * and reads rates, quotes and bookings back as Offer<CarDetails>. Nothing else in the site sees an SDK type.
 */
import type { Car, CarsBooking, CarsCharge, CarsLocation, CarsQuote, CarsRate, CarsSearchParams } from "@duffel/api/types";
import { isoMinorUnits } from "@/lib/locale/format";
import type { CancellationTerms, Offer, PriceLines } from "@/lib/suppliers/seam";
import { nearestAirport } from "./airports.mjs";
import { ageForRange, type AgeRange } from "./age-ranges";
import { offerIdOf } from "./offer-id";
import { rentalDays } from "./rental-days";
import type { CarExtraOffer } from "./extras";
import { CAR_LOCATION_KINDS, type CarDetails, type CarLocationKind, type CarPoint, type CarQuery, type FuelPolicy } from "./types";
import { zonedInstant } from "./zoned";

/**
 * Duffel's car answers state their cancellation conditions as text only, so the site sells every car on these terms:
 * free cancellation until 48 hours before pick-up, half refunded after.
 */
const FREE_CANCEL_HOURS = 48;
const LATE_REFUND_BPS = 5000;

/**
 * How far from the place chosen desks are looked for, in km: an airport's own desks, or a city's airports, stations
 * and town offices (Paris: Charles de Gaulle is 23 km from the centre).
 */
const RADIUS_KM = { airport: 10, city: 50 } as const;

/**
 * What the supplier says beyond Duffel's car types: the extras it sells with a rate, its refuelling policy, the
 * deposit, the price of each kilometre over a mileage limit, and whether a desk is at an airport, a station or in
 * town. Each is optional: a supplier that says none sells the car without extras or those terms.
 */
type Extended = {
  extras?: { code: string; name: string; amount: string; max_amount: string | null; currency: string; max_quantity: number }[] | null;
  fuel_policy?: string | null;
  deposit?: { amount: string; currency: string } | null;
  mileage: CarsRate["mileage"] & { excess_amount?: string | null };
  pickup_location: CarsLocation & { type?: string | null };
  dropoff_location: CarsLocation & { type?: string | null };
};

const FUEL_POLICIES: readonly FuelPolicy[] = ["full_to_full", "same_to_same", "pre_purchase"];

export function searchParams(q: CarQuery): CarsSearchParams {
  const at = (p: CarQuery["pickup"]) => ({ radius: RADIUS_KM[p.kind], geographic_coordinates: { latitude: p.latitude, longitude: p.longitude } });
  return {
    pickup_date: q.pickupDate,
    pickup_time: q.pickupTime,
    dropoff_date: q.dropoffDate,
    dropoff_time: q.dropoffTime,
    pickup_location: at(q.pickup),
    dropoff_location: at(q.dropoff),
    driver: { age: ageForRange(q.ageRange), residence_country_code: q.residence },
  };
}

export function toMinor(amount: string | null, currency: string): number {
  if (!amount) return 0;
  return Math.round(Number(amount) * 10 ** isoMinorUnits(currency));
}

/** A desk's kind as the supplier says it, else an airport desk by how it is reached (in the terminal, a shuttle …), else in town. */
function kindOf(loc: CarsLocation & { type?: string | null }): CarLocationKind {
  if (loc.type && (CAR_LOCATION_KINDS as readonly string[]).includes(loc.type)) return loc.type as CarLocationKind;
  return loc.access ? "airport" : "city";
}

function point(loc: CarsLocation & { type?: string | null }): CarPoint {
  const a = loc.address;
  return {
    name: loc.name,
    address: [a.line_one, a.postal_code, a.city_name, a.region].filter(Boolean).join(", "),
    countryCode: a.country_code,
    latitude: loc.geographic_coordinates.latitude,
    longitude: loc.geographic_coordinates.longitude,
    timeZone: timeZoneAt(loc),
    access: loc.access,
    kind: kindOf(loc),
    openingHours: loc.opening_hours,
    phone: loc.phone_number,
    notes: loc.additional_information,
  };
}

/** A desk's time zone: its nearest airport's, remembered per desk (a search has a handful of desks, many rates). */
const zones = new Map<string, string>();
function timeZoneAt(loc: CarsLocation): string {
  const key = `${loc.geographic_coordinates.latitude},${loc.geographic_coordinates.longitude}`;
  let zone = zones.get(key);
  if (!zone) {
    zone = nearestAirport(loc.geographic_coordinates)?.airport.tz ?? "UTC";
    if (zones.size < 10_000) zones.set(key, zone);
  }
  return zone;
}

/** When a booked car is collected, in the desk's time zone. */
export function pickupInstant(b: Pick<CarsBooking, "pickup_date" | "pickup_time" | "pickup_location">): string {
  return zonedInstant(b.pickup_date, b.pickup_time, timeZoneAt(b.pickup_location));
}

type Priced = Pick<
  CarsRate,
  "base_amount" | "total_amount" | "total_currency" | "payment_type" | "mileage" | "supplier" | "pickup_location" | "dropoff_location"
> &
  Extended & {
    car: Car;
  };

type Dates = { pickupDate: string; pickupTime: string; dropoffDate: string; dropoffTime: string };

function price(p: Priced): PriceLines {
  const currency = p.total_currency;
  const totalMinor = toMinor(p.total_amount, currency);
  const baseMinor = p.base_amount ? toMinor(p.base_amount, currency) : totalMinor;
  return { currency, baseMinor, taxesMinor: totalMinor - baseMinor, feesMinor: 0, totalMinor };
}

export function cancellationTerms(pickupInstant: string): CancellationTerms {
  const freeUntil = new Date(Date.parse(pickupInstant) - FREE_CANCEL_HOURS * 3_600_000).toISOString();
  return { refundable: true, freeUntil, afterShareBps: LATE_REFUND_BPS, changeable: false };
}

/** What cancelling now gives back of a total under these terms. */
export function refundMinor(totalMinor: number, terms: CancellationTerms, startsAt: string, now: Date): number {
  if (terms.freeUntil && now.getTime() <= Date.parse(terms.freeUntil)) return totalMinor;
  if (now.getTime() < Date.parse(startsAt)) return Math.round((totalMinor * terms.afterShareBps) / 10_000);
  return 0;
}

/** The charge described as `word` among a quote's charges, in minor units. */
function chargeMinor(charges: CarsQuote["charges"], word: RegExp, currency: string): number {
  return (charges ?? []).filter((c) => c.description && word.test(c.description)).reduce((sum, c) => sum + toMinor(c.amount, currency), 0);
}

function offer(
  id: string,
  p: Priced,
  dates: Dates,
  ageRange: AgeRange,
  extra: Pick<CarDetails, "youngDriverMinor" | "oneWayMinor" | "conditions">,
): Offer<CarDetails> {
  const startsAt = zonedInstant(dates.pickupDate, dates.pickupTime, timeZoneAt(p.pickup_location));
  const endsAt = zonedInstant(dates.dropoffDate, dates.dropoffTime, timeZoneAt(p.dropoff_location));
  const car = p.car;
  const details: CarDetails = {
    acriss: car.code,
    name: car.name,
    category: car.category,
    vehicleType: car.type,
    seats: car.max_passengers,
    bags: car.baggage,
    transmission: car.transmission,
    fuel: car.fuel,
    airConditioning: car.air_conditioning,
    mileage:
      p.mileage.type === "unlimited"
        ? { unlimited: true }
        : {
            unlimited: false,
            limit: p.mileage.limit,
            unit: p.mileage.unit,
            excessMinor: p.mileage.excess_amount ? toMinor(p.mileage.excess_amount, p.total_currency) : null,
          },
    supplier: { name: p.supplier.name, logoUrl: p.supplier.logo_url },
    pickup: point(p.pickup_location),
    dropoff: point(p.dropoff_location),
    ...dates,
    days: rentalDays(dates),
    ageRange,
    ...extra,
    included: ["cdw", "theft", "liability", "taxes"],
    paymentType: p.payment_type,
    imageUrl: car.images?.[0]?.url ?? null,
    currency: p.total_currency,
    fuelPolicy: FUEL_POLICIES.find((f) => f === p.fuel_policy) ?? null,
    depositMinor: p.deposit ? toMinor(p.deposit.amount, p.deposit.currency) : null,
    availableExtras: extrasOf(p),
  };
  return {
    id,
    kind: "CAR",
    supplier: "duffel",
    title: car.name,
    startsAt,
    endsAt,
    price: price(p),
    terms: cancellationTerms(startsAt),
    details,
  };
}

/** The extras a rate sells, in its own currency only (one priced in another cannot be added to its total). */
function extrasOf(p: Priced): CarExtraOffer[] {
  return (p.extras ?? [])
    .filter((e) => e.currency === p.total_currency && Number.isInteger(e.max_quantity) && e.max_quantity > 0)
    .map((e) => ({
      code: e.code,
      name: e.name,
      perDayMinor: toMinor(e.amount, e.currency),
      capMinor: e.max_amount ? toMinor(e.max_amount, e.currency) : null,
      maxQuantity: e.max_quantity,
    }));
}

/**
 * A search's rate. Duffel's rate type does not itemise charges (its total always includes them, and the quote lists
 * them); a rate that carries `charges` anyway has its young-driver and one-way charges shown from them, else none.
 */
export function rateToOffer(rate: CarsRate & Extended & { charges?: CarsCharge[] | null }, q: CarQuery): Offer<CarDetails> {
  const dates = { pickupDate: q.pickupDate, pickupTime: q.pickupTime, dropoffDate: q.dropoffDate, dropoffTime: q.dropoffTime };
  const currency = rate.total_currency;
  return offer(offerIdOf(rate.id, q.ageRange), rate, dates, q.ageRange, {
    youngDriverMinor: chargeMinor(rate.charges ?? null, /young driver/i, currency),
    oneWayMinor: chargeMinor(rate.charges ?? null, /one-way/i, currency),
    conditions: [],
  });
}

export function quoteToOffer(quote: (CarsQuote | CarsBooking) & Extended, offerId: string, ageRange: AgeRange): Offer<CarDetails> {
  const currency = quote.total_currency;
  const dates = { pickupDate: quote.pickup_date, pickupTime: quote.pickup_time, dropoffDate: quote.dropoff_date, dropoffTime: quote.dropoff_time };
  return offer(offerId, quote, dates, ageRange, {
    youngDriverMinor: chargeMinor(quote.charges, /young driver/i, currency),
    oneWayMinor: chargeMinor(quote.charges, /one-way/i, currency),
    conditions: quote.conditions,
  });
}
