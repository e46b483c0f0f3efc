import { EXTRA_UNAVAILABLE, SEAT_TWICE, TWO_SEATS, bookedExtrasOf, priceExtras, type FlightAncillaries } from "@/lib/suppliers/flights/ancillaries";
import { seatCell as seat, segmentMap } from "../support/seat-maps";

/**
 * Issue 53 §1: "the server alone prices the chosen services: the client sends service ids, the server re-reads them
 * from the supplier and rejects unknown/unavailable ones with 400 naming the field".
 */
const offered: FlightAncillaries = {
  currency: "USD",
  seatMaps: [
    segmentMap([
      [[{ kind: "exit" }], [{ kind: "exit" }]],
      [
        [seat("14A", { pas_a: 3300, pas_b: 3300 }), seat("14B", { pas_a: 0, pas_b: 0 })],
        [seat("14C", null), seat("14D", { pas_a: 0, pas_b: 0 })],
      ],
    ]),
  ],
  bags: [
    { serviceId: "ase_bag_a", passengerId: "pas_a", sliceIndex: 0, origin: "LHR", destination: "JFK", amountMinor: 6500, maxQuantity: 2, maxWeightKg: 23 },
  ],
};
const passengers = ["pas_a", "pas_b"];

describe("pricing a flight's chosen seats and bags", () => {
  it("prices seats and bags at the supplier's amounts, whatever the browser thinks, and keeps what was booked", () => {
    const answer = priceExtras(
      offered,
      passengers,
      [
        { id: "ase_14A_pas_a", quantity: 1 },
        { id: "ase_14B_pas_b", quantity: 1 },
        { id: "ase_bag_a", quantity: 2 },
      ],
      ["Ada Lovelace", "Alan Turing"],
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
    expect(answer.priced.totalMinor).toBe(3300 + 0 + 13000);
    expect(answer.priced.services).toEqual([
      { id: "ase_14A_pas_a", quantity: 1, amountMinor: 3300 },
      { id: "ase_14B_pas_b", quantity: 1, amountMinor: 0 },
      { id: "ase_bag_a", quantity: 2, amountMinor: 13000 },
    ]);
    expect(answer.priced.booked.seats.map((s) => [s.passenger, s.designator, s.flightNumber])).toEqual([
      ["Ada Lovelace", "14A", "BA117"],
      ["Alan Turing", "14B", "BA117"],
    ]);
    expect(answer.priced.booked.bags).toEqual([
      { passengerIndex: 0, passenger: "Ada Lovelace", sliceIndex: 0, origin: "LHR", destination: "JFK", quantity: 2, amountMinor: 13000 },
    ]);
  });

  it("refuses a forged id and a taken seat (no service), naming each field", () => {
    const answer = priceExtras(offered, passengers, [
      { id: "ase_forged", quantity: 1 },
      { id: "ase_14C_pas_a", quantity: 1 },
      { id: "ase_14D_pas_a", quantity: 1 },
    ]);
    expect(answer).toEqual({
      ok: false,
      problems: [
        { path: "services.0.id", message: EXTRA_UNAVAILABLE },
        { path: "services.1.id", message: EXTRA_UNAVAILABLE },
      ],
    });
  });

  it("a seat is for one passenger, a passenger has one seat per flight, and a seat is one", () => {
    expect(
      priceExtras(offered, passengers, [
        { id: "ase_14A_pas_a", quantity: 1 },
        { id: "ase_14A_pas_b", quantity: 1 },
      ]),
    ).toMatchObject({
      problems: [{ path: "services.1.id", message: SEAT_TWICE }],
    });
    expect(
      priceExtras(offered, passengers, [
        { id: "ase_14A_pas_a", quantity: 1 },
        { id: "ase_14B_pas_a", quantity: 1 },
      ]),
    ).toMatchObject({
      problems: [{ path: "services.1.id", message: TWO_SEATS }],
    });
    expect(priceExtras(offered, passengers, [{ id: "ase_14A_pas_a", quantity: 2 }])).toMatchObject({ problems: [{ path: "services.0.quantity" }] });
  });

  it("a bag beyond its maximum, or named twice, is refused; a service of a passenger not on the offer is unknown", () => {
    expect(priceExtras(offered, passengers, [{ id: "ase_bag_a", quantity: 3 }])).toMatchObject({ problems: [{ path: "services.0.quantity" }] });
    expect(
      priceExtras(offered, passengers, [
        { id: "ase_bag_a", quantity: 1 },
        { id: "ase_bag_a", quantity: 1 },
      ]),
    ).toMatchObject({ problems: [{ path: "services.1.id" }] });
    expect(priceExtras(offered, ["pas_b"], [{ id: "ase_bag_a", quantity: 1 }])).toMatchObject({
      problems: [{ path: "services.0.id", message: EXTRA_UNAVAILABLE }],
    });
  });

  it("reads the extras an order item keeps, and none from an item booked without them", () => {
    expect(bookedExtrasOf({ slices: [] })).toEqual({ seats: [], bags: [] });
    expect(bookedExtrasOf(null)).toEqual({ seats: [], bags: [] });
    expect(bookedExtrasOf({ extras: { seats: [{ designator: "14C" }], bags: [] } }).seats).toHaveLength(1);
  });
});
