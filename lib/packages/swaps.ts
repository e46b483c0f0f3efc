import { AppError } from "@/lib/errors";
import { convert } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import { SOLD_OUT, supplierFailure } from "@/lib/orders/book-supplier-item";
import { fareFamilies, tripKey } from "@/lib/suppliers/flights/fare-families";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { packageDestinations } from "./destinations";
import { packageStayCodes, type PackageOrg } from "./org";
import { quotePackage } from "./quote-package";
import { pricePackage, type PackagePrice } from "./rules";
import type { PackageSwapInput } from "./schemas";
import { packageFlights } from "./search-packages";
import { findPackageStays, type PackageStay } from "./stays";

type FlightOffer = Offer<FlightDetails>;

/** What a choice makes the package cost, and the difference from the package as it is — both in the package's currency. */
export type SwapPrice = { totalMinor: number; differenceMinor: number };

/** A trip (the same flights) with each fare family it is sold in, each priced as the package it would make. */
export type FlightSwap = { offer: FlightOffer; current: boolean; fares: (SwapPrice & { offer: FlightOffer; current: boolean })[] };

/** A room of a stay at the destination, priced as the package it would make with the package's flight. */
export type StaySwap = SwapPrice & { stay: Omit<PackageStay, "quote">; current: boolean };

export type PackageSwaps = {
  part: PackageSwapInput["part"];
  /** The package as it is, priced now: the currency every difference is in. */
  currency: string;
  totalMinor: number;
  flights: FlightSwap[];
  stays: StaySwap[];
};

const ROOM_GONE = "Sorry, this room is no longer available for your dates. Nothing was charged.";

/**
 * The difference a choice makes: its package price, in the package's currency (a fare sold in another currency is
 * converted as the package converts its stay), less the package's price now. The package rule (./rules.ts) prices
 * both, so the difference is what the checkout of the new choice will show over the old one.
 */
export function swapPrice(
  price: Pick<PackagePrice, "currency" | "totalMinor">,
  current: Pick<PackagePrice, "currency" | "totalMinor">,
  rates: Parameters<typeof pricePackage>[2],
): SwapPrice {
  const totalMinor =
    price.currency === current.currency ? price.totalMinor : convert(price.totalMinor, price.currency, current.currency, rates.rates, rates.minorUnits);
  return { totalMinor, differenceMinor: totalMinor - current.totalMinor };
}

/**
 * The other flights or stays a package can take, each priced as the package it would make against the package as it
 * is now (re-priced here, never taken from the page): the return flights of the same days for the same travellers
 * (trips with their fare families, best value first), or every room at the destination that fits the party (cheapest
 * first). Choosing one only makes a new checkout link; that checkout and the booking price everything again.
 */
export async function packageSwaps(input: PackageSwapInput, ctx: { org: PackageOrg; memberPricing: boolean }): Promise<PackageSwaps> {
  const quote = await quotePackage(input.choice, ctx).catch((error: unknown) => {
    throw supplierFailure(error);
  });
  if (quote.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", quote.part === "flight" ? SOLD_OUT : ROOM_GONE);
  const { choice } = input;
  const destination = (await packageDestinations()).find((d) => d.slug === choice.destination)!;
  const rates = await rateSnapshot();
  const base = { part: input.part, currency: quote.price.currency, totalMinor: quote.price.totalMinor, flights: [], stays: [] };
  if (input.part === "flight") {
    const origin = input.origin ?? quote.flight.details.slices[0]!.origin.iata;
    const offers = await packageFlights({ ...choice, origin, childAges: input.childAges }, destination, ctx.memberPricing).catch((error: unknown) => {
      throw supplierFailure(error);
    });
    const currentTrip = tripKey(quote.flight);
    const brandOf = (o: FlightOffer) => o.details.slices[0]?.fareBrand ?? "";
    const priced = (o: FlightOffer) => swapPrice(pricePackage(itemQuote(o, { memberPricing: ctx.memberPricing }), quote.stay.quote, rates), quote.price, rates);
    const flights = fareFamilies(offers).map(({ fares, ...offer }) => {
      const current = tripKey(offer) === currentTrip;
      return {
        offer,
        current,
        fares: fares.map((fare) => ({ offer: fare, current: current && brandOf(fare) === brandOf(quote.flight), ...priced(fare) })),
      };
    });
    return { ...base, flights };
  }
  const stays = await findPackageStays({
    destinationId: destination.id,
    productCodes: packageStayCodes(ctx.org),
    checkIn: choice.checkIn,
    checkOut: choice.checkOut,
    rooms: choice.rooms,
    guests: choice.adults + choice.children,
    memberPricing: ctx.memberPricing,
    each: "room",
  });
  const flight = itemQuote(quote.flight, { memberPricing: ctx.memberPricing });
  return {
    ...base,
    stays: stays
      .map(({ quote: stayQuote, ...stay }) => ({
        stay,
        current: stay.room.id === choice.roomTypeId,
        ...swapPrice(pricePackage(flight, stayQuote, rates), quote.price, rates),
      }))
      .sort((a, b) => a.totalMinor - b.totalMinor || a.stay.property.id - b.stay.property.id || a.stay.room.id - b.stay.room.id),
  };
}
