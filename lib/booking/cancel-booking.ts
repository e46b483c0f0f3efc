import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { todayIn } from "@/lib/org/calendar";
import { atBookedRate } from "./booked-money";
import { cancellationMail } from "./emails";
import { restorePlaces, restoreRooms } from "./holds";
import { refundWallet, type WalletRestoration } from "@/lib/wallet/redeem";
import { refundPart } from "./refund-policy";
import { orderCancellationTerms, splitByItem } from "@/lib/orders/item-terms";
import { cancelSupplierItems } from "@/lib/orders/cancel-supplier-items";
import { sandboxProvider } from "./payments/sandbox";
import type { PaymentProvider } from "./payments/provider";
import { clawBackReferralCredit } from "@/lib/referral/credits";
import { CHARGE_IN_PROGRESS } from "./payments/pay-due";
import { publishChange } from "@/lib/events/publish";

/**
 * Cancels the member's own confirmed booking (`userId`), or a guest's (`guestEmail`, the e-mail it was booked with):
 * rooms back, the policy's share refunded to the card and to each wallet card (./refund-policy.ts), e-mail — all or
 * nothing. The answer says what went back where: `refundMinor` to the card, `wallet` per wallet card (a certificate's
 * `restored` says whether it can be used again). A booking paid later and not charged yet charges nothing: its due
 * charge is released (`releasedMinor`) in the same transaction, unless the due-charge job has claimed it meanwhile.
 */
export async function cancelBooking(input: { reference: string; org: OrgConfig; provider?: PaymentProvider } & ({ userId: number } | { guestEmail: string })) {
  const userId = "userId" in input ? input.userId : null;
  const guestEmail = "guestEmail" in input ? input.guestEmail : null;
  const provider = input.provider ?? sandboxProvider;
  const r = await db.reservation.findUnique({ where: { reference: input.reference }, include: { payments: true, items: { orderBy: { id: "asc" } } } });
  // Someone else's booking is "not found", never "forbidden": references must not be probeable.
  const owns = r && (userId !== null ? r.userId === userId : r.userId === null && r.guestEmail !== null && r.guestEmail === guestEmail);
  if (!r || !owns || r.orgId !== input.org.id) throw new AppError("NOT_FOUND", "No such booking.");
  if (r.status !== "CONFIRMED") throw new AppError("CONFLICT", "This booking cannot be cancelled.");
  const { allowed, share } = orderCancellationTerms(r.items, new Date(), todayIn(input.org.timeZone));
  if (!allowed) throw new AppError("CONFLICT", "This trip has started and can no longer be cancelled.");
  // Paid later and not charged yet (due, or its charge declined): nothing was paid, so nothing is kept either.
  const due = r.amountDueMinor > 0 ? r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status)) : undefined;
  if (due?.status === "CHARGING") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
  // The suppliers first: an item a supplier will not cancel leaves the whole order as it was.
  await cancelSupplierItems(r.items);
  const refundMinor = refundPart(r.cardPaidMinor, share);
  // The member reads the refund in the currency they paid in, at the booking's rate; the card gets the booking's.
  const memberRefundMinor = atBookedRate(refundMinor, r);
  const charge = r.payments.find((p) => p.status === "APPROVED");
  const refund =
    refundMinor > 0 && charge
      ? await provider.refund({ providerRef: charge.providerRef, amountMinor: refundMinor, currency: r.currency, idempotencyKey: `refund:${r.reference}` })
      : null;

  let wallet: WalletRestoration[] = [];
  const emailId = await db.$transaction(async (tx) => {
    // The conditional update makes a double click (or two tabs) cancel once.
    const done = await tx.reservation.updateMany({
      where: { id: r.id, status: "CONFIRMED" },
      data: { status: "CANCELLED", cancelledAt: new Date(), refundMinor, amountDueMinor: 0 },
    });
    if (done.count !== 1) throw new AppError("CONFLICT", "This booking cannot be cancelled.");
    if (due) {
      const released = await tx.payment.updateMany({ where: { id: due.id, status: due.status }, data: { status: "RELEASED" } });
      if (released.count !== 1) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    }
    const parts = splitByItem(refundMinor, r.items);
    for (const [i, item] of r.items.entries()) {
      await tx.orderItem.update({ where: { id: item.id }, data: { status: "CANCELLED", cancelledAt: new Date(), refundMinor: parts[i] } });
    }
    await restoreRooms(tx, r);
    await restorePlaces(tx, r);
    // The wallet's credit comes back under the same policy as the card part, with each card's original expiry.
    wallet = await refundWallet(tx, { reservationId: r.id, reference: r.reference, actorId: userId }, share);
    await clawBackReferralCredit(tx, r.id);
    if (refund) {
      await tx.payment.create({
        data: {
          reservationId: r.id,
          provider: provider.name,
          providerRef: refund.providerRef,
          idempotencyKey: `refund:${r.reference}`,
          amountMinor: refundMinor,
          currency: r.currency,
          status: "REFUNDED",
          last4: charge?.last4,
        },
      });
    }
    const to = userId !== null ? (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })).email : r.guestEmail!;
    return queueEmail(tx, {
      orgId: r.orgId,
      to,
      ...cancellationMail({
        orgName: input.org.name,
        reference: r.reference,
        property: r.items.map((i) => i.title).join(" + "),
        refundMinor: memberRefundMinor,
        currency: r.memberCurrency,
        cardRefund: r.currency !== r.memberCurrency ? { amountMinor: refundMinor, currency: r.currency } : null,
        nothingCharged: !!due && r.cardPaidMinor === 0,
      }),
    });
  });
  publishChange({ topic: "inventory", of: "stays" });
  if (r.userId !== null) publishChange({ topic: "member", userId: r.userId });
  await deliverQueued(emailId);
  return {
    reference: r.reference,
    status: "CANCELLED" as const,
    refundMinor,
    currency: r.currency,
    memberRefundMinor,
    memberCurrency: r.memberCurrency,
    wallet,
    ...(due ? { releasedMinor: r.amountDueMinor, memberReleasedMinor: atBookedRate(r.amountDueMinor, r) } : {}),
  };
}
