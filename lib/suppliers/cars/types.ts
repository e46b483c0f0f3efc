import type { AgeRange } from "./age-ranges";
import type { CarExtraOffer } from "./extras";

/** Where a desk is, as the results' location filter names it. */
export const CAR_LOCATION_KINDS = ["airport", "rail_station", "city"] as const;
export type CarLocationKind = (typeof CAR_LOCATION_KINDS)[number];

/** How the car is to be refuelled: returned full as collected, as full as collected, or a tank bought at pick-up. */
export type FuelPolicy = "full_to_full" | "same_to_same" | "pre_purchase";

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
  /** At an airport, a railway station or in town. Absent on cars booked before. */
  kind?: CarLocationKind;
  openingHours: { from: string; to: string }[];
  phone: string | null;
  notes: { title: string; text: string }[];
};

/** `excessMinor`: what each unit driven over the limit costs (in the price's currency), when the supplier says. */
export type Mileage = { unlimited: true } | { unlimited: false; limit: number; unit: "kilometres" | "miles"; excessMinor?: number | null };

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
  /** The currency of the amounts here (the price's). Absent on cars booked before. */
  currency?: string;
  /** The supplier's terms (absent on cars booked before): refuelling, and the deposit held on the driver's card. */
  fuelPolicy?: FuelPolicy | null;
  depositMinor?: number | null;
  /** The extras the supplier sells with this car, priced per day with a cap per rental. */
  availableExtras?: CarExtraOffer[];
};
