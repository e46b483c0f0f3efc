import { db } from "@/lib/db";
import { keptPerMember } from "@/lib/account/member-tags";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptLikeOrgConfig } from "@/lib/org/kept-like-config";
import { listRunningCampaigns } from "./campaigns";
import { creditTotals, type CreditTotals } from "./list-credits";
import { ensureReferralCode } from "./referral-code";

/** One entry of SPEC §3's promotionLoyalty list; `refferal_code` keeps the spec's spelling (the wire contract). */
export type PromotionLoyaltyEntry = {
  campaign_id: number;
  campaign_type: string;
  campaign_name: string;
  landing_url: string | null;
  refferal_code: string | null;
  credit_amount_minor: number;
  currency: string;
  start_date: string | null;
  end_date: string | null;
};

/** SPEC §3 "Loyalty data: promotionLoyalty list (campaign_type, landing_url, refferal_code), yourRewardsData, startDate, endDate, isEnabledLoyalty". */
export type LoyaltyData = {
  promotionLoyalty: PromotionLoyaltyEntry[];
  yourRewardsData: { referrals: number; credits: CreditTotals } | null;
  startDate: string | null;
  endDate: string | null;
  isEnabledLoyalty: boolean;
};

type Org = { id: number; loyaltyEnabled: boolean };

/** How many friends a member brought and their credits' totals, kept per member (a referral or credit announces its referrer). */
const keptRewardsSummary = ttlMemo(
  async (userId: number): Promise<{ referrals: number; credits: CreditTotals }> => {
    const [referrals, credits] = await Promise.all([db.referral.count({ where: { referrerId: userId } }), creditTotals(userId)]);
    return { referrals, credits };
  },
  keptPerMember(String, (userId: number) => userId),
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An organisation's loyalty terms, kept like the rest of its configuration (an organisation change expires them). */
const keptLoyaltyTerms = ttlMemo(
  (orgId: number) =>
    db.organization.findUniqueOrThrow({
      where: { id: orgId },
      select: { loyaltyEnabled: true, loyaltyStartDate: true, loyaltyEndDate: true, referralCreditsAsCash: true },
    }),
  keptLikeOrgConfig(String),
);

/** Loyalty is on when the org enables it and today lies within its loyalty period (either end may be open). */
export async function loyaltyWindow(org: Org, now: Date) {
  const row = await keptLoyaltyTerms(org.id);
  const within = (!row.loyaltyStartDate || row.loyaltyStartDate <= now) && (!row.loyaltyEndDate || row.loyaltyEndDate >= now);
  return { enabled: row.loyaltyEnabled && within, start: row.loyaltyStartDate, end: row.loyaltyEndDate, creditsAsCash: row.referralCreditsAsCash };
}

/**
 * The campaigns running for the org (optionally of one type), with the signed-in member's own referral code in each
 * entry; guests get the campaigns with a null code and no rewards data. With loyalty off the list is empty.
 */
export async function getLoyaltyData(org: Org, userId: number | null, campaignType: string | null, now = new Date()): Promise<LoyaltyData> {
  const window = await loyaltyWindow(org, now);
  if (!window.enabled) return { promotionLoyalty: [], yourRewardsData: null, startDate: iso(window.start), endDate: iso(window.end), isEnabledLoyalty: false };
  const [campaigns, code] = await Promise.all([listRunningCampaigns(org.id, now, campaignType), userId ? ensureReferralCode(userId) : Promise.resolve(null)]);
  const yourRewardsData = userId ? await keptRewardsSummary(userId) : null;
  return {
    promotionLoyalty: campaigns.map((c) => ({
      campaign_id: c.id,
      campaign_type: c.campaignType,
      campaign_name: c.name,
      landing_url: c.landingUrl,
      refferal_code: code,
      credit_amount_minor: c.creditAmountMinor,
      currency: c.currency,
      start_date: iso(c.startDate),
      end_date: iso(c.endDate),
    })),
    yourRewardsData,
    startDate: iso(window.start),
    endDate: iso(window.end),
    isEnabledLoyalty: true,
  };
}
