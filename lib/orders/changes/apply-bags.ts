import type { Prisma } from "@/lib/generated/prisma/client";
import { queueEmail } from "@/lib/email";
import { atBookedRate } from "@/lib/booking/booked-money";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripTexts } from "@/lib/orders/trip-texts";
import { bookedExtrasOf, type BookedBags } from "@/lib/suppliers/flights/ancillaries";
import { bagsAddedMail } from "./bags-mail";
import { recordOrderEvent, type OrderActor } from "./order-events";
import type { BagsChange, BagsOrder } from "./bags-change";
import { orderMailLocale } from "@/lib/orders/mail-locale";

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

/**
 * Records bags the airline has added and the card has paid for, inside the transaction that holds the order's lock:
 * the payment approved, the flight's extras (so the trip page, e-mail and calendar name them), its price and the
 * order's totals grown by what was paid — so a cancellation refunds the bags under the fare's own rule, like the
 * fare — then the event and the e-mail. All or nothing.
 */
export async function applyBags(
  tx: Prisma.TransactionClient,
  r: BagsOrder,
  change: BagsChange,
  how: { org: OrgConfig; actor: OrderActor; key: string; paid: { paymentId: number; providerRef: string; last4: string | null } },
) {
  const item = r.items.find((i) => i.id === change.itemId)!;
  const total = change.totalMinor;
  await tx.payment.update({
    where: { id: how.paid.paymentId },
    data: { status: "APPROVED", providerRef: how.paid.providerRef, last4: how.paid.last4, failure: null, checkoutUrl: null },
  });
  const details = (item.details ?? {}) as Prisma.JsonObject;
  const held = bookedExtrasOf(details);
  const services = Array.isArray(details.services) ? details.services : [];
  await tx.orderItem.update({
    where: { id: item.id },
    data: {
      details: { ...details, extras: { seats: held.seats, bags: withBags(held.bags, change.bags) }, services: [...services, ...change.services] },
      baseMinor: item.baseMinor + total,
      totalMinor: item.totalMinor + total,
      memberTotalMinor: atBookedRate(item.totalMinor + total, item),
    },
  });
  const totalMinor = r.totalMinor + total;
  await tx.order.update({
    where: { id: r.id },
    data: {
      subtotalMinor: r.subtotalMinor + total,
      totalMinor,
      memberTotalMinor: atBookedRate(totalMinor, r),
      cardPaidMinor: r.cardPaidMinor + total,
    },
  });
  const answer: BagsAdded = { reference: r.reference, status: "ADDED", bags: change.bags, totalMinor: total, currency: change.currency };
  await recordOrderEvent(tx, r.id, "BAGS_ADDED", how.actor, { bags: change.bags, totalMinor: total, currency: change.currency, key: how.key });
  return { emailId: await queueBagsMail(tx, r, change, how.org), answer };
}

async function queueBagsMail(tx: Prisma.TransactionClient, r: BagsOrder, change: BagsChange, org: OrgConfig): Promise<number | null> {
  const address = r.user?.email ?? r.guestEmail;
  if (!address) return null;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = orderMailLocale(r, org);
  const texts = await tripTexts(org, locale, r.reference);
  const mail = bagsAddedMail(
    { orgName: org.name, reference: r.reference, title: r.items.map((i) => i.title).join(" + "), tripUrl: r.userId ? texts.tripUrl : null, locale },
    change,
    { t: texts.t, format: texts.format },
  );
  return queueEmail(tx, { orgId: r.orgId, to: address, ...mail });
}
