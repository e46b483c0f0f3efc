import type { Prisma } from "@/lib/generated/prisma/client";

/** UserActivity action recording a device a member used the referral pages from (see rememberReferrerDevice). */
export const REFERRAL_DEVICE_ACTION = "referral-device";

export type FlagReason = "SELF_REFERRAL" | "DUPLICATE_DEVICE" | "DUPLICATE_IP";

/** Same mailbox: case, "+tags" and (for Gmail) dots do not make another person. */
export function mailboxKey(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0]!;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replace(/\./g, "") : base}@${gmail ? "gmail.com" : domain}`;
}

// Shared addresses (offices, hotels, mobile carriers) are common; only a repeat for the same referrer within a month
// counts, so two friends behind one router are not both refused forever.
const SAME_IP_WINDOW_MS = 30 * 24 * 3600 * 1000;

type Candidate = { orgId: number; referrerId: number; referrerEmail: string; newEmail: string; deviceId: string | null; ip: string | null; now: Date };

/**
 * Why a referral must not earn credit, or null. Self-referral: the same mailbox, or a device the referrer has used
 * (opened their own link signed in, or used the referral pages). Repeats: a device that already brought a referred
 * sign-up in this organisation, or the referrer's earlier referred sign-up from the same address within 30 days.
 */
export async function referralFlag(tx: Prisma.TransactionClient, c: Candidate): Promise<FlagReason | null> {
  if (mailboxKey(c.referrerEmail) === mailboxKey(c.newEmail)) return "SELF_REFERRAL";
  if (c.deviceId) {
    const ownClick = await tx.referralClick.findFirst({ where: { orgId: c.orgId, deviceId: c.deviceId, visitorId: c.referrerId }, select: { id: true } });
    const ownUse =
      ownClick ??
      (await tx.userActivity.findFirst({
        where: { userId: c.referrerId, action: REFERRAL_DEVICE_ACTION, meta: { path: ["device"], equals: c.deviceId } },
        select: { id: true },
      }));
    if (ownUse) return "SELF_REFERRAL";
    if (await tx.referral.findFirst({ where: { orgId: c.orgId, deviceId: c.deviceId }, select: { id: true } })) return "DUPLICATE_DEVICE";
  }
  if (c.ip) {
    const since = new Date(c.now.getTime() - SAME_IP_WINDOW_MS);
    if (await tx.referral.findFirst({ where: { referrerId: c.referrerId, ip: c.ip, createdAt: { gte: since } }, select: { id: true } })) return "DUPLICATE_IP";
  }
  return null;
}
