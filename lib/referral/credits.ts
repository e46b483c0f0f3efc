import { db } from "@/lib/db";
import { keptPerMember } from "@/lib/account/member-tags";
import { creditCashCard } from "@/lib/wallet/credit-cash";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverQueued, queueEmail } from "@/lib/email";
import { creditAvailableMail } from "./emails";
import { runningCampaignWhere } from "./campaigns";

/** The campaign type whose amount pays a referrer when nobody named another campaign in the link. */
export const REFERRAL_CAMPAIGN_TYPE = "referral";

/**
 * Called inside the booking's confirm transaction. The referrer of a member earns the campaign's credit on the
 * member's first confirmed booking — PENDING until the stay is over. A flagged referral earns nothing; a member whose
 * earlier credited booking was cancelled (credit clawed back) earns it on the next one. Idempotent per reservation.
 */
export async function creditReferrerForBooking(
  tx: Prisma.TransactionClient,
  reservation: { id: number; userId: number | null; orgId: number; checkOut: Date },
  now = new Date(),
): Promise<void> {
  if (!reservation.userId) return;
  const referral = await tx.referral.findUnique({ where: { referredUserId: reservation.userId }, include: { campaign: true } });
  if (!referral || referral.status !== "ACTIVE" || referral.orgId !== reservation.orgId) return;
  const earned = await tx.referralCredit.findFirst({ where: { referralId: referral.id, status: { in: ["PENDING", "AVAILABLE"] } }, select: { id: true } });
  if (earned) return;
  // The campaign the friend came through (kept even if it has ended since: the promise was made at sign-up); one
  // that pays nothing (e.g. a "share our deals" link) falls back to the org's running referral campaign.
  const campaign =
    referral.campaign && referral.campaign.active && referral.campaign.creditAmountMinor > 0
      ? referral.campaign
      : await tx.campaign.findFirst({ where: runningCampaignWhere(reservation.orgId, now, REFERRAL_CAMPAIGN_TYPE), orderBy: { id: "asc" } });
  if (!campaign || campaign.creditAmountMinor <= 0) return;
  await tx.referralCredit.upsert({
    where: { reservationId: reservation.id },
    create: {
      referralId: referral.id,
      referrerId: referral.referrerId,
      reservationId: reservation.id,
      amountMinor: campaign.creditAmountMinor,
      currency: campaign.currency,
      status: "PENDING",
      // The stay is over at check-out: the credit becomes spendable then (see completeFinishedStays).
      availableAt: reservation.checkOut,
    },
    update: {},
  });
}

/** Called inside the cancellation transaction: the credit a cancelled booking earned is taken back. */
export async function clawBackReferralCredit(tx: Prisma.TransactionClient, reservationId: number): Promise<void> {
  await tx.referralCredit.updateMany({ where: { reservationId, status: { in: ["PENDING", "AVAILABLE"] } }, data: { status: "CLAWED_BACK" } });
}

/**
 * Stays whose check-out date has passed are complete: their reservations become COMPLETED and the referral credits
 * they earned become AVAILABLE, each with an e-mail to the referrer. Idempotent (only CONFIRMED / PENDING rows move,
 * each credit by a conditional update, so it is announced once), so the operator command, a cron job and the lazy
 * call when a member's credits are read (`referrerId`: only the stays that earned that member credit) may all run it,
 * even at once. Returns how many rows moved.
 */
export async function completeFinishedStays(now = new Date(), scope: { referrerId?: number } = {}): Promise<{ stays: number; credits: number }> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const mine = scope.referrerId ? { referralCredits: { some: { referrerId: scope.referrerId } } } : {};
  const { stays, emailIds } = await db.$transaction(async (tx) => {
    const stays = await tx.order.updateMany({ where: { status: "CONFIRMED", checkOut: { lte: today }, ...mine }, data: { status: "COMPLETED" } });
    const due = await tx.referralCredit.findMany({
      where: { status: "PENDING", reservation: { status: "COMPLETED" }, ...(scope.referrerId ? { referrerId: scope.referrerId } : {}) },
      select: {
        id: true,
        amountMinor: true,
        currency: true,
        referrerId: true,
        referrer: { select: { email: true, firstName: true, orgId: true, org: { select: { name: true, referralCreditsAsCash: true } } } },
        referral: { select: { referred: { select: { firstName: true } } } },
      },
      take: 500,
    });
    const emailIds: number[] = [];
    for (const c of due) {
      const moved = await tx.referralCredit.updateMany({ where: { id: c.id, status: "PENDING" }, data: { status: "AVAILABLE", availableAt: now } });
      if (moved.count !== 1) continue;
      // Where the organisation lets referral credit be spent as wallet cash, it lands on the referrer's cash card now.
      if (c.referrer.org.referralCreditsAsCash && c.amountMinor > 0) {
        await creditCashCard(tx, {
          userId: c.referrerId,
          orgId: c.referrer.orgId,
          amountMinor: c.amountMinor,
          currency: c.currency,
          note: `Referral credit: ${c.referral.referred.firstName}`,
        });
      }
      const mail = creditAvailableMail({
        orgName: c.referrer.org.name,
        referrer: c.referrer.firstName,
        friend: c.referral.referred.firstName,
        amountMinor: c.amountMinor,
        currency: c.currency,
      });
      emailIds.push(await queueEmail(tx, { orgId: c.referrer.orgId, to: c.referrer.email, ...mail }));
    }
    return { stays: stays.count, emailIds };
  });
  for (const id of emailIds) await deliverQueued(id);
  return { stays, credits: emailIds.length };
}

/**
 * Whether settling would move anything for this referrer: a stay that earned them credit has finished but is not
 * complete yet, or a complete stay's credit is still pending. One read, so the settling transaction runs only then.
 */
async function somethingToSettle(referrerId: number, now: Date): Promise<boolean> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const due = await db.referralCredit.findFirst({
    where: {
      referrerId,
      OR: [{ reservation: { status: "CONFIRMED", checkOut: { lte: today } } }, { status: "PENDING", reservation: { status: "COMPLETED" } }],
    },
    select: { id: true },
  });
  return due !== null;
}

/**
 * When a member's referral reads may change by time alone: a stay finishes with its check-out day (UTC, as
 * somethingToSettle counts it), which no write announces. Their kept reads are fresh until then at most.
 */
export function nextSettlingDay(now = Date.now()): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
}

/** How a member's referral reads are kept (ttlMemo's options): like their other records, and until the next settling day at most. */
export const keptUntilSettling = { ...keptPerMember(String, (userId: number) => userId), freshUntil: () => nextSettlingDay() };

/**
 * The lazy settling of a member's reads (their credits, their referrals, what happened with them): the settling
 * transaction runs only when one read says something has finished for this referrer.
 */
export async function settleFinishedStaysOf(referrerId: number, now = new Date()): Promise<void> {
  if (await somethingToSettle(referrerId, now)) await completeFinishedStays(now, { referrerId });
}
