import { bookedExtrasOf } from "@/lib/suppliers/flights/ancillaries";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { AfterBooking } from "@/lib/suppliers/seam";

type Item = { id: number; kind: string; productCode: string; supplier: string; supplierRef: string | null; endsAt: Date; details: unknown; status?: string };

/** A booked flight whose seats are chosen with the airline, at online check-in, under its booking reference. */
export type SeatsAtCheckIn = { itemId: number; airline: string };

/**
 * The confirmed order's flights whose supplier seats no one after booking (lib/suppliers/seam.ts AfterBooking: Duffel
 * sells seats only with the order), still to fly, on which a traveller with a seat of their own (not an infant on a
 * lap) holds none on some flight: the trip page says where seats are chosen instead — online check-in with the airline
 * — rather than offering a choice the airline would refuse. Seats chosen at checkout are booked with the order.
 */
export function seatsAtCheckIn(order: { status: string; items: readonly Item[] }, now: Date, afterBooking: (item: Item) => AfterBooking): SeatsAtCheckIn[] {
  if (order.status !== "CONFIRMED") return [];
  return order.items
    .filter((i) => i.kind === "FLIGHT" && i.supplierRef && i.status !== "CANCELLED" && i.endsAt.getTime() > now.getTime())
    .filter((i) => !afterBooking(i).seats && someoneWithoutSeat(i.details))
    .map((i) => ({ itemId: i.id, airline: (i.details as Partial<FlightDetails> | null)?.airline?.name ?? "" }));
}

function someoneWithoutSeat(details: unknown): boolean {
  const d = (details ?? {}) as Partial<FlightDetails>;
  const seated = (d.passengers ?? []).flatMap((p, index) => (p.type === "infant" ? [] : [index]));
  const held = bookedExtrasOf(details).seats;
  return (d.slices ?? []).some((slice, sliceIndex) =>
    slice.segments.some((segment) =>
      seated.some(
        (passengerIndex) =>
          !held.some(
            (s) =>
              s.passengerIndex === passengerIndex && s.sliceIndex === sliceIndex && s.flightNumber === segment.flightNumber && s.origin === segment.origin.iata,
          ),
      ),
    ),
  );
}
