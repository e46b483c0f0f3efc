import { AppError } from "@/lib/errors";
import { SupplierError } from "@/lib/suppliers/seam";
import { applySeats, type SeatsChosen } from "./apply-seats";
import { extrasActor, extrasChange, type ExtrasInput, type ExtrasKind, type ExtrasPayment } from "./extras-change";
import {
  SEATS_CHECKOUT,
  SEATS_UNREACHABLE,
  priceSeats,
  seatChoices,
  seatsFlightOrThrow,
  seatsWithAirline,
  type SeatChoices,
  type SeatsChange,
} from "./seats-change";

export type SeatsQuote = { reference: string; status: "QUOTE" } & SeatChoices;

export const SEATS_NOT_PAID = "The payment for these seats was not completed, so your seats did not change. Please choose them again.";
export const SEATS_TAKEN = "One of these seats has just been taken. Please choose again.";

/**
 * Seats: the airline's seat maps for the booked order, paid on the provider's page when they cost something
 * (./extras-change.ts, settled by ./settle-seats-checkout.ts); free seats are given by the airline at once.
 */
const SEATS: ExtrasKind<SeatsChange, SeatChoices, SeatsQuote, SeatsChosen> = {
  prefix: SEATS_CHECKOUT,
  notPaid: SEATS_NOT_PAID,
  priceChanged: "The price of these seats has changed. Please check the new price.",
  flight: seatsFlightOrThrow,
  offered: seatChoices,
  quote: (r, offered) => ({ reference: r.reference, status: "QUOTE", ...offered }),
  price: priceSeats,
  made: (reference, data) => {
    const d = data as unknown as Omit<SeatsChosen, "reference" | "status">;
    return { reference, status: "CHOSEN", seats: d.seats, totalMinor: d.totalMinor, currency: d.currency };
  },
  async free(tx, r, change, how) {
    try {
      await seatsWithAirline(change);
    } catch (error) {
      // Taken by someone else between the map and now: nothing changed, the traveller chooses again.
      if (error instanceof SupplierError && error.reason === "REJECTED") throw new AppError("CONFLICT", SEATS_TAKEN);
      throw new AppError("SERVICE_UNAVAILABLE", SEATS_UNREACHABLE);
    }
    return applySeats(tx, r, change, { org: how.org, actor: extrasActor(r), key: how.key });
  },
};

/**
 * Seats for the booked flight, chosen or changed per flight and passenger, for its member or its guest: without
 * `confirm` the seat maps as the airline prices them now and the seats held; with it, free seats at once, paid ones
 * after their payment on the provider's page.
 */
export function chooseFlightSeats(input: ExtrasInput): Promise<SeatsQuote | ExtrasPayment | SeatsChosen> {
  return extrasChange(SEATS, input);
}
