import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverQueued, queueEmail } from "@/lib/email";
import { zonedText } from "@/lib/orders/trip-words";
import { tripTexts } from "@/lib/orders/trip-texts";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { atBookedRate } from "@/lib/booking/booked-money";
import { cancellationMail } from "./cancellation-mail";
import { releaseInventory } from "./inventory-items";
import { refundWallet, type WalletRestoration } from "@/lib/wallet/redeem";
import { orderTerms, refundPlan, splitByItem } from "@/lib/terms/refund";
import { cancelSupplierItems } from "@/lib/orders/cancel-supplier-items";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow } from "@/lib/orders/own-order";
import { actorOf, recordOrderEvent } from "@/lib/orders/changes/order-events";
import { hostedProvider, providerNamed, type StoredPaymentProvider } from "@/lib/payments/card-entry";
import { clawBackReferralCredit } from "@/lib/referral/credits";
import { CHARGE_IN_PROGRESS } from "@/lib/orders/payments/pay-due";
import { abandonPayment } from "@/lib/orders/payments/abandon-payment";
import { refundableCharges } from "@/lib/orders/payments/refundable-charges";
import { publishChange } from "@/lib/events/publish";
import { orderMailLocale } from "@/lib/orders/mail-locale";

type Canceller = { reference: string; org: OrgConfig; provider?: StoredPaymentProvider } & ({ userId: number } | { guestEmail: string });

/**
 * Cancels the member's own confirmed booking (`userId`), or a guest's (`guestEmail`, the e-mail it was booked with):
 * rooms back, the policy's share refunded to the card and to each wallet card (./refund-policy.ts), e-mail — all or
 * nothing. The answer says what went back where: `refundMinor` to the card, `wallet` per wallet card (a certificate's
 * `restored` says whether it can be used again). A booking paid later and not charged yet charges nothing: its due
 * charge is released.
 *
 * Everything is decided and done with the order locked (lib/orders/order-lock.ts), from what it holds after the
 * lock: a payment of what is due that committed first is refunded under the policy like any other, and one still
 * in flight makes this answer 409 (CHARGE_IN_PROGRESS) — never a cancellation that keeps a charge it should give back.
 */
export async function cancelBooking(input: Canceller) {
  const userId = "userId" in input ? input.userId : null;
  const guestEmail = "guestEmail" in input ? input.guestEmail : null;
  const found = await ownOrderOrThrow(input.reference, input.org.id, userId !== null ? { userId } : { guestEmail: guestEmail! });

  const done = await withOrderLocked(found.id, (tx) => cancelLocked(tx, found.id, { org: input.org, provider: input.provider, actorId: userId }));
  await afterCancelled(found, done.emailId);
  return done.answer;
}

/** What follows a cancellation's commit: caches told, the e-mail sent. */
export async function afterCancelled(order: { userId: number | null }, emailId: number | null): Promise<void> {
  publishChange({ topic: "inventory", of: "stays" });
  if (order.userId !== null) publishChange({ topic: "member", userId: order.userId });
  if (emailId !== null) await deliverQueued(emailId);
}

type How = {
  org: OrgConfig;
  /** The provider for every refund (tests); by default each charge's own (Payment.provider). */
  provider?: StoredPaymentProvider;
  /** Who cancels, for the wallet's ledger: the member, or null (a guest, or the round that ends unpaid bookings). */
  actorId: number | null;
  /** Cancelled by the round because its due charge was never paid (./payments/end-unpaid.ts): said so in the e-mail. */
  unpaidBy?: Date;
};

/** The cancellation itself, inside a transaction that holds the order's lock (lib/orders/order-lock.ts). */
export async function cancelLocked(tx: Prisma.TransactionClient, id: number, how: How) {
  const r = await tx.order.findUniqueOrThrow({
    where: { id },
    include: { payments: true, items: { orderBy: { id: "asc" } }, user: { select: { email: true, languageCode: true } } },
  });
  if (r.status !== "CONFIRMED") throw new AppError("CONFLICT", "This booking cannot be cancelled.");
  const now = new Date();
  // The terms engine (lib/terms) decides, as it told every page: the cancel dialog showed this same plan.
  const { allowed, share } = orderTerms(r.items, now, how.org.timeZone);
  // An unpaid booking ends however close its day is: nothing was paid, so nothing is given back or kept.
  if (!allowed && !how.unpaidBy) throw new AppError("CONFLICT", "This trip has started and can no longer be cancelled.");
  // Paid later and not charged yet (due, or its charge declined): nothing was paid, so nothing is kept either.
  const due = r.amountDueMinor > 0 ? r.payments.find((p) => p.methodRef !== null && ["DUE", "DECLINED", "CHARGING"].includes(p.status)) : undefined;
  if (due?.status === "CHARGING") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
  await closeOpenCheckouts(tx, r.payments);
  // The remote suppliers first: an item a supplier will not cancel leaves the whole order as it was.
  await cancelSupplierItems(r.items);
  const refundMinor = refundPlan({ cardPaidMinor: r.cardPaidMinor, wallet: [] }, { allowed: true, share }).cardMinor;
  // The member reads the refund in the currency they paid in, at the booking's rate; the card gets the booking's.
  const memberRefundMinor = atBookedRate(refundMinor, r);
  const refunds = await refundCharges(how.provider, { reference: r.reference, currency: r.currency }, refundableCharges(r.payments), refundMinor);

  await tx.order.update({ where: { id: r.id }, data: { status: "CANCELLED", cancelledAt: now, refundMinor, amountDueMinor: 0 } });
  await recordOrderEvent(tx, r.id, "CANCELLED", actorOf({ userId: how.actorId, system: !!how.unpaidBy }), { refundMinor, currency: r.currency });
  if (due) await tx.payment.update({ where: { id: due.id }, data: { status: "RELEASED" } });
  const parts = splitByItem(refundMinor, r.items);
  for (const [i, item] of r.items.entries()) {
    await tx.orderItem.update({ where: { id: item.id }, data: { status: "CANCELLED", cancelledAt: now, refundMinor: parts[i] } });
  }
  // The catalogue's rooms and places back, in this transaction with the money (each item through its supplier).
  await releaseInventory(tx, r);
  // The wallet's credit comes back under the same policy as the card part, with each card's original expiry.
  const wallet: WalletRestoration[] = await refundWallet(tx, { reservationId: r.id, reference: r.reference, actorId: how.actorId }, share);
  await clawBackReferralCredit(tx, r.id);
  for (const refund of refunds) {
    await tx.payment.create({
      data: {
        reservationId: r.id,
        provider: refund.provider,
        providerRef: refund.providerRef,
        idempotencyKey: refund.idempotencyKey,
        amountMinor: refund.amountMinor,
        currency: r.currency,
        status: "REFUNDED",
        last4: refund.last4,
      },
    });
  }
  const to = r.user?.email ?? r.guestEmail;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = orderMailLocale(r, how.org);
  const texts = to ? await tripTexts(how.org, locale, r.reference) : null;
  const emailId =
    !to || !texts
      ? null
      : await queueEmail(tx, {
          orgId: r.orgId,
          to,
          ...cancellationMail(
            {
              orgName: how.org.name,
              reference: r.reference,
              property: r.items.map((i) => i.title).join(" + "),
              refundMinor: memberRefundMinor,
              currency: r.memberCurrency,
              cardRefund: r.currency !== r.memberCurrency ? { amountMinor: refundMinor, currency: r.currency } : null,
              nothingCharged: !!due && r.cardPaidMinor === 0,
              unpaidBy: how.unpaidBy ? zonedText(texts.format, how.unpaidBy, how.org.timeZone) : undefined,
              wallet,
            },
            { t: texts.t, tc: texts.tc, locale },
          ),
        });
  return {
    emailId,
    answer: {
      reference: r.reference,
      status: "CANCELLED" as const,
      refundMinor,
      currency: r.currency,
      memberRefundMinor,
      memberCurrency: r.memberCurrency,
      wallet,
      ...(due ? { releasedMinor: r.amountDueMinor, memberReleasedMinor: atBookedRate(r.amountDueMinor, r) } : {}),
    },
  };
}

/**
 * A payment of what is due that the payer has open on the provider's page (./payments/pay-due-hosted.ts) is closed
 * there before the booking is cancelled, so it cannot be paid afterwards; one already paid is being recorded, and the
 * cancellation waits for it (409) — then it refunds it under the policy like any other charge.
 */
async function closeOpenCheckouts(tx: Prisma.TransactionClient, payments: readonly { id: number; status: string; checkoutRef: string | null }[]) {
  const open = payments.filter((p) => p.status === "OPEN" && p.checkoutRef);
  if (open.length === 0) return;
  const provider = hostedProvider();
  if (!provider)
    throw new AppError("SERVICE_UNAVAILABLE", "The payment provider cannot be reached right now. Your booking is unchanged; please try again later.");
  for (const p of open) {
    await provider.expireCheckout(p.checkoutRef!);
    if ((await provider.readCheckout(p.checkoutRef!)).status === "PAID") throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    await abandonPayment(tx, p.id, "NOT_PAID");
  }
}

type Charge = { id: number; provider: string; providerRef: string; amountMinor: number; last4: string | null };

/**
 * The refund spread over the order's charges, the earliest first, each within what is left of it (./payments/
 * refundable-charges.ts): an order paid at booking and again later (a pay-later booking paid early, a date change's
 * higher price) has two. Each refund has its own idempotency key, so a
 * cancellation retried after a failed commit gets the provider's same refunds back, never second ones — the refund
 * is asked before the order's rows are written, and a commit that fails after it is logged for reconciliation.
 */
async function refundCharges(
  only: StoredPaymentProvider | undefined,
  order: { reference: string; currency: string },
  charges: readonly { charge: Charge; leftMinor: number }[],
  refundMinor: number,
) {
  const { reference, currency } = order;
  const refunds: { provider: string; providerRef: string; idempotencyKey: string; amountMinor: number; last4: string | null }[] = [];
  let left = refundMinor;
  for (const { charge, leftMinor } of charges) {
    if (left <= 0) break;
    const amountMinor = Math.min(left, leftMinor);
    // The first keeps the key earlier versions used, so a cancellation retried across an upgrade is still one refund.
    const idempotencyKey = refunds.length === 0 ? `refund:${reference}` : `refund:${reference}:${charge.id}`;
    // The provider that took the charge gives it back.
    const provider = only ?? providerNamed(charge.provider);
    try {
      const { providerRef } = await provider.refund({ providerRef: charge.providerRef, amountMinor, currency, idempotencyKey });
      refunds.push({ provider: provider.name, providerRef, idempotencyKey, amountMinor, last4: charge.last4 });
    } catch (error) {
      log("error", "payments: a refund failed; the booking stays as it was", { reference, ...errorFields(error) });
      throw new AppError("SERVICE_UNAVAILABLE", "The refund could not be made right now. Your booking is unchanged; please try again later.");
    }
    left -= amountMinor;
  }
  return refunds;
}
