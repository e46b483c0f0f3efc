/** The transfer kind's own types: what a search asks, what an offer carries, who travels. */

export type TransferDirection = "from-airport" | "to-airport";

export type VehicleKind = "shuttle" | "sedan" | "van" | "luxury";

/** The other end of the ride: a hotel of the site's catalogue (with coordinates) or an address typed by the visitor. */
export type TransferPlace =
  | { kind: "hotel"; slug: string; name: string; address: string; city: string; countryCode: string; lat: number; lng: number }
  | { kind: "address"; address: string; city: string };

export type TransferQuery = {
  direction: TransferDirection;
  /** IATA code. */
  airport: string;
  place: TransferPlace;
  /** The pick-up day and time, local to the airport (YYYY-MM-DD, HH:MM). */
  date: string;
  time: string;
  flightNumber?: string;
  passengers: number;
  luggage: number;
};

export type TransferDetails = {
  direction: TransferDirection;
  airport: { code: string; name: string; city: string; timeZone: string };
  /** The hotel's or the address's name, as the offer shows it. */
  place: string;
  shared: boolean;
  vehicle: VehicleKind;
  /** The supplier's own words, e.g. "Toyota Camry or similar". */
  vehicleDescription: string;
  maxPassengers: number;
  maxBags: number;
  durationMinutes: number;
  distanceKm: number | null;
  /** Where the driver waits (the supplier's text). */
  meetingPoint: string;
  provider: string;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  /** The supplier's own offer id, which booking names; our Offer.id stays the same from search to re-pricing. */
  supplierOfferId: string;
};

/** The lead passenger: the one person a transfer booking needs (the others ride on the party's count). */
export type TransferLeadPassenger = {
  /** A title code of lib/account/titles.ts (1 Miss, 2 Mr, 3 Mrs as the SPEC's; 4 Ms, 5 Mx, 0 none). */
  title: number;
  firstName: string;
  lastName: string;
  /** Absent: the booking contact's. */
  phone?: string;
  email?: string;
  flightNumber?: string;
};

export type TransferTravellers = [TransferLeadPassenger];
