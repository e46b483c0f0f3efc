import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { rateSnapshot } from "@/lib/locale/rates";
import { loadStayQuote, type LoadedStay } from "@/lib/booking/stay-quote";
import { itemQuote } from "@/lib/orders/item-pricing";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { packageDestinations, type PackageDestination } from "./destinations";
import { packageStayCodes, type PackageOrg } from "./org";
import { pricePackage, type PackagePrice } from "./rules";
import { fitsStay } from "./search-packages";

/** One package as chosen on the results: the flight offer, the stay's room and dates, and who travels. */
export type PackageChoice = {
  flightOfferId: string;
  destination: string;
  propertyId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
};

export type PackageQuote =
  { status: "AVAILABLE"; flight: Offer<FlightDetails>; stay: LoadedStay; price: PackagePrice } | { status: "SOLD_OUT"; part: "flight" | "stay" };

const mismatch = (path: string, message: string) => new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message }] });

/**
 * The destination of a package whose stay is `propertyId`: refused unless the organisation sells packages, the
 * destination is a package destination and the stay is one of its stays the organisation sells in packages.
 */
export async function packageStayDestination(choice: Pick<PackageChoice, "destination" | "propertyId">, org: PackageOrg): Promise<PackageDestination> {
  if (!org.eligibleProducts.includes("packages")) throw new AppError("NOT_FOUND", "Packages are not offered on this site.");
  const destination = (await packageDestinations()).find((d) => d.slug === choice.destination);
  if (!destination) throw mismatch("destination", "Choose a destination from the list");
  const property = await db.property.findUnique({ where: { id: choice.propertyId }, select: { destinationId: true, productCode: true } });
  if (!property || property.destinationId !== destination.id || !packageStayCodes(org).includes(property.productCode)) {
    throw new AppError("NOT_FOUND", "This stay is not offered in a package here.");
  }
  return destination;
}

/**
 * The package's flight re-priced with its supplier (null when sold out), refused unless it goes to the destination
 * out on check-in and back on check-out with exactly these travellers.
 */
export async function repricePackageFlight(
  choice: Pick<PackageChoice, "flightOfferId" | "checkIn" | "checkOut" | "adults" | "children">,
  destination: PackageDestination,
): Promise<Offer<FlightDetails> | null> {
  const repriced = await flightModule.supplier().reprice(choice.flightOfferId);
  if (repriced.status === "SOLD_OUT") return null;
  const flight = repriced.offer;
  if (!fitsStay(flight, choice) || !destination.airports.includes(flight.details.slices[0]!.destination.iata)) {
    throw mismatch("flightOfferId", "This flight does not match the stay's destination, dates and travellers");
  }
  return flight;
}

/**
 * A package priced now, as checkout shows it and booking charges it: the flight re-priced with its supplier, the
 * stay from the database, both at this visitor's prices, together under the package rule. A flight that does not go
 * to the stay's destination on its dates with these travellers, or a stay the organisation does not sell, is refused.
 * Supplier failures other than sold out are thrown as the supplier's errors.
 */
export async function quotePackage(choice: PackageChoice, ctx: { org: PackageOrg; memberPricing: boolean }): Promise<PackageQuote> {
  const destination = await packageStayDestination(choice, ctx.org);
  const guests = choice.adults + choice.children;
  const [flight, stay, rates] = await Promise.all([
    repricePackageFlight(choice, destination),
    loadStayQuote({ ...choice, guests, memberPricing: ctx.memberPricing }),
    rateSnapshot(),
  ]);
  if (!flight) return { status: "SOLD_OUT", part: "flight" };
  if (stay.availableRooms < choice.rooms) return { status: "SOLD_OUT", part: "stay" };
  return { status: "AVAILABLE", flight, stay, price: pricePackage(itemQuote(flight, { memberPricing: ctx.memberPricing }), stay.quote, rates) };
}
