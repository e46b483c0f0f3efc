import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookedBags } from "@/lib/suppliers/flights/ancillaries";
import { applyExtras, type ExtrasHow } from "./apply-extras";
import type { BagsChange, BagsOrder } from "./bags-change";

export type BagsAdded = { reference: string; status: "ADDED"; bags: BookedBags[]; totalMinor: number; currency: string };

/** The bags an item holds with the new ones: one line per passenger and slice, its count and price summed. */
export function withBags(held: readonly BookedBags[], added: readonly BookedBags[]): BookedBags[] {
  const out = held.map((b) => ({ ...b }));
  for (const b of added) {
    const same = out.find((x) => x.passengerIndex === b.passengerIndex && x.sliceIndex === b.sliceIndex);
    if (same) {
      same.quantity += b.quantity;
      same.amountMinor += b.amountMinor;
    } else out.push({ ...b });
  }
  return out.sort((a, b) => a.sliceIndex - b.sliceIndex || a.passengerIndex - b.passengerIndex);
}

/** Records bags the airline has added and the card has paid for (./apply-extras.ts): a BAGS_ADDED event and its e-mail. */
export async function applyBags(tx: Prisma.TransactionClient, r: BagsOrder, change: BagsChange, how: Required<ExtrasHow>) {
  const emailId = await applyExtras(tx, r, change, how, {
    extras: (held) => ({ seats: held.seats, bags: withBags(held.bags, change.bags) }),
    added: { seats: [], bags: change.bags },
    event: "BAGS_ADDED",
    data: { bags: change.bags },
    mail: { subject: "mailBagsAddedSubject", intro: "mailBagsAdded" },
  });
  const answer: BagsAdded = { reference: r.reference, status: "ADDED", bags: change.bags, totalMinor: change.totalMinor, currency: change.currency };
  return { emailId, answer };
}
