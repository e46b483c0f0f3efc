import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptUntilSettling, settleFinishedStaysOf } from "./credits";
import { referralDisplayName } from "./link";

export type ReferralAction = {
  type: "LINK_OPENED" | "SIGNED_UP" | "FLAGGED" | "CREDIT_PENDING" | "CREDIT_AVAILABLE" | "CREDIT_CLAWED_BACK";
  at: string;
  name: string | null;
  campaign: string | null;
  amountMinor: number | null;
  currency: string | null;
};

const nameOf = (u: { firstName: string; lastName: string }) => referralDisplayName(u.firstName, u.lastName);

/** How many of the member's referral events are listed, newest first. */
const ACTIONS_SHOWN = 50;

/**
 * What happened with the member's referrals, newest first (at most ACTIONS_SHOWN): links opened by others, sign-ups
 * (flagged ones say so), credits earned, made available and clawed back. Kept per member like their credits
 * (list-credits.ts); an opened link announces its referrer too (migration referral_reads_notify).
 */
export function listReferralActions(userId: number): Promise<ReferralAction[]> {
  return keptActions(userId);
}

const keptActions = ttlMemo(readActions, keptUntilSettling);

async function readActions(userId: number): Promise<ReferralAction[]> {
  const limit = ACTIONS_SHOWN;
  await settleFinishedStaysOf(userId);
  const [clicks, referrals, credits] = await Promise.all([
    db.referralClick.findMany({
      where: { referrerId: userId, OR: [{ visitorId: null }, { visitorId: { not: userId } }] },
      orderBy: { id: "desc" },
      take: limit,
      include: { campaign: { select: { name: true } } },
    }),
    db.referral.findMany({
      where: { referrerId: userId },
      orderBy: { id: "desc" },
      take: limit,
      include: { referred: { select: { firstName: true, lastName: true } }, campaign: { select: { name: true } } },
    }),
    db.referralCredit.findMany({
      where: { referrerId: userId },
      orderBy: { id: "desc" },
      take: limit,
      include: { referral: { include: { referred: { select: { firstName: true, lastName: true } }, campaign: { select: { name: true } } } } },
    }),
  ]);
  const actions: ReferralAction[] = [
    ...clicks.map((c) => ({
      type: "LINK_OPENED" as const,
      at: c.createdAt.toISOString(),
      name: null,
      campaign: c.campaign?.name ?? null,
      amountMinor: null,
      currency: null,
    })),
    ...referrals.map((r) => ({
      type: r.status === "FLAGGED" ? ("FLAGGED" as const) : ("SIGNED_UP" as const),
      at: r.createdAt.toISOString(),
      name: nameOf(r.referred),
      campaign: r.campaign?.name ?? null,
      amountMinor: null,
      currency: null,
    })),
    ...credits.flatMap((c) => {
      const base = { name: nameOf(c.referral.referred), campaign: c.referral.campaign?.name ?? null, amountMinor: c.amountMinor, currency: c.currency };
      const out: ReferralAction[] = [{ type: "CREDIT_PENDING", at: c.createdAt.toISOString(), ...base }];
      if (c.status === "AVAILABLE") out.push({ type: "CREDIT_AVAILABLE", at: (c.availableAt ?? c.updatedAt).toISOString(), ...base });
      if (c.status === "CLAWED_BACK") out.push({ type: "CREDIT_CLAWED_BACK", at: c.updatedAt.toISOString(), ...base });
      return out;
    }),
  ];
  return actions.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
