import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { zInt4 } from "@/lib/zod-int";
import { addDays } from "@/lib/org/calendar";
import { MAX_NIGHTS } from "@/lib/booking/stay-quote";
import { stayNights } from "@/lib/booking/pricing";
import { MAX_DAYS_AHEAD, MAX_SEATED_PASSENGERS, zFlightChildAges } from "@/lib/suppliers/flights/query";
import { isKnownPlace } from "@/lib/suppliers/flights/places";
import { PROPERTY_TYPES, isPropertyType, type PropertyType } from "@/lib/booking/property-types";

export const PACKAGE_SORTS = ["price", "saving", "stars"] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];
export const PACKAGES_PER_PAGE = 10;
export const MAX_ROOMS = 4;

/**
 * The results' filters (issue #53): the stay's stars and property type, free cancellation as the terms engine judges
 * it today, and a range of the package price in the visitor's currency (major units, as typed in the boxes).
 */
export type PackageFilters = { stars: number[]; types: PropertyType[]; freeCancellation: boolean; minPrice?: number; maxPrice?: number };

/** A package search: where from and to, the stay's dates (the flight's outbound and return days), rooms and travellers. */
export type PackageQuery = {
  origin: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
  /** Each child's age (2–11), for the flight's child fares, when the search gave them. */
  childAges?: number[];
  filters: PackageFilters;
  sort: PackageSort;
  page: number;
};

const isoDate = zIsoDate("Use a date as YYYY-MM-DD", { error: "Choose a date" });

/** "4,5" (the API) or the form's checkboxes joined by the page ("4,5"): the items, blanks dropped. */
const listOf = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

const starsList = zText()
  .transform(listOf)
  .refine((xs) => xs.every((x) => /^[1-5]$/.test(x)), "Stars are whole numbers from 1 to 5")
  .transform((xs) => [...new Set(xs.map(Number))].sort());
const typesList = zText()
  .transform(listOf)
  .refine((xs) => xs.every(isPropertyType), `Choose property types among ${PROPERTY_TYPES.join(", ")}`)
  .transform((xs) => PROPERTY_TYPES.filter((t) => xs.includes(t)));
/** A price as typed in the visitor's currency; an empty box is no bound. */
const priceBound = zText()
  .trim()
  .refine((s) => s === "" || /^\d{1,9}(\.\d{1,2})?$/.test(s), "Give a price of 0 or more, like 1200 or 1200.50")
  .transform((s) => (s === "" ? undefined : Number(s)));
const freeCancel = z
  .enum(["", "0", "1", "true", "false", "on"], { error: "Use freeCancel=1 for free cancellation only" })
  .transform((v) => ["1", "true", "on"].includes(v));

/** A package link's destination, dates and party (to, checkin, checkout, rooms, adults, children) as a search names them. */
export function packageSearchOf(q: { to: string; checkin: string; checkout: string; rooms: number; adults: number; children: number }) {
  return { destination: q.to, checkIn: q.checkin, checkOut: q.checkout, rooms: q.rooms, adults: q.adults, children: q.children };
}

/**
 * The search's URL parameters (from, to, checkin, checkout, rooms, adults, children, ages, sort, page, and the filters
 * stars, types, freeCancel, minPrice, maxPrice), each checked with a
 * reason: a known airport or city to fly from, a destination slug, a check-in from the organisation's first bookable
 * day (`minDate`) up to the airlines' horizon, 1–30 nights, at least one adult per room and at most 9 travellers with
 * a seat. Whether the destination has an airport is checked against the catalogue (search-packages.ts).
 */
export function packageQuerySchema(minDate: string) {
  const maxDate = addDays(minDate, MAX_DAYS_AHEAD);
  return z
    .object({
      from: zText({ error: "Choose an airport or city from the list" })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, "Choose an airport or city from the list")
        .refine(isKnownPlace, "We do not know this airport or city code"),
      to: zText({ error: "Choose a destination from the list" })
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9-]{1,80}$/, "Choose a destination from the list"),
      checkin: isoDate
        .refine((d) => d >= minDate, `Choose a check-in on or after ${minDate}`)
        .refine((d) => d <= maxDate, `Choose a check-in before ${maxDate}`),
      checkout: isoDate,
      rooms: zInt4({ min: 1, max: MAX_ROOMS, message: `Use 1 to ${MAX_ROOMS} rooms` }).default(1),
      adults: zInt4({ min: 1, max: MAX_SEATED_PASSENGERS, message: `At least 1 and at most ${MAX_SEATED_PASSENGERS} adults` }).default(2),
      children: zInt4({ min: 0, max: MAX_SEATED_PASSENGERS - 1, message: "Use 0 to 8 children" }).default(0),
      ages: zFlightChildAges,
      sort: z.enum(PACKAGE_SORTS, { error: "Sort by price, saving or stars" }).default("price"),
      page: zInt4({ min: 1, max: 1000, message: "Use a page from 1 to 1000" }).default(1),
      stars: starsList.optional(),
      types: typesList.optional(),
      freeCancel: freeCancel.optional(),
      minPrice: priceBound.optional(),
      maxPrice: priceBound.optional(),
    })
    .superRefine((q, ctx) => {
      const nights = stayNights(q.checkin, q.checkout).length;
      if (nights === 0) ctx.addIssue({ code: "custom", path: ["checkout"], message: "Check-out must be after check-in" });
      else if (nights > MAX_NIGHTS) ctx.addIssue({ code: "custom", path: ["checkout"], message: `A package stay is at most ${MAX_NIGHTS} nights` });
      if (q.adults + q.children > MAX_SEATED_PASSENGERS) {
        ctx.addIssue({ code: "custom", path: ["children"], message: `At most ${MAX_SEATED_PASSENGERS} travellers` });
      }
      if (q.ages && q.ages.length !== q.children) ctx.addIssue({ code: "custom", path: ["ages"], message: `Give one age for each child: ${q.children}` });
      if (q.rooms > q.adults) ctx.addIssue({ code: "custom", path: ["rooms"], message: "Each room needs an adult" });
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
        ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "The highest price must not be below the lowest" });
      }
    })
    .transform((q): PackageQuery => ({
      origin: q.from,
      ...packageSearchOf(q),
      ...(q.ages && q.ages.length ? { childAges: q.ages } : {}),
      filters: {
        stars: q.stars ?? [],
        types: q.types ?? [],
        freeCancellation: q.freeCancel ?? false,
        ...(q.minPrice !== undefined ? { minPrice: q.minPrice } : {}),
        ...(q.maxPrice !== undefined ? { maxPrice: q.maxPrice } : {}),
      },
      sort: q.sort,
      page: q.page,
    }));
}

/** The filters' URL parameters (the inverse of the schema's), none for a filter not set. */
export function packageFilterParams(f: PackageFilters): Record<string, string> {
  return {
    ...(f.stars.length ? { stars: f.stars.join(",") } : {}),
    ...(f.types.length ? { types: f.types.join(",") } : {}),
    ...(f.freeCancellation ? { freeCancel: "1" } : {}),
    ...(f.minPrice !== undefined ? { minPrice: String(f.minPrice) } : {}),
    ...(f.maxPrice !== undefined ? { maxPrice: String(f.maxPrice) } : {}),
  };
}

/** How many filters are set, each star rating and property type chosen counting once (the phone's "Filter (3)"). */
export function packageFilterCount(f: PackageFilters): number {
  return f.stars.length + f.types.length + [f.freeCancellation, f.minPrice !== undefined, f.maxPrice !== undefined].filter(Boolean).length;
}

/** The filter fields of the URL, for the page to tell which of its errors are the filters' (the others are the form's). */
export const PACKAGE_FILTER_FIELDS = ["stars", "types", "freeCancel", "minPrice", "maxPrice"] as const;

/** The URL parameters of a query (the inverse of packageQuerySchema), without filters, sort and page. */
export function packageQueryParams(q: Omit<PackageQuery, "sort" | "page" | "filters">): Record<string, string> {
  return {
    from: q.origin,
    to: q.destination,
    checkin: q.checkIn,
    checkout: q.checkOut,
    rooms: String(q.rooms),
    adults: String(q.adults),
    children: String(q.children),
    ...(q.childAges?.length ? { ages: q.childAges.join(",") } : {}),
  };
}
