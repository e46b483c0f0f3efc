import { detailsHref } from "@/lib/booking/search-url";
import { packageQueryParams, type PackageQuery } from "./query";
import type { PackageContext } from "./schemas";

/** The longest way back a hotel page carries: a package's results or checkout link with its filters. */
const MAX_BACK = 600;

/**
 * The way back to a package from its stay's details page (`back=`): only a path of this site's package results or
 * checkout (never another site, a protocol-relative "//host" or a script), else none.
 */
export function packageBackLink(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > MAX_BACK) return null;
  return /^\/packages\/(results|checkout)\?[A-Za-z0-9\-._~%&=+,:]*$/.test(value) ? value : null;
}

/**
 * A package's stay on its own page, for the package's dates and party (its children counted as guests, with their
 * ages when the search gave them), with the way back to the package (`back`, read by packageBackLink) and the
 * package's flight, so that a room chosen there goes into the package (schemas.ts, packageContextOf).
 */
export function stayDetailsHref(
  q: Pick<PackageQuery, "checkIn" | "checkOut" | "rooms" | "adults" | "children" | "childAges">,
  propertyId: number,
  pkg: { back: string; flight: string },
): string {
  const ages = q.childAges?.length === q.children ? q.childAges : undefined;
  const href = detailsHref(propertyId, { checkIn: q.checkIn, checkOut: q.checkOut, guests: q.adults + q.children, rooms: q.rooms, childAges: ages });
  return `${href}&${new URLSearchParams({ back: pkg.back, flight: pkg.flight })}`;
}

/** A stay page's package's search as link parameters (its `from` left out when the way back named none). */
function searchParamsOf(p: PackageContext): Record<string, string> {
  const { from, ...search } = packageQueryParams({ ...p.choice, origin: p.origin ?? "", childAges: p.childAges });
  return { ...(from ? { from } : {}), ...search };
}

/** The checkout of a package with a room chosen on its stay's page: the same flight and search, that stay and room. */
export function packageRoomHref(p: PackageContext, propertyId: number, roomTypeId: number): string {
  const chosen = { flight: p.choice.flightOfferId, property: String(propertyId), room: String(roomTypeId) };
  return `/packages/checkout?${new URLSearchParams({ ...searchParamsOf(p), ...chosen })}`;
}

/**
 * The package's search run again (its results for the same destination, dates and party, without the page's filters),
 * where the traveller picks another package when the one its stay's page was opened from lost its flight.
 */
export function packageSearchHref(p: PackageContext): string {
  return `/packages/results?${new URLSearchParams(searchParamsOf(p))}`;
}

/** The package's checkout link with some of its parameters changed (a new flight, stay or swap), and no longer swapping. */
export function packageCheckoutHref(raw: Record<string, string | string[] | undefined>, change: Record<string, string> = {}): string {
  const kept = Object.entries(raw).flatMap(([k, v]) => (typeof v === "string" && k !== "swap" && !(k in change) ? [[k, v]] : []));
  return `/packages/checkout?${new URLSearchParams([...kept, ...Object.entries(change)])}`;
}
