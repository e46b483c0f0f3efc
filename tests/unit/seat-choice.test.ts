import type { BagOffer } from "@/lib/suppliers/flights/ancillaries";
import { seatCell as seat, segmentMap } from "../support/seat-maps";
import { chooseSeat, chosenExtras, seatRows, type SeatWords } from "@/lib/flights/seat-choice";

const map = segmentMap(
  [
    [[{ kind: "galley" }], [{ kind: "lavatory" }, { kind: "empty" }]],
    [[{ kind: "exit" }], [{ kind: "exit" }]],
    [[seat("12A", { p1: 0, p2: 0 }, "Window seat"), seat("12B", { p1: 1500, p2: 1500 })], [seat("12C", {})]],
  ],
  { firstRow: 2, lastRow: 2 },
);
const passengers = [
  { id: "p1", number: 1 },
  { id: "p2", number: 2 },
];
const words: SeatWords = {
  exit: "Exit",
  facility: (kind) => kind.toUpperCase(),
  seat: (d) => d,
  count: (n) => `#${n}`,
  yours: (s) => `${s} yours`,
  others: (s, n) => `${s} of ${n}`,
  taken: (s) => `${s} taken`,
  paid: (s, minor) => `${s} for ${minor}`,
  free: (s) => `${s} free`,
};

describe("seatRows", () => {
  it("draws facilities, exits and seats with what each passenger may do with them", () => {
    const rows = seatRows(map, { seg_1: { p2: { serviceId: "ase_12B_p2", designator: "12B", amountMinor: 1500 } } }, "p1", passengers, words);
    expect(rows[0]).toEqual({ kind: "facility", sections: ["GALLEY", "LAVATORY "] });
    expect(rows[1]).toEqual({ kind: "exit", label: "Exit" });
    expect(rows[2]).toMatchObject({ kind: "seats", number: "12", overWing: true });
    const seats = rows[2]!.kind === "seats" ? rows[2]!.sections.flat() : [];
    expect(seats.map((s) => [s?.state, s?.label, s?.mark])).toEqual([
      ["free", "12A free, Window seat", undefined],
      ["others", "12B of 2", "#2"],
      ["taken", "12C taken", undefined],
    ]);
  });
});

describe("chooseSeat", () => {
  it("takes a seat for the passenger and hands the map to the next one without a seat", () => {
    const done = chooseSeat(map, {}, "p1", passengers, "12B");
    expect(done).toEqual({ chosen: { seg_1: { p1: { serviceId: "ase_12B_p1", designator: "12B", amountMinor: 1500 } } }, next: "p2" });
    expect(seatRows(map, done!.chosen, "p1", passengers, words)[2]).toMatchObject({ sections: [[{ state: "free" }, { state: "selected", mark: "#1" }], [{}]] });
  });

  it("gives the seat up when taken again, and keeps the same passenger choosing", () => {
    const held = { seg_1: { p1: { serviceId: "ase_12B_p1", designator: "12B", amountMinor: 1500 } } };
    expect(chooseSeat(map, held, "p1", passengers, "12B")).toEqual({ chosen: { seg_1: {} }, next: "p1" });
  });

  it("refuses a seat not offered to the passenger", () => {
    expect(chooseSeat(map, {}, "p1", passengers, "12C")).toBeNull();
  });
});

describe("chosenExtras", () => {
  it("sends seats and bags as ids with quantities and totals their prices", () => {
    const bag: BagOffer = {
      serviceId: "bag_1",
      passengerId: "p1",
      sliceIndex: 0,
      origin: "LHR",
      destination: "JFK",
      amountMinor: 4000,
      maxQuantity: 3,
      maxWeightKg: 23,
    };
    const seats = { seg_1: { p1: { serviceId: "ase_12B_p1", designator: "12B", amountMinor: 1500 } } };
    expect(chosenExtras(seats, { bag_1: 2 }, [bag])).toEqual({
      services: [
        { id: "ase_12B_p1", quantity: 1 },
        { id: "bag_1", quantity: 2 },
      ],
      totalMinor: 9500,
    });
    expect(chosenExtras({}, { bag_1: 0 }, [bag])).toEqual({ services: [], totalMinor: 0 });
  });
});
