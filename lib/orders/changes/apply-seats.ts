import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookedSeat } from "@/lib/suppliers/flights/ancillaries";
import { applyExtras, type ExtrasHow } from "./apply-extras";
import type { ExtrasOrder } from "./extras-order";
import { withSeats, type SeatsChange } from "./seats-change";

export type SeatsChosen = { reference: string; status: "CHOSEN"; seats: BookedSeat[]; totalMinor: number; currency: string };

/** Records seats the airline has given (paid, or free with no payment): a SEATS_CHOSEN event and its e-mail (./apply-extras.ts). */
export async function applySeats(tx: Prisma.TransactionClient, r: ExtrasOrder, change: SeatsChange, how: ExtrasHow) {
  const emailId = await applyExtras(tx, r, change, how, {
    extras: (held) => ({ seats: withSeats(held.seats, change.seats), bags: held.bags }),
    added: { seats: change.seats, bags: [] },
    event: "SEATS_CHOSEN",
    data: { seats: change.seats },
    mail: { subject: "mailSeatsChosenSubject", intro: "mailSeatsChosen" },
  });
  const answer: SeatsChosen = { reference: r.reference, status: "CHOSEN", seats: change.seats, totalMinor: change.totalMinor, currency: change.currency };
  return { emailId, answer };
}
