import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { errorFields, log } from "@/lib/log";
import { todayIn } from "@/lib/org/calendar";
import { getOrgById } from "@/lib/org/get-org-by-host";
import type { OrgConfig } from "@/lib/org/org-config";
import { dueChargeMailWriter } from "./due-mail";
import type { ChargeResult } from "@/lib/payments/provider";
import { providerNamed, type StoredPaymentProvider } from "@/lib/payments/card-entry";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { endUnpaidBookings } from "./end-unpaid";

/**
 * A claim older than this was left by a run that stopped while the provider was being asked (a crash, a timeout): the
 * next run asks again, with the same idempotency key, so the provider answers with the charge it may have made.
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** The calendar day furthest ahead anywhere (UTC+14): no organisation's today is later. */
const EARLIEST_ZONE = "Pacific/Kiritimati";

export type DueRound = { charged: number; failed: number; unanswered: number; ended: number };

/**
 * Charges every pay-later booking whose due day has come in its organisation's calendar (lib/booking/pay-later.ts) —
 * the job of the in-process schedule (./due-schedule.ts) and of `npm run payments:charge-due`. Idempotent, however
 * many processes run it at once and however often:
 *   1. a payment is claimed with a conditional update (DUE → CHARGING), so one run asks the provider for it, and a
 *      cancellation committing first (DUE → RELEASED) leaves nothing to claim;
 *   2. the provider is asked with the key `due:<reference>:<payment id>`: asked again, it answers with the same charge
 *      (the order's reference too, since a payment's id is unique only in its own database and a provider account
 *      may serve several);
 *   3. the outcome is recorded in one transaction with a conditional update (CHARGING → APPROVED or DECLINED): the
 *      order's paid and due amounts, and the e-mail (a receipt, or that the card was declined — the booking is then
 *      marked so the member sees it, and can pay with another card or cancel at no cost: ./pay-due.ts).
 * A provider that does not answer leaves the claim; it is asked again once the claim is STALE_CLAIM_MS old. A booking
 * whose charge was declined and that is still unpaid when its grace period ends is cancelled in the same round.
 */
export async function chargeDuePayments({
  now = new Date(),
  provider,
  limit = 100,
}: {
  now?: Date;
  /** One provider for every charge (tests); by default the one that keeps each card (Payment.provider). */
  provider?: StoredPaymentProvider;
  limit?: number;
} = {}): Promise<DueRound> {
  const round: DueRound = { charged: 0, failed: 0, unanswered: 0, ended: 0 };
  const candidates = await db.payment.findMany({
    where: {
      methodRef: { not: null },
      OR: [{ status: "DUE" }, { status: "CHARGING", attemptedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }],
      // One whose payer has the provider's page open to pay it now is left to that payment (./pay-due-hosted.ts).
      reservation: { status: "CONFIRMED", dueOn: { lte: new Date(`${todayIn(EARLIEST_ZONE, now)}T00:00:00Z`) }, payments: { none: { status: "OPEN" } } },
    },
    select: {
      id: true,
      provider: true,
      status: true,
      attemptedAt: true,
      methodRef: true,
      amountMinor: true,
      currency: true,
      last4: true,
      reservation: { select: { id: true, reference: true, orgId: true, dueOn: true } },
    },
    orderBy: { id: "asc" },
    take: limit,
  });
  const orgs = new Map<number, OrgConfig | null>();
  for (const p of candidates) {
    const r = p.reservation!;
    if (!orgs.has(r.orgId)) orgs.set(r.orgId, await getOrgById(r.orgId));
    const org = orgs.get(r.orgId);
    if (!org || r.dueOn!.toISOString().slice(0, 10) > todayIn(org.timeZone, now)) continue;
    try {
      const outcome = await chargeOne(p, org, provider ?? providerNamed(p.provider), now);
      if (outcome) round[outcome]++;
    } catch (error) {
      log("error", "payments: a due charge could not be recorded", { reference: r.reference, paymentId: p.id, ...errorFields(error) });
    }
  }
  // Then the bookings declined earlier and left unpaid past their grace period (./end-unpaid.ts).
  round.ended = await endUnpaidBookings({ now, provider, limit });
  if (round.charged + round.failed + round.unanswered > 0) log("info", "payments: due charges", round);
  return round;
}

type Candidate = {
  id: number;
  provider: string;
  status: PaymentStatus;
  attemptedAt: Date | null;
  methodRef: string | null;
  amountMinor: number;
  currency: string;
  last4: string | null;
  reservation: { id: number; reference: string } | null;
};

async function chargeOne(p: Candidate, org: OrgConfig, provider: StoredPaymentProvider, now: Date): Promise<keyof DueRound | null> {
  const r = p.reservation!;
  if (!provider.chargeSaved) return null;
  // Claimed with the order locked (lib/orders/order-lock.ts): a cancellation or a payment by the member takes its turn.
  const claimed = await withOrderLocked(r.id, (tx) =>
    tx.payment.updateMany({
      where: { id: p.id, status: p.status, attemptedAt: p.attemptedAt, reservation: { status: "CONFIRMED", payments: { none: { status: "OPEN" } } } },
      data: { status: "CHARGING", attemptedAt: now },
    }),
  );
  if (claimed.count !== 1) return null;
  // The e-mail's language and texts first, so the transaction stays short.
  const writeMail = await dueChargeMailWriter(r.id, org);
  let result: ChargeResult;
  try {
    result = await provider.chargeSaved!({
      methodRef: p.methodRef!,
      amountMinor: p.amountMinor,
      currency: p.currency,
      idempotencyKey: `due:${r.reference}:${p.id}`,
      reference: r.reference,
    });
  } catch (error) {
    log("warn", "payments: the provider did not answer a due charge; asked again later", { reference: r.reference, ...errorFields(error) });
    return "unanswered";
  }
  const emailId = await withOrderLocked(r.id, async (tx) => {
    const approved = result.status === "APPROVED";
    const recorded = await tx.payment.updateMany({
      where: { id: p.id, status: "CHARGING" },
      data:
        result.status === "APPROVED"
          ? { status: "APPROVED", providerRef: result.providerRef, last4: result.last4, failure: null }
          : { status: "DECLINED", failure: result.reason },
    });
    // Recorded meanwhile by a run that took over a stale claim: the provider gave it this same charge.
    if (recorded.count !== 1) return undefined;
    if (approved) {
      await tx.order.update({ where: { id: r.id }, data: { cardPaidMinor: { increment: p.amountMinor }, amountDueMinor: 0 } });
    }
    return writeMail(tx, { amountMinor: p.amountMinor, last4: p.last4, at: now }, result);
  });
  if (emailId === undefined) return null;
  if (emailId !== null) await deliverQueued(emailId);
  return result.status === "APPROVED" ? "charged" : "failed";
}
