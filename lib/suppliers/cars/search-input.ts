import { minCheckinDate } from "@/lib/org/calendar";
import { AGE_RANGES, DEFAULT_AGE_RANGE, isAgeRange, type AgeRange } from "./age-ranges";
import { PLACE_REF, findCarPlace } from "./places";
import { CAR_LOCATION_KINDS, type CarLocationKind, type CarQuery } from "./types";

export const CAR_SORTS = ["price", "size"] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const TRANSMISSIONS = ["manual", "automatic"] as const;
export const MAX_RENTAL_DAYS = 60;
export const CARS_PER_PAGE = 10;

export type CarSearchErrorCode =
  | "pickupRequired"
  | "locationUnknown"
  | "dateInvalid"
  | "timeInvalid"
  | "datePast"
  | "dropoffBeforePickup"
  | "tooLong"
  | "ageRangeInvalid"
  | "residenceInvalid";

export type CarSearchError = { field: string; code: CarSearchErrorCode; params?: Record<string, string | number> };

/** The English reasons the JSON API gives (the pages translate the codes). */
export function carSearchErrorText(e: CarSearchError): string {
  const texts: Record<CarSearchErrorCode, string> = {
    pickupRequired: "Choose a pick-up location",
    locationUnknown: "No airport or city with this reference",
    dateInvalid: "Use a date as YYYY-MM-DD",
    timeInvalid: "Use a time as HH:MM",
    datePast: `The earliest pick-up date is ${e.params?.date ?? ""}`,
    dropoffBeforePickup: "The drop-off must be after the pick-up",
    tooLong: `A rental can last at most ${e.params?.max ?? MAX_RENTAL_DAYS} days`,
    ageRangeInvalid: `Choose an age range: ${e.params?.allowed ?? ""}`,
    residenceInvalid: "Use a two-letter country code",
  };
  return texts[e.code];
}

/** The results page's own choices, kept apart from the search so a new search starts them afresh. */
export type CarView = {
  sort: CarSort;
  classes: string[];
  suppliers: string[];
  transmission: (typeof TRANSMISSIONS)[number] | null;
  /** Desks at airports, railway stations or in town only; null: all. */
  location: CarLocationKind | null;
  page: number;
};

export type RawCarParams = Record<string, string | string[] | undefined>;

/** What the form and the URL carry, as text (to fill the form again, valid or not). */
export type CarFormValues = {
  pickup?: string;
  pickupLabel?: string;
  dropoff?: string;
  dropoffLabel?: string;
  pickupDate?: string;
  pickupTime?: string;
  dropoffDate?: string;
  dropoffTime?: string;
  age?: string;
  residence?: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
const list = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v.join(",") : (v ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && s.length <= 60)
    .slice(0, 20);
const realDate = (d: string) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export function formValues(raw: RawCarParams): CarFormValues {
  const keys = ["pickup", "pickupLabel", "dropoff", "dropoffLabel", "pickupDate", "pickupTime", "dropoffDate", "dropoffTime", "age", "residence"] as const;
  return Object.fromEntries(keys.map((k) => [k, one(raw[k]).slice(0, 120) || undefined])) as CarFormValues;
}

export function parseCarView(raw: RawCarParams): CarView {
  const sort = one(raw.sort);
  const transmission = one(raw.transmission);
  const location = one(raw.location);
  const page = Number(one(raw.page));
  return {
    sort: (CAR_SORTS as readonly string[]).includes(sort) ? (sort as CarSort) : "price",
    classes: list(raw.class),
    suppliers: list(raw.supplier),
    transmission: (TRANSMISSIONS as readonly string[]).includes(transmission) ? (transmission as CarView["transmission"]) : null,
    location: (CAR_LOCATION_KINDS as readonly string[]).includes(location) ? (location as CarLocationKind) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/**
 * A car search from the URL: places resolved, dates no earlier than the organisation's minimum (SPEC §9), drop-off
 * after pick-up and at most 60 days later, an age range of SPEC §3. Every problem is reported, each with its field.
 */
export async function parseCarSearch(
  raw: RawCarParams,
  org: { minCheckinDays: number; timeZone: string },
  now: Date = new Date(),
): Promise<{ ok: true; query: CarQuery } | { ok: false; errors: CarSearchError[] }> {
  const errors: CarSearchError[] = [];
  const v = formValues(raw);
  const pickupRef = v.pickup ?? "";
  const dropoffRef = v.dropoff || pickupRef;
  const pickup = pickupRef ? (PLACE_REF.test(pickupRef) ? await findCarPlace(pickupRef) : null) : null;
  const dropoff = dropoffRef === pickupRef ? pickup : PLACE_REF.test(dropoffRef) ? await findCarPlace(dropoffRef) : null;
  if (!pickupRef) errors.push({ field: "pickup", code: "pickupRequired" });
  else if (!pickup) errors.push({ field: "pickup", code: "locationUnknown" });
  if (pickupRef && dropoffRef !== pickupRef && !dropoff) errors.push({ field: "dropoff", code: "locationUnknown" });

  const pickupDate = v.pickupDate ?? "";
  const dropoffDate = v.dropoffDate ?? "";
  const pickupTime = v.pickupTime ?? "10:00";
  const dropoffTime = v.dropoffTime ?? "10:00";
  const minDate = minCheckinDate(org, now);
  if (!realDate(pickupDate)) errors.push({ field: "pickupDate", code: "dateInvalid" });
  else if (pickupDate < minDate) errors.push({ field: "pickupDate", code: "datePast", params: { date: minDate } });
  if (!realDate(dropoffDate)) errors.push({ field: "dropoffDate", code: "dateInvalid" });
  if (!TIME.test(pickupTime)) errors.push({ field: "pickupTime", code: "timeInvalid" });
  if (!TIME.test(dropoffTime)) errors.push({ field: "dropoffTime", code: "timeInvalid" });
  if (realDate(pickupDate) && realDate(dropoffDate) && TIME.test(pickupTime) && TIME.test(dropoffTime)) {
    const start = Date.parse(`${pickupDate}T${pickupTime}:00Z`);
    const end = Date.parse(`${dropoffDate}T${dropoffTime}:00Z`);
    if (end <= start) errors.push({ field: "dropoffDate", code: "dropoffBeforePickup" });
    else if (end - start > MAX_RENTAL_DAYS * 86_400_000) errors.push({ field: "dropoffDate", code: "tooLong", params: { max: MAX_RENTAL_DAYS } });
  }
  const age = v.age ?? DEFAULT_AGE_RANGE;
  if (!isAgeRange(age)) errors.push({ field: "age", code: "ageRangeInvalid", params: { allowed: AGE_RANGES.join(", ") } });
  const residence = (v.residence ?? "US").toUpperCase();
  if (!/^[A-Z]{2}$/.test(residence)) errors.push({ field: "residence", code: "residenceInvalid" });

  if (errors.length > 0 || !pickup || !dropoff) return { ok: false, errors };
  return { ok: true, query: { pickup, dropoff, pickupDate, pickupTime, dropoffDate, dropoffTime, ageRange: age as AgeRange, residence } };
}

/** The search's own parameters (what the form sends), for links and forms that keep the search and change the view. */
export function searchParamsOf(q: CarQuery): Record<string, string> {
  return {
    pickup: q.pickup.ref,
    ...(q.dropoff.ref !== q.pickup.ref ? { dropoff: q.dropoff.ref } : {}),
    pickupDate: q.pickupDate,
    pickupTime: q.pickupTime,
    dropoffDate: q.dropoffDate,
    dropoffTime: q.dropoffTime,
    age: q.ageRange,
    residence: q.residence,
  };
}

/** /cars/results for a search and a view (defaults left out, so equal views have equal links). */
export function carResultsHref(q: CarQuery, view: CarView): string {
  const params = new URLSearchParams(searchParamsOf(q));
  if (view.sort !== "price") params.set("sort", view.sort);
  if (view.classes.length) params.set("class", view.classes.join(","));
  if (view.suppliers.length) params.set("supplier", view.suppliers.join(","));
  if (view.transmission) params.set("transmission", view.transmission);
  if (view.location) params.set("location", view.location);
  if (view.page > 1) params.set("page", String(view.page));
  return `/cars/results?${params}`;
}
