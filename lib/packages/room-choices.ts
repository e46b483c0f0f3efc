import { AppError } from "@/lib/errors";
import { rateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import { SupplierError } from "@/lib/suppliers/seam";
import { packageRoomHref, packageSearchHref } from "./links";
import { packageStayCodes, type PackageOrg } from "./org";
import { packageStayDestination, repricePackageFlight } from "./quote-package";
import { pricePackage } from "./rules";
import type { PackageContext } from "./schemas";
import { findPackageStays } from "./stays";

/** A room of the stay's page as a package: its package price, the difference from the package as it is, its checkout. */
export type PackageRoomChoice = {
  roomTypeId: number;
  totalMinor: number;
  /** Null when the package's own room is not among the stay's rooms (opened from the results, or no longer free). */
  differenceMinor: number | null;
  current: boolean;
  href: string;
};

/**
 * What the stay's page shows when opened from a package: every room that fits the party and is free every night, each
 * priced as the package it makes with the package's flight (re-priced now); or that the flight is gone (sold out, or
 * an offer the airline no longer knows) or the airline could not be asked, with the package's search to run again —
 * no room is then offered at all, so none is booked alone as if it were the package. Null when the link names no
 * package of this stay: the page is then the stay's own.
 */
export type PackageRooms =
  { status: "AVAILABLE"; currency: string; rooms: PackageRoomChoice[] } | { status: "FLIGHT_GONE" | "UNREACHABLE"; searchHref: string } | null;

/** The stay's page's own dates and party, which the package's must be (the page's form can change them). */
type PageStay = { checkIn: string; checkOut: string; rooms: number; guests: number };

/**
 * The rooms of a stay's page as choices for the package it was opened from, priced by the package rule like the
 * package's checkout (which prices the chosen one again, never trusting this page). A link naming another stay's
 * destination, other dates or travellers, or a flight that does not fit them, is no package of this stay.
 */
export async function packageRoomChoices(
  pkg: PackageContext,
  propertyId: number,
  stay: PageStay,
  ctx: { org: PackageOrg; memberPricing: boolean },
): Promise<PackageRooms> {
  const c = pkg.choice;
  const same = c.checkIn === stay.checkIn && c.checkOut === stay.checkOut && c.rooms === stay.rooms && c.adults + c.children === stay.guests;
  if (!same) return null;
  try {
    const destination = await packageStayDestination({ destination: c.destination, propertyId }, ctx.org);
    const [flight, stays, rates] = await Promise.all([
      repricePackageFlight(c, destination),
      findPackageStays({
        ...c,
        destinationId: destination.id,
        productCodes: packageStayCodes(ctx.org),
        guests: stay.guests,
        memberPricing: ctx.memberPricing,
        each: "room",
        propertyId,
      }),
      rateSnapshot(),
    ]);
    if (!flight) return { status: "FLIGHT_GONE", searchHref: packageSearchHref(pkg) };
    const fare = itemQuote(flight, { memberPricing: ctx.memberPricing });
    const priced = stays.map((s) => ({ roomTypeId: s.room.id, price: pricePackage(fare, s.quote, rates) }));
    const own = pkg.current?.propertyId === propertyId ? priced.find((p) => p.roomTypeId === pkg.current?.roomTypeId) : undefined;
    return {
      status: "AVAILABLE",
      currency: fare.currency,
      rooms: priced.map((p) => ({
        roomTypeId: p.roomTypeId,
        totalMinor: p.price.totalMinor,
        differenceMinor: own ? p.price.totalMinor - own.price.totalMinor : null,
        current: p === own,
        href: packageRoomHref(pkg, propertyId, p.roomTypeId),
      })),
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    if (error instanceof SupplierError) return { status: "UNREACHABLE", searchHref: packageSearchHref(pkg) };
    throw error;
  }
}
