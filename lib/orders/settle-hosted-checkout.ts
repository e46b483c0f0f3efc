import type { SupplierBooking } from "@/lib/suppliers/seam";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { getOrgById } from "@/lib/org/get-org-by-host";
import { releaseStayHold } from "@/lib/orders/holds";
import { hostedProvider } from "@/lib/payments/card-entry";
import type { CheckoutOutcome, HostedPaymentProvider } from "@/lib/payments/provider";
import { settleDueCheckout } from "@/lib/orders/payments/settle-due-checkout";
import { CHANGE_CHECKOUT } from "@/lib/orders/changes/change-dates";
import { settleChangeCheckout } from "@/lib/orders/changes/settle-change-checkout";
import { BAGS_CHECKOUT } from "@/lib/orders/changes/bags-change";
import { settleBagsCheckout } from "@/lib/orders/changes/settle-bags-checkout";
import { FLIGHT_CHANGE_CHECKOUT } from "@/lib/orders/changes/flight-change";
import { settleFlightChangeCheckout } from "@/lib/orders/changes/settle-flight-change-checkout";
import type { Prisma } from "@/lib/generated/prisma/client";
import { abandonPayment, type AbandonedWhy } from "@/lib/orders/payments/abandon-payment";
import { bookHeldItems } from "./book-held-items";
import { afterConfirmed, confirmHeldOrder } from "./confirm-order";
import { confirmationMailWriter } from "./confirmation-mail";

/**
 * What a hosted checkout came to, for the page the payer returns to:
 * CONFIRMED: booked; OPEN: not paid yet (the provider's page is still open at `paymentUrl`); SETTLING: another
 * request is confirming it right now; ENDED: closed unpaid, or paid and refunded because a supplier refused
 * (`message` says which), the order let go.
 */
export type Settled = SettledState & {
  /** The page on this site the checkout began on (Payment.returnPath), where "Cancel and go back" returns. */
  returnPath?: string;
  /** Whether the payer goes back to that page once paid too (a quote's link, a trip page), not to the confirmation. */
  backAfterPaying?: boolean;
};

type SettledState =
  | { status: "CONFIRMED"; reference: string; guest: boolean }
  /** A booking's due amount paid (lib/orders/payments/pay-due-hosted.ts). */
  | { status: "DUE_PAID"; reference: string }
  /**
   * A change paid on the provider's page — a date change's higher price (lib/orders/changes/settle-change-checkout.ts),
   * extra bags (…/settle-bags-checkout.ts), a flight change (…/settle-flight-change-checkout.ts): made, not paid, or paid and given back. `param`: the trip page's query
   * parameter that tells which change came back unmade ("change" by default).
   */
  | { status: "CHANGE"; reference: string; outcome: "CHANGED" | "NOT_PAID" | "REFUNDED"; param?: "change" | "bags" | "flight" }
  | { status: "OPEN"; reference: string; paymentUrl: string | null }
  | { status: "SETTLING"; reference: string }
  | { status: "ENDED"; reference: string; message: string; why?: EndedWhy };

/** Why a checkout ended without a booking, for the page the payer returns to (app/checkout-success). */
export type EndedWhy = "not_completed" | "refunded" | "card_expires";

/** A claim older than this belongs to a settlement that stopped; the next one takes over. */
export const STALE_SETTLEMENT_MS = 2 * 60_000;

export const PAYMENT_NOT_COMPLETED = "Your payment was not completed, so nothing was charged and the booking was not made. You can try again.";
export const CARD_EXPIRES_BEFORE_DUE =
  "The card you saved expires before the day this booking is charged, so the booking was not made and nothing was charged. Please book again with another card.";
const REFUNDED_SUPPLIER = (reason: string) => `${reason.replace(/ Nothing was charged[^.]*\./, "")} Your payment has been refunded in full.`;

/**
 * Settles the order behind a checkout on the provider's page: from the payer's return, the provider's signed event or
 * the sweep of abandoned checkouts (./sweep-open-checkouts.ts) — whichever comes first does it, the others read what
 * it did. Paid (or the card kept, paying later): the payment is claimed (OPEN → CHARGING, so one settlement books),
 * the suppliers book (./book-held-items.ts), and the order, its payment, the wallet's redemption and the e-mail are
 * confirmed in one transaction (./confirm-order.ts). A supplier's refusal refunds the charge and lets the hold go.
 * Closed unpaid: the hold goes. A checkout still open is left as it is.
 */
export async function settleHostedCheckout(checkoutRef: string, provider: HostedPaymentProvider | null = hostedProvider()): Promise<Settled> {
  const payment = await db.payment.findUnique({
    where: { checkoutRef },
    select: {
      id: true,
      status: true,
      attemptedAt: true,
      checkoutUrl: true,
      amountMinor: true,
      currency: true,
      idempotencyKey: true,
      change: true,
      returnPath: true,
      returnAfterPaying: true,
      // With what confirming a booking needs (confirmPaid), so the return that settles it reads its order once.
      reservation: { select: heldOrderSelect },
    },
  });
  if (!payment) throw new AppError("NOT_FOUND", "No such payment.");
  const settled = await settlePayment(checkoutRef, payment, provider);
  return payment.returnPath ? { ...settled, returnPath: payment.returnPath, backAfterPaying: payment.returnAfterPaying } : settled;
}

const heldOrderSelect = {
  id: true,
  reference: true,
  status: true,
  userId: true,
  guestEmail: true,
  languageCode: true,
  orgId: true,
  traveler: true,
  idempotencyKey: true,
  dueOn: true,
  checkOut: true,
  items: { orderBy: { id: "asc" }, select: { productCode: true, supplier: true, offerId: true, travellers: true, details: true } },
  // Whether the member came through a referral (made at sign-up only): a member who did not has no referrer to credit.
  user: { select: { email: true, languageCode: true, referredVia: { select: { id: true } } } },
} satisfies Prisma.OrderSelect;

type HeldOrderRow = Prisma.OrderGetPayload<{ select: typeof heldOrderSelect }>;

type CheckoutPayment = {
  id: number;
  status: string;
  attemptedAt: Date | null;
  checkoutUrl: string | null;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  change: Prisma.JsonValue | null;
  reservation: HeldOrderRow | null;
};

async function settlePayment(checkoutRef: string, payment: CheckoutPayment, provider: HostedPaymentProvider | null): Promise<Settled> {
  const order = payment.reservation;
  if (!order) return { status: "ENDED", reference: "", message: PAYMENT_NOT_COMPLETED };
  // A settlement that stopped half-way (its process ended) is taken over once stale: every step after the claim repeats safely.
  const staleBefore = new Date(Date.now() - STALE_SETTLEMENT_MS);
  const stale = payment.status === "CHARGING" && (payment.attemptedAt ?? new Date(0)) < staleBefore;
  if (payment.idempotencyKey.startsWith("pay-due-checkout:")) {
    if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");
    return settleDueCheckout({ ...payment, checkoutRef }, order, provider, stale);
  }
  if (payment.idempotencyKey.startsWith(CHANGE_CHECKOUT)) {
    if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");
    return settleChangeCheckout({ ...payment, checkoutRef }, order, provider, stale);
  }
  if (payment.idempotencyKey.startsWith(BAGS_CHECKOUT)) {
    if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");
    return settleBagsCheckout({ ...payment, checkoutRef }, order, provider, stale);
  }
  if (payment.idempotencyKey.startsWith(FLIGHT_CHANGE_CHECKOUT)) {
    if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");
    return settleFlightChangeCheckout({ ...payment, checkoutRef }, order, provider, stale);
  }
  if (order.status === "CONFIRMED") return { status: "CONFIRMED", reference: order.reference, guest: order.userId === null };
  if (payment.status === "CHARGING" && !stale) return { status: "SETTLING", reference: order.reference };
  if ((payment.status !== "OPEN" && !stale) || order.status !== "PENDING")
    return { status: "ENDED", reference: order.reference, message: PAYMENT_NOT_COMPLETED };
  if (!provider) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now.");

  const outcome = await provider.readCheckout(checkoutRef);
  if (outcome.status === "OPEN" || outcome.status === "FAILED") return { status: "OPEN", reference: order.reference, paymentUrl: payment.checkoutUrl };
  if (outcome.status === "EXPIRED") {
    await abandon(payment.id, order.id);
    return { status: "ENDED", reference: order.reference, message: PAYMENT_NOT_COMPLETED };
  }
  const claimed = await db.payment.updateMany({
    where: { id: payment.id, OR: [{ status: "OPEN" }, { status: "CHARGING", attemptedAt: { lt: staleBefore } }] },
    data: { status: "CHARGING", attemptedAt: new Date() },
  });
  if (claimed.count !== 1) return settleHostedCheckout(checkoutRef, provider);
  return confirmPaid({ ...payment, order }, outcome, provider);
}

type Claimed = {
  id: number;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  /** Read before the claim: nothing of it changes while it is held (PENDING) and this settlement holds the claim. */
  order: HeldOrderRow;
};

async function confirmPaid(p: Claimed, outcome: Extract<CheckoutOutcome, { status: "PAID" | "KEPT" }>, provider: HostedPaymentProvider): Promise<Settled> {
  const r = p.order;
  const org = await getOrgById(r.orgId);
  if (!org) throw new Error(`order ${r.reference} belongs to no organisation`);
  const traveller = (r.traveler as { traveler?: { email?: string; phone?: string } } | null)?.traveler ?? {};
  const orderKey = r.idempotencyKey ?? p.idempotencyKey;
  // A card kept to pay later must still be valid on its day (lib/booking/pay-later.ts), or the day's charge would fail.
  if (outcome.status === "KEPT" && r.dueOn && !cardValidOn(outcome.expires, r.dueOn)) {
    await abandon(p.id, r.id, "CARD_EXPIRES_BEFORE_DUE");
    return { status: "ENDED", reference: r.reference, message: CARD_EXPIRES_BEFORE_DUE, why: "card_expires" };
  }
  let bookings: (SupplierBooking | null)[];
  try {
    bookings = await bookHeldItems(r.items, {
      reference: r.reference,
      idempotencyKey: orderKey,
      contact: { email: traveller.email ?? r.guestEmail ?? r.user?.email ?? "", phone: traveller.phone ?? "" },
    });
  } catch (error) {
    const message = error instanceof AppError ? error.message : "The booking could not be made.";
    if (outcome.status === "PAID")
      await provider
        .refund({ providerRef: outcome.paymentRef, amountMinor: outcome.amountMinor, currency: outcome.currency, idempotencyKey: `unconfirmed:${orderKey}` })
        .catch((refundError: unknown) =>
          log("error", "payments: the charge of a refused order could not be refunded", { reference: r.reference, ...errorFields(refundError) }),
        );
    await abandon(p.id, r.id, outcome.status === "PAID" ? "REFUNDED_SUPPLIER_REFUSED" : "SUPPLIER_REFUSED");
    return outcome.status === "PAID"
      ? { status: "ENDED", reference: r.reference, message: REFUNDED_SUPPLIER(message), why: "refunded" }
      : { status: "ENDED", reference: r.reference, message };
  }

  const writeMail = await confirmationMailWriter(r.reference, org, r.userId, r.languageCode, r.user ?? undefined);
  const emailId = await db.$transaction(async (tx) => {
    await tx.payment.update({
      where: { id: p.id },
      data:
        outcome.status === "PAID"
          ? { status: "APPROVED", providerRef: outcome.paymentRef, last4: outcome.last4, methodRef: outcome.methodRef }
          : // Paid later: the kept card's charge waits for its day (lib/orders/payments/charge-due.ts).
            { status: "DUE", methodRef: outcome.methodRef, last4: outcome.last4 },
      select: { id: true },
    });
    return confirmHeldOrder(tx, {
      reservationId: r.id,
      reference: r.reference,
      org,
      userId: r.userId,
      guestEmail: r.guestEmail,
      lastDay: r.checkOut.toISOString().slice(0, 10),
      referred: r.user ? r.user.referredVia !== null : false,
      to: r.user?.email ?? traveller.email ?? r.guestEmail ?? "",
      bookings,
      writeMail,
    });
  });
  await afterConfirmed(r.userId, emailId);
  return { status: "CONFIRMED", reference: r.reference, guest: r.userId === null };
}

/** A card valid through `expires` ("YYYY-MM", to the end of that month) can still be charged on `day`; unknown is trusted. */
export function cardValidOn(expires: string | null, day: Date): boolean {
  return !expires || expires >= day.toISOString().slice(0, 7);
}

/** The checkout closed without a booking: its payment marked why, the order's hold let go (nothing half-kept). */
async function abandon(paymentId: number, orderId: number, failure: AbandonedWhy = "NOT_PAID"): Promise<void> {
  await abandonPayment(db, paymentId, failure);
  // An agent's quote that this order was to book can be booked again.
  await db.quote.updateMany({ where: { reservationId: orderId, status: "BOOKED" }, data: { status: "SENT", reservationId: null } });
  await releaseStayHold(orderId);
}

/**
 * The payer left the provider's page with "Cancel and go back": the page is closed at the provider first, so nothing
 * can be paid on it afterwards, then the checkout settles as usual — normally ENDED, or CONFIRMED if it was paid in
 * the meantime.
 */
export async function cancelHostedCheckout(reference: string, provider: HostedPaymentProvider | null = hostedProvider()): Promise<Settled> {
  const open = await db.payment.findFirst({
    where: { reservation: { reference }, checkoutRef: { not: null } },
    orderBy: { id: "desc" },
    select: { status: true, checkoutRef: true },
  });
  if (!open?.checkoutRef) return { status: "ENDED", reference, message: PAYMENT_NOT_COMPLETED };
  if (open.status === "OPEN" && provider) await provider.expireCheckout(open.checkoutRef);
  return settleHostedCheckout(open.checkoutRef, provider);
}
