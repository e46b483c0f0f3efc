import type { CabinCategory, ItineraryDay, LengthBand, Region } from "./types";

/**
 * The JSON of the cruise distribution API (docs/suppliers.md, "Cruises"): what cruise-api-client.ts sends and reads.
 * Amounts are whole minor units of `currency`; instants are ISO 8601 with the port's offset.
 */
export type ApiCruiseLine = { code: string; name: string; ships: { code: string; name: string }[] };

export type ApiPort = { code: string; name: string; region: Region; country: string; timeZone: string; embarkation: boolean };

export type ApiSailing = {
  id: string;
  region: Region;
  nights: number;
  cruiseLine: { code: string; name: string };
  ship: { code: string; name: string; built: number; grossTonnage: number; guests: number; decks: number };
  departurePort: { code: string; name: string };
  arrivalPort: { code: string; name: string };
  departureDate: string;
  arrivalDate: string;
  departsAt: string;
  arrivesAt: string;
  itinerary: ItineraryDay[];
  /** Any call in another country than the embarkation port's. */
  international: boolean;
  /** What the fare covers: meals, entertainment, wifi … */
  inclusions: string[];
  policies: {
    minLeadGuestAge: number;
    /** The youngest guest the ship takes, in months on the day of sailing (absent: the line sets none). */
    minGuestAgeMonths?: number;
    passportRequired: boolean;
    cancellation: { fullRefundUntil: string; partialRefundUntil: string; partialRefundBps: number };
  };
};

/**
 * One cabin category of one sailing for a party, priced now. `childAges`: the ages of the guests under 18 among
 * `guests`, oldest first, whom the line prices by age (`fareMinor` is the party's; `perGuestMinor` an adult's berth).
 */
export type ApiFare = {
  id: string;
  sailingId: string;
  category: CabinCategory;
  guests: number;
  childAges?: number[];
  cabin: { maxGuests: number; sizeM2: number; decks: string };
  currency: string;
  perGuestMinor: number;
  fareMinor: number;
  taxesMinor: number;
  portFeesMinor: number;
  totalMinor: number;
  cabinsLeft: number;
};

export type ApiSailingFares = { sailing: ApiSailing; fares: ApiFare[] };

export type ApiSailingSearch = {
  region?: Region;
  port?: string;
  month?: string;
  /** YYYY-MM-DD: nothing departing earlier. */
  from?: string;
  lines?: string[];
  lengths?: LengthBand[];
  guests: number;
  /** The ages of the guests under 18 among `guests` (sent as `childAges=8,1`). */
  childAges?: number[];
};

export type ApiGuest = {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  passport?: { number: string; expiry: string; country: string };
};

export type ApiBookingRequest = {
  fareId: string;
  /** The total the guest was quoted: a fare that has moved since is refused (409 PRICE_CHANGED). */
  totalMinor: number;
  currency: string;
  guests: ApiGuest[];
  contact: { email: string; phone: string };
};

export type ApiBooking = { reference: string; status: "CONFIRMED" | "CANCELLED"; fareId: string; totalMinor: number; currency: string };

export type ApiCancellation = { reference: string; status: "CANCELLED"; refund: { amountMinor: number; currency: string } | null };

/** The codes of `{ error: { code, message } }`. */
export type ApiErrorCode =
  | "UNAUTHORIZED"
  | "SAILING_NOT_FOUND"
  | "FARE_NOT_FOUND"
  | "BOOKING_NOT_FOUND"
  | "SOLD_OUT"
  | "PRICE_CHANGED"
  | "GUESTS_REJECTED"
  | "IDEMPOTENCY_KEY_REQUIRED"
  | (string & {});
