import type { AgeRange } from "./age-ranges";

/** A pick-up or drop-off place the visitor chose: an airport (by IATA code) or one of the site's destinations. */
export type CarPlace = {
  /** "airport:LHR" or "city:<destination slug>": what the search URL carries. */
  ref: string;
  kind: "airport" | "city";
  name: string;
  code: string | null;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

export type CarQuery = {
  pickup: CarPlace;
  dropoff: CarPlace;
  /** YYYY-MM-DD and HH:MM, local to the place. */
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  ageRange: AgeRange;
  /** ISO country code of the driver's residence. */
  residence: string;
};

/** A rental desk. */
export type CarPoint = {
  name: string;
  address: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA zone of the desk (its nearest airport's): its times are on this clock. Absent on cars booked before. */
  timeZone?: string;
  access: "in_terminal" | "shuttle" | "meet_and_greet" | "call_for_pickup" | null;
  openingHours: { from: string; to: string }[];
  phone: string | null;
  notes: { title: string; text: string }[];
};

export type Mileage = { unlimited: true } | { unlimited: false; limit: number; unit: "kilometres" | "miles" };

/** What the site knows of one rental offer (stored on the order item). */
export type CarDetails = {
  /** ACRISS (SIPP) code, e.g. CDAR. */
  acriss: string;
  /** The model "or similar". */
  name: string;
  category: string;
  vehicleType: string;
  seats: number | null;
  bags: { large: number; small: number } | null;
  transmission: "manual" | "automatic";
  fuel: string;
  airConditioning: boolean;
  mileage: Mileage;
  supplier: { name: string; logoUrl: string | null };
  pickup: CarPoint;
  dropoff: CarPoint;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  days: number;
  ageRange: AgeRange;
  /** The young-driver charge included in the price (minor units of the price's currency), 0 when none applies. */
  youngDriverMinor: number;
  oneWayMinor: number;
  /** What the price includes, as codes the pages translate. */
  included: ("cdw" | "theft" | "liability" | "taxes")[];
  paymentType: "postpaid" | "guarantee" | "prepaid";
  conditions: { title: string; text: string }[];
  imageUrl: string | null;
};
