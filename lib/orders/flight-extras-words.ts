import { bookedExtrasOf } from "@/lib/suppliers/flights/ancillaries";
import type { Format, TripT } from "./trip-words";

/** A seat in the reader's digits, its letter as printed: "14C", "١٤C". */
export function seatText(format: Format, designator: string): string {
  const m = /^(\d+)(.*)$/.exec(designator);
  return m ? `${format.number(Number(m[1]), { useGrouping: false })}${m[2]}` : designator;
}

/**
 * The seats and extra bags a flight item holds, one line each, as the trip page, the confirmation e-mail and the
 * calendar say them: "Seat 14C · BA117 LHR → JFK · Ada Lovelace", "1 extra checked bag · LHR → JFK · Ada Lovelace".
 * `slice`: only those of one direction (a calendar event is one direction).
 */
export function flightExtrasLines(t: TripT, format: Format, details: unknown, slice?: number): string[] {
  const { seats, bags } = bookedExtrasOf(details);
  const mine = <T extends { sliceIndex: number }>(list: T[]) => (slice === undefined ? list : list.filter((x) => x.sliceIndex === slice));
  return [
    ...mine(seats).map((s) =>
      t("seatLine", { seat: seatText(format, s.designator), flight: s.flightNumber, from: s.origin, to: s.destination, passenger: s.passenger }),
    ),
    ...mine(bags).map((b) => t("bagLine", { count: b.quantity, from: b.origin, to: b.destination, passenger: b.passenger })),
  ];
}
