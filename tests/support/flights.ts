import { PRICE_CHANGE_DAY, SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import type { FlightTravellers } from "@/lib/suppliers/flights/travellers";
import type { FlightQuery } from "@/lib/suppliers/flights/types";
import { isoDay } from "./factories";

/** The first date from `from` days ahead whose day of the month is `day` (or, with day 0, is neither trigger day). */
export function dateWithDay(day: number, from = 20): string {
  for (let d = from; d < from + 62; d++) {
    const date = isoDay(d);
    const dom = Number(date.slice(8, 10));
    if (day ? dom === day : dom !== SOLD_OUT_DAY && dom !== PRICE_CHANGE_DAY) return date;
  }
  throw new Error("no such date");
}

/** An adult passenger with a passport, as the airline needs them. */
export const adult = (over: Partial<FlightTravellers[number]> = {}): FlightTravellers[number] => ({
  type: "adult",
  title: "ms",
  firstName: "Ada",
  lastName: "Lovelace",
  dateOfBirth: "1985-12-10",
  gender: "f",
  nationality: "GB",
  passportNumber: "P1234567",
  passportExpiry: "2035-01-01",
  ...over,
});

/** One adult, London Heathrow to New York JFK in economy, on a day that triggers nothing. */
export const flightQuery = (over: Partial<FlightQuery> = {}): FlightQuery => ({
  origin: "LHR",
  destination: "JFK",
  departureDate: dateWithDay(0),
  returnDate: null,
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "economy",
  ...over,
});
