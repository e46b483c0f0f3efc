import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { AMENITIES, isAmenity } from "./amenities";
import { PROPERTY_TYPES, isPropertyType, type PropertyType } from "./property-types";
import { PRODUCT_CODES, stayNights, type BookableProduct } from "./pricing";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import { zInt4 } from "@/lib/zod-int";
import { MAX_CHILD_AGE, MAX_PARTY, MAX_ROOMS } from "./occupancy";

/**
 * The search query string (SPEC §2: destination or latitude/longitude, dates, guests, rooms, filters, sort, page; and
 * the children's ages of ./occupancy.ts), as shared by the result pages and GET /api/search. Parsing never throws: a
 * bad value becomes an error code the page shows in the visitor's language and the API answers with 400.
 */

export const SORTS = ["recommended", "price-asc", "price-desc", "stars", "distance"] as const;
export type SearchSort = (typeof SORTS)[number];
export const MAX_NIGHTS = 30;
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 200;
export const PER_PAGE = 20;
/** The "distance from the centre" options of the results' filter, in km (any other value within range works too). */
export const DISTANCE_OPTIONS = [1, 3, 5, 10] as const;

export type SearchErrorCode =
  | "invalidProduct"
  | "destinationRequired"
  | "invalidCoordinates"
  | "invalidDate"
  | "checkinTooEarly"
  | "checkoutNotAfterCheckin"
  | "tooManyNights"
  | "invalidGuests"
  | "invalidRooms"
  | "moreRoomsThanGuests"
  | "invalidChildren"
  | "invalidAges"
  | "agesCount"
  | "adultPerRoom"
  | "invalidPrice"
  | "invalidDistance"
  | "invalid";

export type SearchError = { field: string; code: SearchErrorCode; params?: Record<string, string | number> };

export type SearchQuery = {
  product: BookableProduct;
  destination?: string;
  lat?: number;
  lng?: number;
  radiusKm: number;
  checkIn: string;
  checkOut: string;
  /** Everyone: adults and children (SPEC §2's `guests`). */
  guests: number;
  rooms: number;
  /** Each child's age (0–17), as many as the URL's `children`; the adults are `guests` less the children. */
  childAges: number[];
  minPrice?: number;
  maxPrice?: number;
  stars: number[];
  amenities: string[];
  /** Only stays the terms engine calls free to cancel today (lib/terms): the results' "Free cancellation" badge. */
  freeCancellation: boolean;
  types: PropertyType[];
  /** At most this far (km) from the point searched around, or else from the centre of the property's destination. */
  maxKm?: number;
  /** The results shown on a map rather than as a list (the page only; the search is the same). */
  view?: "map";
  sort: SearchSort;
  page: number;
  perPage: number;
};

const optionalNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), z.coerce.number().finite().min(min).max(max).optional());
const isoDate = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));
/** "4,5" or, from a form's checkboxes, ["4", "5"]: both mean the same list. */
const list = (s: string | string[] | undefined) =>
  (Array.isArray(s) ? s.join(",") : (s ?? ""))
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Field-by-field schemas, so one bad field does not hide the others' values or errors. */
const FIELDS = {
  product: z.enum(Object.keys(PRODUCT_CODES) as [BookableProduct, ...BookableProduct[]]),
  // A NUL or a lone surrogate is refused (zText: PostgreSQL cannot store it); other control characters are dropped.
  destination: zText()
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, "").trim())
    .pipe(zText().max(100))
    .optional(),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  radius: optionalNumber(1, MAX_RADIUS_KM),
  checkin: isoDate.optional(),
  checkout: isoDate.optional(),
  guests: zInt4({ min: 1, max: MAX_PARTY }),
  rooms: zInt4({ min: 1, max: MAX_ROOMS }),
  children: zInt4({ min: 0, max: MAX_PARTY - 1 }),
  minPrice: optionalNumber(0, 1e9),
  maxPrice: optionalNumber(0, 1e9),
  distance: optionalNumber(0.1, MAX_RADIUS_KM),
  page: zInt4({ min: 1, max: 1000 }),
  perPage: zInt4({ min: 1, max: 50 }),
} as const;

export type RawSearchParams = Record<string, string | string[] | undefined>;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; errors: SearchError[]; query: Partial<SearchQuery> };

type Getter = <K extends keyof typeof FIELDS>(key: K, fallback?: string) => z.infer<(typeof FIELDS)[K]> | undefined;

function getter(raw: RawSearchParams, errors: SearchError[]): Getter {
  return (key, fallback) => {
    const given = first(raw[key]);
    const value = given === undefined || given === "" ? fallback : given;
    const parsed = FIELDS[key].safeParse(value);
    if (parsed.success) return parsed.data as never;
    errors.push({ field: key, code: CODE_OF[key] });
    return undefined;
  };
}

export type StayInput = { checkIn?: string; checkOut?: string; guests?: number; rooms?: number; childAges?: number[] };

/**
 * `children` and `ages` ("4,9": one whole number from 0 to 17 a child) against `guests` and `rooms`: as many ages as
 * children, at least one adult, and an adult in every room. Returns the ages when they hold.
 */
function readChildren(raw: RawSearchParams, get: Getter, errors: SearchError[], guests?: number, rooms?: number): number[] | undefined {
  const children = get("children", "0");
  const given = list(raw.ages);
  const ages = given.map((a) => (/^\d{1,2}$/.test(a) ? Number(a) : NaN));
  const before = errors.length;
  if (ages.some((a) => !(a >= 0 && a <= MAX_CHILD_AGE))) errors.push({ field: "ages", code: "invalidAges", params: { max: MAX_CHILD_AGE } });
  else if (children !== undefined && ages.length !== children) errors.push({ field: "ages", code: "agesCount", params: { children } });
  if (children !== undefined && guests !== undefined && children >= guests)
    errors.push({ field: "children", code: "invalidChildren", params: { max: MAX_PARTY - 1 } });
  else if (children !== undefined && guests !== undefined && rooms !== undefined && rooms <= guests && rooms > guests - children)
    errors.push({ field: "rooms", code: "adultPerRoom" });
  return errors.length === before && children !== undefined ? ages : undefined;
}

/**
 * Dates, guests and rooms with the org's rules. Missing dates default to the earliest check-in and two nights; the
 * check-in may not be before the org's minimum check-in date (today in its time zone plus minCheckinDays); stays
 * are 1–30 nights; there are no more rooms than guests, and each room has an adult; each child's age is given.
 */
function readStay(raw: RawSearchParams, get: Getter, errors: SearchError[], org: { minCheckinDays: number; timeZone: string }, now?: Date): StayInput {
  const minDate = minCheckinDate(org, now);
  const checkIn = get("checkin") ?? (first(raw.checkin) ? undefined : minDate);
  const checkOut = get("checkout") ?? (first(raw.checkout) ? undefined : checkIn ? addDays(checkIn, 2) : undefined);
  const guests = get("guests", "2");
  const rooms = get("rooms", "1");
  if (checkIn && checkIn < minDate) errors.push({ field: "checkin", code: "checkinTooEarly", params: { date: minDate } });
  if (checkIn && checkOut) {
    if (checkOut <= checkIn) errors.push({ field: "checkout", code: "checkoutNotAfterCheckin" });
    else if (stayNights(checkIn, checkOut).length > MAX_NIGHTS) errors.push({ field: "checkout", code: "tooManyNights", params: { max: MAX_NIGHTS } });
  }
  if (guests !== undefined && rooms !== undefined && rooms > guests) errors.push({ field: "rooms", code: "moreRoomsThanGuests" });
  const childAges = readChildren(raw, get, errors, guests, rooms);
  return { checkIn, checkOut, guests, rooms, childAges };
}

/** The stay of a details page (checkin, checkout, guests, rooms, children, ages), with the same rules as the search. */
export function parseStay(raw: RawSearchParams, org: { minCheckinDays: number; timeZone: string }, now?: Date): { stay: StayInput; errors: SearchError[] } {
  const errors: SearchError[] = [];
  const stay = readStay(raw, getter(raw, errors), errors, org, now);
  return { stay, errors };
}

/** The children's ages of a link (`children`, `ages`), checked against its guests and rooms as a search checks them. */
export function parseChildAges(raw: RawSearchParams, guests: number, rooms: number): { childAges?: number[]; errors: SearchError[] } {
  const errors: SearchError[] = [];
  const childAges = readChildren(raw, getter(raw, errors), errors, guests, rooms);
  return { childAges, errors };
}

/** Reads and checks a search; never throws. */
export function parseSearch(
  raw: RawSearchParams,
  org: { minCheckinDays: number; timeZone: string },
  defaults: { product?: BookableProduct; now?: Date } = {},
): ParsedSearch {
  const errors: SearchError[] = [];
  const get = getter(raw, errors);
  const product = get("product", defaults.product ?? "hotel");
  const destination = get("destination") || undefined;
  const lat = get("latitude");
  const lng = get("longitude");
  const radiusKm = get("radius") ?? DEFAULT_RADIUS_KM;
  const { checkIn, checkOut, guests, rooms, childAges } = readStay(raw, get, errors, org, defaults.now);
  const minPrice = get("minPrice");
  const maxPrice = get("maxPrice");
  const page = get("page", "1") ?? 1;
  const perPage = get("perPage", String(PER_PAGE)) ?? PER_PAGE;
  const stars = [
    ...new Set(
      list(raw.stars)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    ),
  ].sort();
  // Unknown amenity codes are ignored rather than refused: an old shared link still works.
  const amenities = [...new Set(list(raw.amenities).filter(isAmenity))].sort((a, b) => AMENITIES.indexOf(a) - AMENITIES.indexOf(b));
  const types = [...new Set(list(raw.types).filter(isPropertyType))].sort((a, b) => PROPERTY_TYPES.indexOf(a) - PROPERTY_TYPES.indexOf(b));
  const freeCancellation = ["1", "true", "on"].includes(first(raw.freeCancel) ?? "");
  const maxKm = get("distance");
  const sortRaw = first(raw.sort);
  const hasPoint = lat !== undefined && lng !== undefined;
  const sort: SearchSort = (SORTS as readonly string[]).includes(sortRaw ?? "") ? (sortRaw as SearchSort) : hasPoint ? "distance" : "recommended";

  if ((lat === undefined) !== (lng === undefined) && !errors.some((e) => e.code === "invalidCoordinates"))
    errors.push({ field: "latitude", code: "invalidCoordinates" });
  if (!destination && !hasPoint && !errors.some((e) => e.code === "invalidCoordinates")) errors.push({ field: "destination", code: "destinationRequired" });
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) errors.push({ field: "maxPrice", code: "invalidPrice" });

  const query: Partial<SearchQuery> = {
    product,
    destination,
    lat: hasPoint ? lat : undefined,
    lng: hasPoint ? lng : undefined,
    radiusKm,
    checkIn,
    checkOut,
    guests,
    rooms,
    childAges,
    minPrice,
    maxPrice,
    stars,
    amenities,
    freeCancellation,
    types,
    maxKm,
    ...(first(raw.view) === "map" ? { view: "map" as const } : {}),
    sort: sort === "distance" && !hasPoint ? "recommended" : sort,
    page,
    perPage,
  };
  if (errors.length > 0) return { ok: false, errors, query };
  return { ok: true, query: query as SearchQuery };
}

const CODE_OF: Record<keyof typeof FIELDS, SearchErrorCode> = {
  product: "invalidProduct",
  destination: "invalid",
  latitude: "invalidCoordinates",
  longitude: "invalidCoordinates",
  radius: "invalidCoordinates",
  checkin: "invalidDate",
  checkout: "invalidDate",
  guests: "invalidGuests",
  rooms: "invalidRooms",
  children: "invalidChildren",
  minPrice: "invalidPrice",
  maxPrice: "invalidPrice",
  distance: "invalidDistance",
  page: "invalid",
  perPage: "invalid",
};

/** English texts of the error codes, for the JSON API (pages show the translated Search.errors.* messages). */
export const SEARCH_ERROR_TEXT: Record<SearchErrorCode, string> = {
  invalidProduct: `Search one of the products ${Object.keys(PRODUCT_CODES).join(", ")}`,
  destinationRequired: "Enter a destination, or search near a location",
  invalidCoordinates: "Give both latitude (-90 to 90) and longitude (-180 to 180), and a radius of 1 to 200 km",
  invalidDate: "Dates must be real dates written YYYY-MM-DD",
  checkinTooEarly: "The earliest check-in date is {date}",
  checkoutNotAfterCheckin: "Check-out must be after check-in",
  tooManyNights: "A stay can be at most {max} nights",
  invalidGuests: "Guests must be a whole number from 1 to 12",
  invalidRooms: "Rooms must be a whole number from 1 to 8",
  moreRoomsThanGuests: "There cannot be more rooms than guests",
  invalidChildren: "Children must be a whole number from 0 to {max}, fewer than the guests (guests counts adults and children)",
  invalidAges: "Give each child's age as a whole number from 0 to {max}, separated by commas",
  agesCount: "Give one age for each child: {children} ages",
  adultPerRoom: "Each room needs at least one adult",
  invalidPrice: "Prices must be positive numbers, the minimum no more than the maximum",
  invalidDistance: "The distance from the centre must be a number of km from 0.1 to 200",
  invalid: "This value is not valid",
};

export function searchErrorText(e: SearchError): string {
  return SEARCH_ERROR_TEXT[e.code].replace(/\{(\w+)\}/g, (_, k: string) => String(e.params?.[k] ?? ""));
}
