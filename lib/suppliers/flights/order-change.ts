import type { FlightSlice } from "./types";

/**
 * One way the airline offers to fly a booked slice on another date (Duffel's order change offer): the new slice, the
 * fare difference, the fare's change penalty and their sum — what the change costs (negative: given back) — and the
 * order's new total. Amounts in the order's currency, minor units.
 */
export type FlightChangeOffer = {
  id: string;
  sliceIndex: number;
  slice: FlightSlice;
  currency: string;
  penaltyMinor: number;
  /** New fare less old, without the penalty. */
  fareDifferenceMinor: number;
  /** What the change costs in all: the fare difference plus the penalty. */
  changeTotalMinor: number;
  newTotalMinor: number;
  expiresAt: string;
};
