import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { todayIn } from "@/lib/org/calendar";
import { cancellationMail } from "./emails";
import { restorePlaces, restoreRooms } from "./holds";
import { refundWallet } from "@/lib/wallet/redeem";
import { sandboxProvider } from "./payments/sandbox";
import type { PaymentProvider } from "./payments/provider";
import { clawBackReferralCredit } from "@/lib/referral/credits";

/**
 * What a cancellation refunds under the property's policy: everything until the free-cancellation deadline
 * (check-in minus freeCancelDays, in the org's calendar), half under PARTIAL_REFUND, nothing for NON_REFUNDABLE or
 * after the deadline. A stay that has started cannot be cancelled.
 */
export function refundFor(policy: { cancellationPolicy: string; freeCancelDays: number }, paidMinor: number, checkIn: string, today: string): { allowed: boolean; refundMinor: number } {
  if (today >= checkIn) return { allowed: false, refundMinor: 0 };
  const deadline = new Date(`${checkIn}T00:00:00Z`);
  deadline.setUTCDate(deadline.getUTCDate() - policy.freeCancelDays);
  const beforeDeadline = today < deadline.toISOString().slice(0, 10);
  if (policy.cancellationPolicy === "NON_REFUNDABLE") return { allowed: true, refundMinor: 0 };
  if (policy.cancellationPolicy === "FREE_CANCELLATION" && beforeDeadline) return { allowed: true, refundMinor: paidMinor };
  return { allowed: true, refundMinor: Math.floor(paidMinor / 2) };
}

/** Cancels the member's own confirmed booking: rooms back, refund to the card, e-mail — all or nothing. */
export async function cancelBooking(input: { reference: string; userId: number; org: OrgConfig; provider?: PaymentProvider }) {
  const provider = input.provider ?? sandboxProvider;
  const r = await db.reservation.findUnique({ where: { reference: input.reference }, include: { property: true, payments: true } });
  // Someone else's booking is "not found", never "forbidden": references must not be probeable.
  if (!r || r.userId !== input.userId || r.orgId !== input.org.id) throw new AppError("NOT_FOUND", "No such booking.");
  if (r.status !== "CONFIRMED") throw new AppError("CONFLICT", "This booking cannot be cancelled.");
  const checkIn = r.checkIn.toISOString().slice(0, 10);
  const { allowed, refundMinor } = refundFor(r.property, r.cardPaidMinor, checkIn, todayIn(input.org.timeZone));
  if (!allowed) throw new AppError("CONFLICT", "This stay has started and can no longer be cancelled.");
  const charge = r.payments.find((p) => p.status === "APPROVED");
  const refund = refundMinor > 0 && charge ? await provider.refund({ providerRef: charge.providerRef, amountMinor: refundMinor, currency: r.currency, idempotencyKey: `refund:${r.reference}` }) : null;

  const emailId = await db.$transaction(async (tx) => {
    // The conditional update makes a double click (or two tabs) cancel once.
    const done = await tx.reservation.updateMany({ where: { id: r.id, status: "CONFIRMED" }, data: { status: "CANCELLED", cancelledAt: new Date(), refundMinor } });
    if (done.count !== 1) throw new AppError("CONFLICT", "This booking cannot be cancelled.");
    await restoreRooms(tx, r);
    await restorePlaces(tx, r);
    // The wallet's credit comes back in full, with each card's original expiry.
    await refundWallet(tx, { reservationId: r.id, reference: r.reference, actorId: input.userId });
    await clawBackReferralCredit(tx, r.id);
    if (refund) {
      await tx.payment.create({ data: { reservationId: r.id, provider: provider.name, providerRef: refund.providerRef, idempotencyKey: `refund:${r.reference}`, amountMinor: refundMinor, currency: r.currency, status: "REFUNDED", last4: charge?.last4 } });
    }
    const user = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true } });
    return queueEmail(tx, { orgId: r.orgId, to: user.email, ...cancellationMail({ orgName: input.org.name, reference: r.reference, property: r.property.name, refundMinor, currency: r.currency }) });
  });
  await deliverQueued(emailId);
  return { reference: r.reference, status: "CANCELLED" as const, refundMinor, currency: r.currency };
}
