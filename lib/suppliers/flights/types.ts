import type { Cabin } from "./cabins";

export type { Cabin };

/** A flight search: IATA airport or metropolitan codes, dates as YYYY-MM-DD (a return date makes it a return trip). */
export type FlightQuery = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  /** Each child's age (2–11), when the search gave them; Duffel prices a child by its age. */
  childAges?: number[];
  cabin: Cabin;
};

export type AirlineRef = { iata: string; name: string };
export type AirportRef = { iata: string; name: string; city: string; timeZone: string };

export type FlightSegment = {
  marketing: AirlineRef;
  operating: AirlineRef;
  /** Carrier code and number, e.g. "BA117". */
  flightNumber: string;
  origin: AirportRef;
  destination: AirportRef;
  /** Local times of each airport with their UTC offset, e.g. "2026-12-01T08:10:00-05:00". */
  departsAt: string;
  arrivesAt: string;
  durationMinutes: number;
};

export type Layover = { airport: AirportRef; minutes: number };

export type FlightSlice = {
  origin: AirportRef;
  destination: AirportRef;
  departsAt: string;
  arrivesAt: string;
  /** Door to door, layovers included, across time zones. */
  durationMinutes: number;
  segments: FlightSegment[];
  layovers: Layover[];
  fareBrand: string | null;
};

export type PassengerType = "adult" | "child" | "infant";

export type FlightDetails = {
  airline: AirlineRef;
  cabin: Cabin;
  slices: FlightSlice[];
  /** The supplier's passenger ids, in the order travellers are given (adults, children, infants). */
  passengers: { id: string; type: PassengerType }[];
  /** Pieces per passenger (adults), the least over all segments. */
  baggage: { carryOn: number; checked: number };
  conditions: {
    currency: string;
    refundable: boolean;
    refundPenaltyMinor: number | null;
    changeable: boolean;
    changePenaltyMinor: number | null;
  };
  /** International itineraries need each passenger's passport at booking. */
  documentsRequired: boolean;
};
