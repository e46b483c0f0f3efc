import { zText } from "@/lib/zod-text";
import { zInt4 } from "@/lib/zod-int";
import { addDays } from "@/lib/org/calendar";
import type { TransferDirection, VehicleKind } from "./types";

/**
 * The transfer search's URL contract (/transfers/results and GET /api/transfers/offers):
 * direction=from-airport|to-airport, airport=<IATA>, hotel=<catalogue slug> | address=<text>, date=YYYY-MM-DD,
 * time=HH:MM, passengers=1–8, luggage=0–10, flight=<flight number>; on the results: sort=recommended|price|duration,
 * type=shared|private, vehicle=shuttle,sedan,van,luxury.
 */
export const DIRECTIONS = ["from-airport", "to-airport"] as const satisfies readonly TransferDirection[];
export const VEHICLE_KINDS = ["shuttle", "sedan", "van", "luxury"] as const satisfies readonly VehicleKind[];
export const TRANSFER_SORTS = ["recommended", "price", "duration"] as const;
export const RIDE_TYPES = ["shared", "private"] as const;
export const MAX_PASSENGERS = 8;
export const MAX_LUGGAGE = 10;
/** How far ahead a transfer can be booked. */
export const MAX_DAYS_AHEAD = 365;

export type TransferSort = (typeof TRANSFER_SORTS)[number];
export type RideType = (typeof RIDE_TYPES)[number];

export type TransferSearchInput = {
  direction: TransferDirection;
  airport: string;
  hotel?: string;
  address?: string;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  flight?: string;
  sort: TransferSort;
  type?: RideType;
  vehicles: VehicleKind[];
};

export type TransferErrorCode =
  | "airportRequired"
  | "airportUnknown"
  | "placeRequired"
  | "placeTwice"
  | "addressInvalid"
  | "hotelUnknown"
  | "hotelTooFar"
  | "invalidDate"
  | "dateTooEarly"
  | "dateTooLate"
  | "invalidTime"
  | "invalidPassengers"
  | "invalidLuggage"
  | "invalidFlight"
  | "invalid";

export type TransferSearchError = { field: string; code: TransferErrorCode; params?: Record<string, string | number> };

/** English texts of the codes, for the JSON API (pages show the translated Transfers.errors.* messages). */
export const TRANSFER_ERROR_TEXT: Record<TransferErrorCode, string> = {
  airportRequired: "Choose an airport",
  airportUnknown: "No airport has this IATA code",
  placeRequired: "Choose a hotel or enter an address",
  placeTwice: "Give a hotel or an address, not both",
  addressInvalid: "An address is 3 to 120 characters",
  hotelUnknown: "This hotel is not in our catalogue",
  hotelTooFar: "This hotel is more than {km} km from the airport",
  invalidDate: "Dates are real dates written YYYY-MM-DD",
  dateTooEarly: "The earliest pick-up date is {date}",
  dateTooLate: "The latest pick-up date is {date}",
  invalidTime: "Times are written HH:MM (00:00 to 23:59)",
  invalidPassengers: `Passengers must be a whole number from 1 to ${MAX_PASSENGERS}`,
  invalidLuggage: `Luggage must be a whole number from 0 to ${MAX_LUGGAGE}`,
  invalidFlight: "A flight number is an airline code and 1 to 4 digits, e.g. AF1234",
  invalid: "This value is not valid",
};

export function transferErrorText(e: TransferSearchError): string {
  return TRANSFER_ERROR_TEXT[e.code].replace(/\{(\w+)\}/g, (_, k: string) => String(e.params?.[k] ?? ""));
}

/** Flight numbers as airlines print them: a 2-character airline code, 1–4 digits and an optional suffix letter. */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/;

export function normaliseFlight(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

const isoDate = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
const clock = zText().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const passengers = zInt4({ min: 1, max: MAX_PASSENGERS });
const luggage = zInt4({ min: 0, max: MAX_LUGGAGE });

/** Control characters: no address has them, and PostgreSQL refuses NUL in text. */
export const CONTROL = /[\u0000-\u001f\u007f]/;

type Raw = Record<string, string | string[] | undefined>;

const one = (raw: Raw, key: string): string | undefined => {
  const v = raw[key];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s.trim() === "" ? undefined : s.trim();
};

/**
 * Reads a transfer search from the URL. The date is held to the organisation's minimum check-in date (SPEC §9) and
 * a year ahead; every bad field is reported, not only the first.
 */
export function parseTransferSearch(
  raw: Raw,
  { minDate }: { minDate: string },
): { kind: "ok"; input: TransferSearchInput } | { kind: "invalid"; errors: TransferSearchError[] } {
  const errors: TransferSearchError[] = [];
  const direction = one(raw, "direction") === "to-airport" ? "to-airport" : "from-airport";

  const airport = one(raw, "airport")?.toUpperCase();
  if (!airport) errors.push({ field: "airport", code: "airportRequired" });
  else if (!/^[A-Z]{3}$/.test(airport)) errors.push({ field: "airport", code: "airportUnknown" });

  const hotel = one(raw, "hotel");
  const address = one(raw, "address");
  if (!hotel && !address) errors.push({ field: "place", code: "placeRequired" });
  else if (hotel && address) errors.push({ field: "place", code: "placeTwice" });
  else if (hotel && !/^[a-z0-9-]{1,200}$/.test(hotel)) errors.push({ field: "hotel", code: "hotelUnknown" });
  else if (address && (address.length < 3 || address.length > 120 || CONTROL.test(address))) errors.push({ field: "address", code: "addressInvalid" });

  const date = one(raw, "date") ?? minDate;
  const maxDate = addDays(minDate, MAX_DAYS_AHEAD);
  if (!isoDate.safeParse(date).success) errors.push({ field: "date", code: "invalidDate" });
  else if (date < minDate) errors.push({ field: "date", code: "dateTooEarly", params: { date: minDate } });
  else if (date > maxDate) errors.push({ field: "date", code: "dateTooLate", params: { date: maxDate } });

  const time = one(raw, "time") ?? "12:00";
  if (!clock.safeParse(time).success) errors.push({ field: "time", code: "invalidTime" });

  const pax = passengers.safeParse(one(raw, "passengers") ?? "2");
  if (!pax.success) errors.push({ field: "passengers", code: "invalidPassengers" });
  const bags = luggage.safeParse(one(raw, "luggage") ?? "1");
  if (!bags.success) errors.push({ field: "luggage", code: "invalidLuggage" });

  const flightRaw = one(raw, "flight");
  const flight = flightRaw ? normaliseFlight(flightRaw) : undefined;
  if (flight && !FLIGHT_NUMBER.test(flight)) errors.push({ field: "flight", code: "invalidFlight" });

  if (errors.length > 0 || !pax.success || !bags.success) return { kind: "invalid", errors };

  // Sort and filters only narrow what is shown: an unknown value falls back to none rather than failing the search.
  const sort = TRANSFER_SORTS.find((s) => s === one(raw, "sort")) ?? "recommended";
  const type = RIDE_TYPES.find((s) => s === one(raw, "type"));
  // Checkboxes send vehicle=sedan&vehicle=van; links send vehicle=sedan,van.
  const wanted = [raw.vehicle ?? []].flat().join(",").split(",");
  const vehicles = VEHICLE_KINDS.filter((v) => wanted.includes(v));
  return {
    kind: "ok",
    input: { direction, airport: airport!, hotel, address, date, time, passengers: pax.data, luggage: bags.data, flight, sort, type, vehicles },
  };
}

/** A search as URL parameters (sort and filter links and forms carry the rest of the search with them). */
export function transferSearchParams(input: TransferSearchInput): URLSearchParams {
  const s = input;
  const params = new URLSearchParams();
  params.set("direction", s.direction);
  params.set("airport", s.airport);
  if (s.hotel) params.set("hotel", s.hotel);
  if (s.address) params.set("address", s.address);
  params.set("date", s.date);
  params.set("time", s.time);
  params.set("passengers", String(s.passengers));
  params.set("luggage", String(s.luggage));
  if (s.flight) params.set("flight", s.flight);
  if (s.sort !== "recommended") params.set("sort", s.sort);
  if (s.type) params.set("type", s.type);
  if (s.vehicles.length > 0) params.set("vehicle", s.vehicles.join(","));
  return params;
}

export function transferSearchHref(input: TransferSearchInput, change: Partial<TransferSearchInput> = {}): string {
  return `/transfers/results?${transferSearchParams({ ...input, ...change })}`;
}
