import { PER_PAGE, type SearchQuery } from "./search-input";

/**
 * The shareable URLs of the search (the URL contract): results pages, their pages and sorts, the details page and the
 * checkout link the details page hands to the checkout. Only values that differ from the defaults are written.
 */

export function searchParamsOf(q: Partial<SearchQuery>): URLSearchParams {
  const s = new URLSearchParams();
  if (q.product) s.set("product", q.product);
  if (q.lat !== undefined && q.lng !== undefined) {
    s.set("latitude", String(q.lat));
    s.set("longitude", String(q.lng));
    if (q.radiusKm !== undefined && q.radiusKm !== 25) s.set("radius", String(q.radiusKm));
  }
  if (q.destination) s.set("destination", q.destination);
  if (q.checkIn) s.set("checkin", q.checkIn);
  if (q.checkOut) s.set("checkout", q.checkOut);
  if (q.guests !== undefined) s.set("guests", String(q.guests));
  if (q.rooms !== undefined) s.set("rooms", String(q.rooms));
  setChildren(s, q.childAges);
  if (q.minPrice !== undefined) s.set("minPrice", String(q.minPrice));
  if (q.maxPrice !== undefined) s.set("maxPrice", String(q.maxPrice));
  if (q.stars?.length) s.set("stars", q.stars.join(","));
  if (q.amenities?.length) s.set("amenities", q.amenities.join(","));
  if (q.freeCancellation) s.set("freeCancel", "1");
  if (q.types?.length) s.set("types", q.types.join(","));
  if (q.maxKm !== undefined) s.set("distance", String(q.maxKm));
  if (q.view === "map") s.set("view", "map");
  if (q.sort && q.sort !== "recommended") s.set("sort", q.sort);
  if (q.perPage && q.perPage !== PER_PAGE) s.set("perPage", String(q.perPage));
  if (q.page && q.page > 1) s.set("page", String(q.page));
  return s;
}

/** `children` and `ages`, written only when there are children (a search without them is the old URL). */
function setChildren(s: URLSearchParams, childAges: readonly number[] | undefined) {
  if (!childAges?.length) return;
  s.set("children", String(childAges.length));
  s.set("ages", childAges.join(","));
}

export function searchHref(path: string, q: Partial<SearchQuery>): string {
  const qs = searchParamsOf(q).toString();
  return qs ? `${path}?${qs}` : path;
}

/** /resorts/search-details for resorts, /search-detail for the others (SPEC §2 routes). */
export function resultsPath(product: string | undefined): string {
  return product === "resorts" ? "/resorts/search-details" : "/search-detail";
}

export type StayParams = { checkIn: string; checkOut: string; guests: number; rooms: number; childAges?: readonly number[] };

/** /hotel-details?id=&checkin=&checkout=&guests=&rooms=[&children=&ages=] */
export function detailsHref(propertyId: number, stay?: Partial<StayParams>): string {
  const s = new URLSearchParams({ id: String(propertyId) });
  if (stay?.checkIn) s.set("checkin", stay.checkIn);
  if (stay?.checkOut) s.set("checkout", stay.checkOut);
  if (stay?.guests !== undefined) s.set("guests", String(stay.guests));
  if (stay?.rooms !== undefined) s.set("rooms", String(stay.rooms));
  setChildren(s, stay?.childAges);
  return `/hotel-details?${s}`;
}

/** The checkout contract: /hotel-checkout?property=&room=&checkin=&checkout=&guests=&rooms=[&children=&ages=] */
export function roomCheckoutHref(propertyId: number, roomTypeId: number, stay: StayParams): string {
  const s = new URLSearchParams({
    property: String(propertyId),
    room: String(roomTypeId),
    checkin: stay.checkIn,
    checkout: stay.checkOut,
    guests: String(stay.guests),
    rooms: String(stay.rooms),
  });
  setChildren(s, stay.childAges);
  return `/hotel-checkout?${s}`;
}

/** The checkout contract for activities: /hotel-checkout?property=&slot=&guests= */
export function slotCheckoutHref(propertyId: number, slotId: number, guests: number): string {
  return `/hotel-checkout?${new URLSearchParams({ property: String(propertyId), slot: String(slotId), guests: String(guests) })}`;
}
