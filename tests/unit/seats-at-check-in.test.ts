import { seatsAtCheckIn } from "@/lib/orders/changes/seats-at-check-in";
import { seatsAtCheckInLine } from "@/lib/orders/booking-ref-words";
import type { TripT } from "@/lib/orders/trip-words";
import { DUFFEL_AFTER_BOOKING } from "@/lib/suppliers/flights/duffel-supplier";
import { NOTHING_AFTER_BOOKING } from "@/lib/suppliers/seam";

const NOW = new Date("2027-03-01T10:00:00Z");
const segment = (flightNumber: string, origin: string) => ({ flightNumber, origin: { iata: origin } });
const seat = (passengerIndex: number, sliceIndex: number, flightNumber: string, origin: string) => ({
  passengerIndex,
  passenger: "",
  sliceIndex,
  flightNumber,
  origin,
  destination: "",
  designator: "12A",
  amountMinor: 0,
});
const flight = (seats: unknown[], over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: "FLIGHT",
  productCode: "FLT",
  supplier: "duffel",
  supplierRef: "ord_1",
  status: "CONFIRMED",
  endsAt: new Date("2027-03-17T20:00:00Z"),
  details: {
    airline: { iata: "BA", name: "British Airways" },
    passengers: [
      { id: "pas_1", type: "adult" },
      { id: "pas_2", type: "infant" },
    ],
    slices: [{ segments: [segment("BA117", "LHR")] }, { segments: [segment("BA112", "JFK")] }],
    extras: { seats, bags: [] },
  },
  ...over,
});
const duffel = () => DUFFEL_AFTER_BOOKING;

describe("seatsAtCheckIn: a Duffel flight's seats are chosen at the airline's check-in, not after booking here", () => {
  it("names the airline of a confirmed flight on which a traveller holds no seat", () => {
    expect(seatsAtCheckIn({ status: "CONFIRMED", items: [flight([])] }, NOW, duffel)).toEqual([{ itemId: 7, airline: "British Airways" }]);
    // A seat on the outbound only: the return still has none.
    expect(seatsAtCheckIn({ status: "CONFIRMED", items: [flight([seat(0, 0, "BA117", "LHR")])] }, NOW, duffel)).toHaveLength(1);
  });

  it("says nothing when seats chosen at checkout cover every seated traveller (an infant on a lap has none)", () => {
    const both = [seat(0, 0, "BA117", "LHR"), seat(0, 1, "BA112", "JFK")];
    expect(seatsAtCheckIn({ status: "CONFIRMED", items: [flight(both)] }, NOW, duffel)).toEqual([]);
  });

  it("says nothing for a cancelled or flown booking, or a supplier that seats travellers after booking", () => {
    expect(seatsAtCheckIn({ status: "CANCELLED", items: [flight([])] }, NOW, duffel)).toEqual([]);
    expect(seatsAtCheckIn({ status: "CONFIRMED", items: [flight([], { endsAt: new Date("2027-02-01T00:00:00Z") })] }, NOW, duffel)).toEqual([]);
    expect(seatsAtCheckIn({ status: "CONFIRMED", items: [flight([])] }, NOW, () => ({ ...NOTHING_AFTER_BOOKING, bags: true, seats: true }))).toEqual([]);
  });

  it("words the sentence with the booking reference when the airline gave one", () => {
    const t = ((key: string, v: Record<string, string>) => `${key}:${Object.values(v).join("|")}`) as unknown as TripT;
    expect(seatsAtCheckInLine({ bookingRef: "K7QX2M" }, "British Airways", t)).toBe("seatsAtCheckIn:British Airways|K7QX2M");
    expect(seatsAtCheckInLine({ bookingRef: null }, "British Airways", t)).toBe("seatsAtCheckInNoRef:British Airways");
  });
});
