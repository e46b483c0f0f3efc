import { addBagsRule, bagsRefusalSentence, firstDeparture } from "@/lib/orders/changes/add-bags-rule";
import { withBags } from "@/lib/orders/changes/apply-bags";
import { DUFFEL_AFTER_BOOKING } from "@/lib/suppliers/flights/duffel-supplier";
import { declared } from "../support/after-booking";
import { addOrderServices, orderBaggageServices } from "@/scripts/stand-ins/duffel-ancillaries.mjs";

const NOW = new Date("2027-03-01T10:00:00Z");
const flight = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: "FLIGHT",
  productCode: "FLT",
  supplier: "duffel",
  supplierRef: "ord_1",
  status: "CONFIRMED",
  startsAt: new Date("2027-03-10T00:00:00Z"),
  details: { slices: [{ segments: [{ departsAt: "2027-03-10T08:10:00+00:00" }] }] },
  ...over,
});

describe("addBagsRule: bags can be added to a confirmed flight until its first departure", () => {
  it("is open for a confirmed Duffel flight still to depart, naming it", () => {
    expect(addBagsRule({ status: "CONFIRMED", items: [flight()] }, NOW, declared)).toEqual({ open: true, itemId: 7, refusal: null });
  });

  it("closes at the first segment's departure (its own clock's instant), not at midnight", () => {
    expect(firstDeparture(flight()).toISOString()).toBe("2027-03-10T08:10:00.000Z");
    expect(addBagsRule({ status: "CONFIRMED", items: [flight()] }, new Date("2027-03-10T08:09:00Z"), declared).open).toBe(true);
    const departed = addBagsRule({ status: "CONFIRMED", items: [flight()] }, new Date("2027-03-10T08:10:00Z"), declared);
    expect(departed).toMatchObject({ open: false, itemId: 7, refusal: { reason: "DEPARTED" } });
    expect(bagsRefusalSentence(departed.refusal!)).toBe("The flight has departed: bags can no longer be added.");
  });

  it("refuses an order that is not confirmed, has no Duffel flight, or whose flight is cancelled", () => {
    expect(addBagsRule({ status: "CANCELLED", items: [flight()] }, NOW, declared).refusal).toEqual({ reason: "NOT_CONFIRMED" });
    expect(addBagsRule({ status: "CONFIRMED", items: [flight({ kind: "STAY", supplier: "catalogue" })] }, NOW, declared).refusal).toEqual({
      reason: "NOT_A_FLIGHT",
    });
    expect(addBagsRule({ status: "CONFIRMED", items: [flight({ status: "CANCELLED" })] }, NOW, declared).refusal).toEqual({ reason: "NOT_A_FLIGHT" });
    expect(addBagsRule({ status: "CONFIRMED", items: [flight({ supplierRef: null })] }, NOW, declared).refusal).toEqual({ reason: "NOT_A_FLIGHT" });
  });

  it("needs a supplier that declares bags after booking (lib/suppliers/seam.ts AfterBooking)", () => {
    expect(DUFFEL_AFTER_BOOKING).toMatchObject({ bags: true, seats: false });
    expect(addBagsRule({ status: "CONFIRMED", items: [flight({ supplier: "other" })] }, NOW, declared).refusal).toEqual({ reason: "NOT_A_FLIGHT" });
  });
});

describe("withBags: the item's bags with those added", () => {
  const bag = (passengerIndex: number, sliceIndex: number, quantity: number, amountMinor: number) => ({
    passengerIndex,
    passenger: `P${passengerIndex}`,
    sliceIndex,
    origin: "LHR",
    destination: "CDG",
    quantity,
    amountMinor,
  });
  it("adds to a passenger's bags on the same slice and keeps the others apart, in slice then passenger order", () => {
    expect(withBags([bag(0, 0, 1, 3_500)], [bag(0, 0, 1, 3_500), bag(1, 1, 2, 7_000), bag(0, 1, 1, 3_500)])).toEqual([
      bag(0, 0, 2, 7_000),
      bag(0, 1, 1, 3_500),
      bag(1, 1, 2, 7_000),
    ]);
  });
});

describe("the Duffel stand-in's bags after booking (GET /air/orders/:id/available_services, POST /air/orders/:id/services)", () => {
  const order = (services: NonNullable<Parameters<typeof orderBaggageServices>[0]["services"]> = []) => ({
    id: "ord_test",
    total_currency: "USD",
    passengers: [
      { id: "pas_a", type: "adult" },
      { id: "pas_i", type: "infant_without_seat" },
    ],
    slices: [
      { id: "sli_out", segments: [{ id: "seg_1", aircraft: { iata_code: "32N" } }] },
      { id: "sli_back", segments: [{ id: "seg_2", aircraft: { iata_code: "359" } }] },
    ],
    services,
  });

  it("sells a bag per seated passenger and slice, priced by the slice's length, up to two less those held", () => {
    const sold = orderBaggageServices(order());
    expect(sold.map((s) => [s.passenger_ids, s.segment_ids, s.total_amount, s.maximum_quantity])).toEqual([
      [["pas_a"], ["seg_1"], "35.00", 2],
      [["pas_a"], ["seg_2"], "65.00", 2],
    ]);
    const held = orderBaggageServices(order([{ type: "baggage", quantity: 2, passenger_ids: ["pas_a"], segment_ids: ["seg_1"] }]));
    expect(held.map((s) => s.segment_ids)).toEqual([["seg_2"]]);
    expect(orderBaggageServices({ ...order(), cancelled_at: "2027-01-01T00:00:00Z" })).toEqual([]);
  });

  it("adds bags paid at exactly their total, and refuses another amount, an unknown id or too many", () => {
    const o = order();
    const [out] = orderBaggageServices(o);
    const added = addOrderServices(o, { add_services: [{ id: out!.id, quantity: 2 }], payment: { type: "balance", amount: "70.00", currency: "USD" } });
    expect(added).toMatchObject({ cents: 7_000, services: [{ type: "baggage", quantity: 2, total_amount: "70.00", passenger_ids: ["pas_a"] }] });
    expect(addOrderServices(o, { add_services: [{ id: out!.id, quantity: 1 }], payment: { type: "balance", amount: "70.00", currency: "USD" } })).toMatchObject(
      {
        code: "price_changed",
      },
    );
    expect(
      addOrderServices(o, { add_services: [{ id: out!.id, quantity: 3 }], payment: { type: "balance", amount: "105.00", currency: "USD" } }),
    ).toMatchObject({
      code: "unavailable_service",
    });
    expect(
      addOrderServices(o, { add_services: [{ id: "ase_forged", quantity: 1 }], payment: { type: "balance", amount: "35.00", currency: "USD" } }),
    ).toMatchObject({
      code: "unavailable_service",
    });
  });
});
