import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptLikeOrgConfig } from "@/lib/org/kept-like-config";

/** A campaign runs when it is active and today lies within its (optional) start and end dates. */
export function runningCampaignWhere(orgId: number, now: Date, campaignType?: string | null) {
  return {
    orgId,
    active: true,
    ...(campaignType ? { campaignType } : {}),
    AND: [{ OR: [{ startDate: null }, { startDate: { lte: now } }] }, { OR: [{ endDate: null }, { endDate: { gte: now } }] }],
  };
}

/**
 * An organisation's active campaigns, best credit first, kept like its configuration: any change to a campaign is
 * announced as a change of its organisation (migration campaign_change_notify), and the referral pages ask for them
 * on every view.
 */
const keptActiveCampaigns = ttlMemo(
  (orgId: number) => db.campaign.findMany({ where: { orgId, active: true }, orderBy: [{ creditAmountMinor: "desc" }, { id: "asc" }] }),
  keptLikeOrgConfig(String),
);

/** The same rule as runningCampaignWhere, for a kept campaign: active, and today within its (optional) dates. */
function runsAt(campaign: { startDate: Date | null; endDate: Date | null }, now: Date): boolean {
  return (!campaign.startDate || campaign.startDate <= now) && (!campaign.endDate || campaign.endDate >= now);
}

export async function listRunningCampaigns(orgId: number, now: Date, campaignType?: string | null) {
  const active = await keptActiveCampaigns(orgId);
  return active.filter((c) => (!campaignType || c.campaignType === campaignType) && runsAt(c, now));
}

/** The campaign a click names, when it belongs to the org and runs; else null (the default campaign applies later). */
export async function findRunningCampaign(orgId: number, id: number | null | undefined, now: Date) {
  if (!id) return null;
  return db.campaign.findFirst({ where: { id, ...runningCampaignWhere(orgId, now) } });
}
