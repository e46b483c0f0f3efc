import { AppError } from "@/lib/errors";
import { priceExtras, type BookedSeat, type ChosenService, type OrderSeats, type SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";
import type { BagsRefusal } from "./add-bags-rule";
import { extrasFlightOrThrow, flightSupplier, passengersOf, type ExtrasItem, type ExtrasOrder } from "./extras-order";

/** The key prefix of a hosted checkout that pays for seats (lib/orders/settle-hosted-checkout.ts settles it here). */
export const SEATS_CHECKOUT = "choose-seats-checkout:";

/** Seats chosen for a booked flight, priced: what the checkout keeps (Payment.change) and the airline is asked for. */
export type SeatsChange = {
  kind: "SEATS";
  itemId: number;
  supplierRef: string;
  currency: string;
  totalMinor: number;
  services: { id: string; quantity: number; amountMinor: number }[];
  /** As the trip page, e-mail and calendar name them. */
  seats: BookedSeat[];
};

/** A passenger of the booked flight with the seat they hold on each flight (segment id → seat, e.g. "14C"). */
export type SeatHolder = { id: string; index: number; name: string; seats: Record<string, string> };
export type SeatChoices = { currency: string; seatMaps: SegmentSeatMap[]; passengers: SeatHolder[] };

export const SEATS_UNREACHABLE = "The airline could not be reached to choose seats. Nothing was charged; please try again.";

/** The rule's refusal (the same as bags': until the first flight departs) in the words of seats. */
export function seatsRefusalSentence(refusal: BagsRefusal): string {
  switch (refusal.reason) {
    case "NOT_CONFIRMED":
      return "Only a confirmed booking can have seats chosen.";
    case "NOT_A_FLIGHT":
      return "Only a flight booked on this site can have seats chosen here.";
    case "DEPARTED":
      return "The flight has departed: seats can no longer be chosen.";
  }
}

export const seatsFlightOrThrow = (r: ExtrasOrder, now: Date) => extrasFlightOrThrow(r, now, seatsRefusalSentence);

/**
 * The booked flight's seat maps as the airline prices them now for each passenger (a seat they would move from is
 * counted: they pay only what the new one costs more), and the seats they hold. Another currency than the order's: no map.
 */
export async function seatChoices(r: ExtrasOrder, item: ExtrasItem): Promise<SeatChoices> {
  let offered: OrderSeats;
  try {
    offered = await flightSupplier().orderSeats(item.supplierRef!);
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", SEATS_UNREACHABLE);
  }
  const { ids, names } = passengersOf(item);
  const passengers = ids.map((id, index) => ({
    id,
    index,
    name: names[index] ?? "",
    seats: Object.fromEntries(offered.held.filter((h) => h.passengerId === id).map((h) => [h.segmentId, h.designator])),
  }));
  return { currency: r.currency, seatMaps: offered.currency === r.currency ? offered.seatMaps : [], passengers };
}

/**
 * Prices the traveller's seats against the maps the airline answers now (ancillaries.ts priceExtras, the checkout's
 * own check: a seat taken since or not theirs is a 400 on `services.<i>`). Free seats are a change of 0.
 */
export function priceSeats(r: ExtrasOrder, item: ExtrasItem, offered: SeatChoices, chosen: readonly ChosenService[]): SeatsChange {
  const { ids, names } = passengersOf(item);
  const priced = priceExtras({ currency: offered.currency, seatMaps: offered.seatMaps, bags: [] }, ids, chosen, names);
  if (!priced.ok) throw new AppError("VALIDATION_FAILED", undefined, { fields: priced.problems });
  if (priced.priced.services.length === 0)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "services", message: "Choose at least one seat." }] });
  return {
    kind: "SEATS",
    itemId: item.id,
    supplierRef: item.supplierRef!,
    currency: r.currency,
    totalMinor: priced.priced.totalMinor,
    services: priced.priced.services,
    seats: priced.priced.booked.seats,
  };
}

/** The airline seats them (Duffel's POST /air/orders/:id/services); its refusal (taken since) is a SupplierError. */
export async function seatsWithAirline(change: SeatsChange): Promise<void> {
  await flightSupplier().addServices(change.supplierRef, change.services, change.currency);
}

const sameFlight = (a: BookedSeat, b: BookedSeat) =>
  a.passengerIndex === b.passengerIndex && a.sliceIndex === b.sliceIndex && a.flightNumber === b.flightNumber && a.origin === b.origin;

/** The seats an item holds with the new ones: a passenger's new seat on a flight replaces the one they held there (its price added). */
export function withSeats(held: readonly BookedSeat[], chosen: readonly BookedSeat[]): BookedSeat[] {
  const kept = held.filter((h) => !chosen.some((c) => sameFlight(h, c)));
  const moved = chosen.map((c) => ({ ...c, amountMinor: c.amountMinor + (held.find((h) => sameFlight(h, c))?.amountMinor ?? 0) }));
  return [...kept, ...moved].sort((a, b) => a.sliceIndex - b.sliceIndex || a.passengerIndex - b.passengerIndex);
}
