import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/http/errors";
import { errorFields, log } from "@/lib/http/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { atBookedRate } from "@/lib/booking/booked-money";
import { declineMessage } from "./decline-messages";
import { dueChargeMailWriter } from "./due-mail";
import type { CardInput, PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";

export const CHARGE_IN_PROGRESS = "A payment for this booking is being processed. Please try again in a minute.";

/**
 * Pays what a pay-later booking still owes, now, with a card the payer gives: before its day (paying early), or after
 * the kept card was declined (the booking is then marked "payment failed" until this or a cancellation). The due
 * payment is claimed as the due-charge job claims it (./charge-due.ts), so the two never both charge; a declined card
 * puts the claim back as it was. The payment, the order's paid and due amounts and the receipt are one transaction.
 */
export async function payDueNow(
  input: { reference: string; org: OrgConfig; card: CardInput; idempotencyKey: string; provider?: PaymentProvider } & (
    { userId: number } | { guestEmail: string }
  ),
) {
  const provider = input.provider ?? sandboxProvider;
  const r = await db.reservation.findUnique({ where: { reference: input.reference }, include: { payments: true } });
  const owns = r && ("userId" in input ? r.userId === input.userId : r.userId === null && r.guestEmail !== null && r.guestEmail === input.guestEmail);
  if (!r || !owns || r.orgId !== input.org.id) throw new AppError("NOT_FOUND", "No such booking.");
  const due = r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status));
  if (r.status !== "CONFIRMED" || r.amountDueMinor === 0 || !due) throw new AppError("CONFLICT", "Nothing is due on this booking.");
  if (due.status === "CHARGING") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);

  const claimed = await db.payment.updateMany({ where: { id: due.id, status: due.status }, data: { status: "CHARGING", attemptedAt: new Date() } });
  if (claimed.count !== 1) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
  const putBack = () => db.payment.updateMany({ where: { id: due.id, status: "CHARGING" }, data: { status: due.status } });
  const writeMail = await dueChargeMailWriter(r.id, input.org).catch(async (error: unknown) => {
    await putBack();
    throw error;
  });
  const charge = await provider
    .charge({ amountMinor: due.amountMinor, currency: due.currency, card: input.card, idempotencyKey: `pay-due:${input.idempotencyKey}` })
    .catch(() => null);
  if (!charge || charge.status === "DECLINED") {
    await putBack();
    throw new AppError("PAYMENT_DECLINED", declineMessage(charge));
  }
  const emailId = await db
    .$transaction(async (tx) => {
      await tx.payment.update({
        where: { id: due.id },
        data: { status: "APPROVED", providerRef: charge.providerRef, last4: charge.last4, failure: null },
      });
      await tx.reservation.update({ where: { id: r.id }, data: { cardPaidMinor: { increment: due.amountMinor }, amountDueMinor: 0 } });
      return writeMail(tx, { amountMinor: due.amountMinor, last4: charge.last4 }, charge);
    })
    .catch(async (error: unknown) => {
      // A COMMIT whose answer was lost may have gone through: what is stored decides whether the charge stands.
      const stored = await db.payment.findUnique({ where: { id: due.id }, select: { status: true, providerRef: true } }).catch(() => null);
      if (stored?.status === "APPROVED" && stored.providerRef === charge.providerRef) return null;
      await provider
        .refund({
          providerRef: charge.providerRef,
          amountMinor: due.amountMinor,
          currency: due.currency,
          idempotencyKey: `pay-due-undo:${input.idempotencyKey}`,
        })
        .catch((refundError: unknown) =>
          log("error", "payments: an unrecorded charge could not be refunded", { reference: r.reference, ...errorFields(refundError) }),
        );
      await putBack().catch(() => undefined);
      throw error;
    });
  if (emailId !== null) await deliverQueued(emailId);
  return {
    reference: r.reference,
    status: "PAID" as const,
    amountMinor: due.amountMinor,
    currency: due.currency,
    memberAmountMinor: atBookedRate(due.amountMinor, r),
    memberCurrency: r.memberCurrency,
    last4: charge.last4,
  };
}
