import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { atBookedRate } from "@/lib/booking/booked-money";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { declineMessage } from "./decline-messages";
import { dueChargeMailWriter } from "./due-mail";
import type { CardInput, PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { CARD_ON_OUR_PAGE, testCardsAccepted } from "./card-entry";
import { openDueCheckout } from "./pay-due-hosted";

export const CHARGE_IN_PROGRESS = "A payment for this booking is being processed. Please try again in a minute.";

type Payer = {
  reference: string;
  org: OrgConfig;
  /** A test card posted with the request (PAYMENT_TEST_CARDS); otherwise the card is typed on the provider's page. */
  card?: CardInput;
  /** Where the payer goes back to once paid (the trip page, a guest's manage page): a path on this site. */
  returnPath?: string;
  idempotencyKey: string;
  provider?: PaymentProvider;
} & ({ userId: number } | { guestEmail: string });

/**
 * Pays what a pay-later booking still owes, now, with a card the payer gives: before its day (paying early), or after
 * the kept card was declined (the booking is then marked "payment failed" until this or a cancellation). The due
 * payment is claimed, and the charge recorded, with the order locked (lib/orders/order-lock.ts), as the due-charge
 * job and a cancellation do: a cancellation that came first leaves nothing due; one that comes while the card is being
 * charged is refused, and one after it refunds the charge under the policy. A declined card puts the claim back as
 * it was. The payment, the order's paid and due amounts and the receipt are one transaction.
 */
export async function payDueNow(input: Payer) {
  const provider = input.provider ?? sandboxProvider;
  const found = await db.reservation.findUnique({ where: { reference: input.reference }, select: { id: true, userId: true, guestEmail: true, orgId: true } });
  const owns =
    found && ("userId" in input ? found.userId === input.userId : found.userId === null && found.guestEmail !== null && found.guestEmail === input.guestEmail);
  if (!found || !owns || found.orgId !== input.org.id) throw new AppError("NOT_FOUND", "No such booking.");
  // The card typed on the provider's page (./pay-due-hosted.ts); one posted here only for the API suites.
  if (!input.card) return openDueCheckout({ orderId: found.id, org: input.org, returnPath: input.returnPath, idempotencyKey: input.idempotencyKey });
  if (!testCardsAccepted()) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "card.number", message: CARD_ON_OUR_PAGE }] });
  const card = input.card;

  const { r, due } = await withOrderLocked(found.id, async (tx) => {
    const r = await tx.reservation.findUniqueOrThrow({ where: { id: found.id }, include: { payments: true } });
    const due = r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status));
    if (r.status !== "CONFIRMED" || r.amountDueMinor === 0 || !due) throw new AppError("CONFLICT", "Nothing is due on this booking.");
    if (due.status === "CHARGING") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    await tx.payment.update({ where: { id: due.id }, data: { status: "CHARGING", attemptedAt: new Date() } });
    return { r, due };
  });
  const putBack = () => db.payment.updateMany({ where: { id: due.id, status: "CHARGING" }, data: { status: due.status } });
  const writeMail = await dueChargeMailWriter(r.id, input.org).catch(async (error: unknown) => {
    await putBack();
    throw error;
  });
  const charge = await provider
    .charge({ amountMinor: due.amountMinor, currency: due.currency, card, idempotencyKey: `pay-due:${input.idempotencyKey}` })
    .catch(() => null);
  if (!charge || charge.status === "DECLINED") {
    await putBack();
    throw new AppError("PAYMENT_DECLINED", declineMessage(charge));
  }
  const emailId = await withOrderLocked(r.id, async (tx) => {
    // Still this request's claim: no cancellation can have come between (it refuses while the charge is in flight).
    const recorded = await tx.payment.updateMany({
      where: { id: due.id, status: "CHARGING" },
      data: { status: "APPROVED", providerRef: charge.providerRef, last4: charge.last4, failure: null },
    });
    if (recorded.count !== 1) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    await tx.reservation.update({ where: { id: r.id }, data: { cardPaidMinor: { increment: due.amountMinor }, amountDueMinor: 0 } });
    return writeMail(tx, { amountMinor: due.amountMinor, last4: charge.last4 }, charge);
  }).catch(async (error: unknown) => {
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
