/**
 * The cruise kind's vocabulary, as the site and the cruise distribution API share it (docs/suppliers.md, "Cruises"):
 * destination regions, cabin categories and length bands are the API's codes; the pages translate them
 * (Cruises.regions, Cruises.cabins, Cruises.lengths). What the line sells — its ships, ports and sailings — comes
 * from the API (cruise-api-client.ts), never from here.
 */
export const REGIONS = ["CAR", "MED", "NEU", "ALA", "ASI"] as const;
export type Region = (typeof REGIONS)[number];

export const CABIN_CATEGORIES = ["inside", "oceanview", "balcony", "suite"] as const;
export type CabinCategory = (typeof CABIN_CATEGORIES)[number];

export const LENGTH_BANDS = ["3-5", "6-9", "10+"] as const;
export type LengthBand = (typeof LENGTH_BANDS)[number];

/** Guests sharing one cabin: every category sleeps up to four. */
export const MAX_GUESTS = 4;

/** A child is a guest under 18 on the day of sailing; the line prices each by age (under 2, 2 to 17). */
export const CRUISE_CHILD_AGES = { min: 0, max: 17 } as const;

/** Who shares the cabin: `guests` in all, among them children of `childAges` (at least one adult). */
export type CruiseParty = { guests: number; childAges?: number[] };

/** What the supplier is asked: a region or a departure port at least; the rest narrows. */
export type CruiseQuery = {
  region?: Region;
  /** YYYY-MM: sailings departing that month. */
  month?: string;
  lengths?: LengthBand[];
  port?: string;
  lines?: string[];
  guests: number;
  /** The ages of the children among `guests`, which the line prices by. */
  childAges?: number[];
  /** No sailing departing before this day (YYYY-MM-DD), the organisation's earliest check-in. */
  earliest?: string;
};

/** One day of an itinerary, in the local time of the port (times are HH:MM; null where the ship does not dock). */
export type ItineraryDay = {
  day: number;
  date: string;
  /** null: at sea. */
  port: { code: string; name: string; country: string; timeZone: string; lat: number; lng: number } | null;
  arrive: string | null;
  depart: string | null;
  /** The same times as instants with the port's offset, for anyone comparing across time zones. */
  arriveAt: string | null;
  departAt: string | null;
};

/** `decks`: the range as the supplier writes it ("7–10"), kept on booked trips (lib/cruises/cabin-words.ts reads it). */
export type CabinFacts = { category: CabinCategory; maxGuests: number; sizeM2: number; decks: string };

/** The refund by days before sailing: all of it until `fullUntil`, `partialShareBps` until `partialUntil`, then none. */
export type CruiseRefundSchedule = { fullUntil: string; partialUntil: string; partialShareBps: number };

export type CruiseDetails = {
  sailingId: string;
  line: { code: string; name: string };
  ship: { code: string; name: string; built: number; grossTonnage: number; guests: number; decks: number };
  region: Region;
  nights: number;
  departurePort: string;
  arrivalPort: string;
  departureDate: string;
  arrivalDate: string;
  itinerary: ItineraryDay[];
  /** Whether any call is in another country than the departure port's: every guest then needs a passport. */
  international: boolean;
  cabin: CabinFacts & { pricePerPersonMinor: number };
  guests: number;
  /** The ages of the children among `guests`, oldest first, as priced (absent on items booked before children were asked). */
  childAges?: number[];
  included: string[];
  refunds: CruiseRefundSchedule;
  /** The line's rule: one guest in the cabin this old or older on the day of sailing (the API's policies). */
  minLeadAge: number;
  /** The line's youngest guest, in months on the day of sailing (0: none set). */
  minAgeMonths?: number;
};

/** The line's cruise lines and embarkation ports, for the search form and its checks. */
export type CruiseCatalogue = {
  lines: { code: string; name: string }[];
  ports: { code: string; name: string; region: Region }[];
};
