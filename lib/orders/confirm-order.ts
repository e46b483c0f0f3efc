import type { SupplierBooking } from "@/lib/suppliers/seam";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverQueued, queueEmail } from "@/lib/email";
import type { OrgConfig } from "@/lib/org/org-config";
import { manageBookingUrl } from "@/lib/orders/guest/manage-link";
import { manageLinkExpiry, signManageToken } from "@/lib/orders/guest/manage-token";
import { publishChange } from "@/lib/events/publish";
import { actorOf, recordOrderEvent } from "@/lib/orders/changes/order-events";
import { confirmWallet } from "@/lib/wallet/redeem";
import { creditReferrerForBooking } from "@/lib/referral/credits";
import type { confirmationMailWriter } from "./confirmation-mail";

export type HeldOrder = {
  reservationId: number;
  reference: string;
  org: OrgConfig;
  userId: number | null;
  /** A guest's address (their e-mail carries the manage link), or null for a member. */
  guestEmail: string | null;
  /** The order's last day (ISO date): the guest's manage link lasts until after it. */
  lastDay: string;
  /** false when the order was read with its member and they came through no referral: no referrer's credit is looked for. */
  referred?: boolean;
  /** Where the confirmation goes. */
  to: string;
  /** Each item's supplier booking, in item order; null for the catalogue's own. */
  bookings: readonly (SupplierBooking | null)[];
  writeMail: Awaited<ReturnType<typeof confirmationMailWriter>>;
};

/**
 * The last step of every order, whichever way it was paid (lib/orders/place-order.ts at once, or
 * ./settle-hosted-checkout.ts after the provider's page): the order and its items confirmed with their supplier
 * references, the referrer credited, the wallet's hold redeemed and the confirmation queued — inside the caller's
 * transaction, which also records the payment. Answers the e-mail's id.
 */
export async function confirmHeldOrder(tx: Prisma.TransactionClient, order: HeldOrder): Promise<number> {
  await tx.order.update({ where: { id: order.reservationId }, data: { status: "CONFIRMED" }, select: { id: true } });
  await recordOrderEvent(tx, order.reservationId, "CONFIRMED", actorOf({ userId: order.userId }));
  if (order.bookings.some(Boolean)) {
    const items = await tx.orderItem.findMany({ where: { reservationId: order.reservationId }, orderBy: { id: "asc" }, select: { id: true } });
    for (const [i, item] of items.entries()) {
      const booked = order.bookings[i];
      const refs = booked ? { supplierRef: booked.supplierRef, bookingRef: booked.bookingRef ?? null } : {};
      await tx.orderItem.update({ where: { id: item.id }, data: { status: "CONFIRMED", ...refs } });
    }
  } else await tx.orderItem.updateMany({ where: { reservationId: order.reservationId }, data: { status: "CONFIRMED" } });
  if (order.referred !== false)
    await creditReferrerForBooking(tx, {
      id: order.reservationId,
      userId: order.userId,
      orgId: order.org.id,
      checkOut: new Date(`${order.lastDay}T00:00:00Z`),
    });
  await confirmWallet(tx, { reservationId: order.reservationId, reference: order.reference, actorId: order.userId });
  // A guest has no My Trips: their e-mail carries the signed, expiring manage-booking link instead.
  const manageUrl = order.guestEmail
    ? manageBookingUrl(order.org, signManageToken(order.reference, order.guestEmail, manageLinkExpiry(order.lastDay)))
    : undefined;
  const mail = await order.writeMail(tx, manageUrl);
  return queueEmail(tx, { orgId: order.org.id, to: order.to, ...mail });
}

/** After the confirmation's commit: caches told, the e-mail sent (without its id, the outbox's retry round sends it). */
export async function afterConfirmed(userId: number | null, emailId: number | null): Promise<void> {
  publishChange({ topic: "inventory", of: "stays" });
  if (userId !== null) publishChange({ topic: "member", userId });
  if (emailId !== null) await deliverQueued(emailId);
}
