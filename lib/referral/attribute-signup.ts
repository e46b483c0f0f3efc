import type { Prisma } from "@/lib/generated/prisma/client";
import { referralFlag } from "./fraud-checks";
import type { RequestAttribution } from "./request-attribution";

type Input = {
  orgId: number;
  userId: number;
  /** The sign-up payload's referral_code (the link's, carried by the page), used when no click cookie came along. */
  referralCode?: string | null;
  /** For paths that find-or-create (partner SSO): only an account created moments ago is new. */
  newAccountOnly?: boolean;
  /** The sign-up request's referral cookies and address (./request-attribution.ts). */
  attribution: RequestAttribution;
  now?: Date;
};

const NEW_ACCOUNT_MS = 5 * 60 * 1000;

/**
 * Records who referred a new member — once (Referral.referredUserId is unique) — inside the transaction that creates
 * the account, for every way of signing up. The signed click cookie wins over the payload's code (the server saw the
 * click); a code alone still counts, as the legacy client sends it. A flagged referral is kept, with its reason, but
 * never earns credit.
 */
export async function attributeSignup(tx: Prisma.TransactionClient, input: Input): Promise<void> {
  const now = input.now ?? new Date();
  const a = input.attribution;
  const user = await tx.user.findUnique({
    where: { id: input.userId },
    select: { id: true, email: true, createdAt: true, referredVia: { select: { id: true } } },
  });
  if (!user || user.referredVia) return;
  if (input.newAccountOnly && now.getTime() - user.createdAt.getTime() > NEW_ACCOUNT_MS) return;

  const click = a.clickId ? await tx.referralClick.findFirst({ where: { id: a.clickId, orgId: input.orgId, referrerId: { not: null } } }) : null;
  const referrerId = click?.referrerId ?? null;
  const referrer = referrerId
    ? await tx.user.findFirst({ where: { id: referrerId, orgId: input.orgId, deletedAt: null }, select: { id: true, email: true } })
    : input.referralCode
      ? await tx.user.findFirst({ where: { orgId: input.orgId, referralCode: input.referralCode, deletedAt: null }, select: { id: true, email: true } })
      : null;
  if (!referrer || referrer.id === user.id) return;

  const deviceId = a.deviceId ?? click?.deviceId ?? null;
  const flag = await referralFlag(tx, {
    orgId: input.orgId,
    referrerId: referrer.id,
    referrerEmail: referrer.email,
    newEmail: user.email,
    deviceId,
    ip: a.ip,
    now,
  });
  await tx.referral.create({
    data: {
      orgId: input.orgId,
      campaignId: click?.campaignId ?? null,
      referrerId: referrer.id,
      referredUserId: user.id,
      status: flag ? "FLAGGED" : "ACTIVE",
      flaggedReason: flag,
      clickId: click?.id ?? null,
      deviceId,
      ip: a.ip,
    },
  });
  await tx.user.update({ where: { id: user.id }, data: { referredById: referrer.id } });
}
