import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptUntilSettling, settleFinishedStaysOf } from "./credits";
import { referralDisplayName } from "./link";

export type CreditTotals = { pendingMinor: number; availableMinor: number; clawedBackMinor: number; currency: string | null };

/** Sums per status. Campaign amounts share the org's currency; a mixed history reports the first currency seen. */
export async function creditTotals(userId: number): Promise<CreditTotals> {
  const rows = await db.referralCredit.groupBy({ by: ["status", "currency"], where: { referrerId: userId }, _sum: { amountMinor: true } });
  const sum = (s: string) => rows.filter((r) => r.status === s).reduce((t, r) => t + (r._sum.amountMinor ?? 0), 0);
  return { pendingMinor: sum("PENDING"), availableMinor: sum("AVAILABLE"), clawedBackMinor: sum("CLAWED_BACK"), currency: rows[0]?.currency ?? null };
}

export type CreditRow = {
  id: number;
  amountMinor: number;
  currency: string;
  status: "PENDING" | "AVAILABLE" | "CLAWED_BACK";
  earnedAt: string;
  availableAt: string | null;
  updatedAt: string;
  referredName: string;
  campaign: string | null;
  checkIn: string;
  checkOut: string;
};

/**
 * The member's referral credits, newest first. Finished stays are settled first (lazily, idempotent), so a credit
 * whose stay is over shows as available without waiting for the operator's job. Kept per member like their other
 * records (a credit or referral written by anyone announces its referrer), until the next day at most, when a stay
 * may finish with nothing written.
 */
export function listCredits(userId: number): Promise<{ credits: CreditRow[]; totals: CreditTotals }> {
  return keptCredits(userId);
}

const keptCredits = ttlMemo(readCredits, keptUntilSettling);

async function readCredits(userId: number): Promise<{ credits: CreditRow[]; totals: CreditTotals }> {
  await settleFinishedStaysOf(userId);
  const rows = await db.referralCredit.findMany({
    where: { referrerId: userId },
    orderBy: { id: "desc" },
    take: 200,
    include: {
      referral: { include: { referred: { select: { firstName: true, lastName: true } }, campaign: { select: { name: true } } } },
      reservation: { select: { checkIn: true, checkOut: true } },
    },
  });
  return {
    credits: rows.map((c) => ({
      id: c.id,
      amountMinor: c.amountMinor,
      currency: c.currency,
      status: c.status,
      earnedAt: c.createdAt.toISOString(),
      availableAt: c.availableAt?.toISOString() ?? null,
      updatedAt: c.updatedAt.toISOString(),
      referredName: referralDisplayName(c.referral.referred.firstName, c.referral.referred.lastName),
      campaign: c.referral.campaign?.name ?? null,
      checkIn: c.reservation.checkIn.toISOString().slice(0, 10),
      checkOut: c.reservation.checkOut.toISOString().slice(0, 10),
    })),
    totals: await creditTotals(userId),
  };
}
