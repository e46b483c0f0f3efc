import { db } from "@/lib/db";

/** A campaign runs when it is active and today lies within its (optional) start and end dates. */
export function runningCampaignWhere(orgId: number, now: Date, campaignType?: string | null) {
  return {
    orgId,
    active: true,
    ...(campaignType ? { campaignType } : {}),
    AND: [{ OR: [{ startDate: null }, { startDate: { lte: now } }] }, { OR: [{ endDate: null }, { endDate: { gte: now } }] }],
  };
}

export function listRunningCampaigns(orgId: number, now: Date, campaignType?: string | null) {
  return db.campaign.findMany({ where: runningCampaignWhere(orgId, now, campaignType), orderBy: [{ creditAmountMinor: "desc" }, { id: "asc" }] });
}

/** The campaign a click names, when it belongs to the org and runs; else null (the default campaign applies later). */
export async function findRunningCampaign(orgId: number, id: number | null | undefined, now: Date) {
  if (!id) return null;
  return db.campaign.findFirst({ where: { id, ...runningCampaignWhere(orgId, now) } });
}
