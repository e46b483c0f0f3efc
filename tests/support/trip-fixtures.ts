import { isoDay } from "./catalogue-factory";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import type { CruiseDetails } from "@/lib/suppliers/cruises/types";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/**
 * One item's details of every supplier kind, as the order model stores them (the kinds' types), for tests that write
 * orders directly: a return flight London–New York, a car from a Heathrow desk, a JFK transfer, a cruise from Miami.
 */
export const LHR = { iata: "LHR", name: "Heathrow", city: "London", timeZone: "Europe/London" };
export const JFK = { iata: "JFK", name: "John F. Kennedy", city: "New York", timeZone: "America/New_York" };
export const BA = { iata: "BA", name: "British Airways" };
export const day = (n: number) => isoDay(n);

export const flight: FlightDetails = {
  airline: BA,
  cabin: "economy",
  slices: [
    {
      origin: LHR,
      destination: JFK,
      departsAt: `${day(30)}T09:40:00+00:00`,
      arrivesAt: `${day(30)}T12:35:00-05:00`,
      durationMinutes: 475,
      segments: [
        {
          marketing: BA,
          operating: BA,
          flightNumber: "BA117",
          origin: LHR,
          destination: JFK,
          departsAt: `${day(30)}T09:40:00+00:00`,
          arrivesAt: `${day(30)}T12:35:00-05:00`,
          durationMinutes: 475,
        },
      ],
      layovers: [],
      fareBrand: null,
    },
    {
      origin: JFK,
      destination: LHR,
      departsAt: `${day(34)}T18:30:00-05:00`,
      arrivesAt: `${day(35)}T06:30:00+00:00`,
      durationMinutes: 420,
      segments: [
        {
          marketing: BA,
          operating: BA,
          flightNumber: "BA178",
          origin: JFK,
          destination: LHR,
          departsAt: `${day(34)}T18:30:00-05:00`,
          arrivesAt: `${day(35)}T06:30:00+00:00`,
          durationMinutes: 420,
        },
      ],
      layovers: [],
      fareBrand: null,
    },
  ],
  passengers: [{ id: "pas_1", type: "adult" }],
  baggage: { carryOn: 1, checked: 1 },
  conditions: { currency: "USD", refundable: true, refundPenaltyMinor: null, changeable: true, changePenaltyMinor: null },
  documentsRequired: true,
};

export const desk = (name: string) => ({
  name,
  address: "Terminal 5, Heathrow Airport",
  countryCode: "GB",
  latitude: 51.47,
  longitude: -0.45,
  access: "in_terminal" as const,
  openingHours: [],
  phone: null,
  notes: [],
});
export const car: CarDetails = {
  acriss: "CDMR",
  name: "Toyota Corolla or similar",
  category: "compact",
  vehicleType: "car",
  seats: 5,
  bags: { large: 1, small: 1 },
  transmission: "manual",
  fuel: "petrol",
  airConditioning: true,
  mileage: { unlimited: true },
  supplier: { name: "Sandbox Cars", logoUrl: null },
  pickup: desk("Sandbox Cars Heathrow T5 desk"),
  dropoff: desk("Sandbox Cars Heathrow T5 return"),
  pickupDate: day(30),
  pickupTime: "14:00",
  dropoffDate: day(34),
  dropoffTime: "10:00",
  days: 4,
  ageRange: "31-40",
  youngDriverMinor: 0,
  oneWayMinor: 0,
  included: ["cdw"],
  paymentType: "prepaid",
  conditions: [],
  imageUrl: null,
} as unknown as CarDetails;

export const transfer: TransferDetails = {
  direction: "from-airport",
  airport: { code: "JFK", name: "John F. Kennedy", city: "New York", timeZone: "America/New_York" },
  place: "Hotel Midtown",
  shared: false,
  vehicle: "sedan",
  vehicleDescription: "Toyota Camry or similar",
  maxPassengers: 3,
  maxBags: 3,
  durationMinutes: 55,
  distanceKm: 27,
  meetingPoint: "Arrivals hall, Terminal 7, by the information desk",
  provider: "Sandbox Rides",
  passengers: 1,
  luggage: 1,
  flightNumber: "BA117",
  supplierOfferId: "so_1",
};

export const port = (code: string, name: string) => ({ code, name, country: "US", timeZone: "America/New_York", lat: 25.77, lng: -80.19 });
export const cruise = {
  sailingId: "CAR-TEST-01",
  line: { code: "SBX", name: "Sandbox Cruise Line" },
  ship: { code: "SEA", name: "Sandbox Seafarer", built: 2020, grossTonnage: 100_000, guests: 3000, decks: 14 },
  region: "CAR",
  nights: 2,
  departurePort: "Miami",
  arrivalPort: "Miami",
  departureDate: day(40),
  arrivalDate: day(42),
  itinerary: [
    { day: 1, date: day(40), port: port("MIA", "Miami"), arrive: null, depart: "17:00", arriveAt: null, departAt: `${day(40)}T17:00:00-05:00` },
    { day: 2, date: day(41), port: null, arrive: null, depart: null, arriveAt: null, departAt: null },
    { day: 3, date: day(42), port: port("MIA", "Miami"), arrive: "07:00", depart: null, arriveAt: `${day(42)}T07:00:00-05:00`, departAt: null },
  ],
  international: false,
  cabin: { category: "balcony", maxGuests: 2, sizeM2: 20, decks: "8–10", pricePerPersonMinor: 50_000 },
  guests: 2,
  included: [],
  refunds: { fullUntil: `${day(10)}T00:00:00Z`, partialUntil: `${day(26)}T00:00:00Z`, partialShareBps: 5_000 },
  minLeadAge: 21,
} as unknown as CruiseDetails;
