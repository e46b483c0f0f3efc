import type { SeatCell, SeatMapCabin, SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";

/** A seat priced per passenger (`prices`: passenger id → amount; null: taken), with the airline's name for it. */
export const seatCell = (designator: string, prices: Record<string, number> | null, name: string | null = null): SeatCell => ({
  kind: "seat",
  designator,
  name,
  disclosures: [],
  services: prices ? Object.entries(prices).map(([p, amountMinor]) => ({ id: `ase_${designator}_${p}`, passengerId: p, amountMinor })) : [],
});

/** The seat map of BA117 London–New York, one economy cabin of these rows. */
export const segmentMap = (rows: SeatMapCabin["rows"], wings: SeatMapCabin["wings"] = null): SegmentSeatMap => ({
  segmentId: "seg_1",
  sliceIndex: 0,
  segmentIndex: 0,
  flightNumber: "BA117",
  origin: "LHR",
  destination: "JFK",
  cabins: [{ cabinClass: "economy", aisles: 1, wings, rows }],
});
