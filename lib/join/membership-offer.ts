import { listRunningCampaigns } from "@/lib/referral/campaigns";
import type { OrgConfig } from "@/lib/org/org-config";

/**
 * What the Join Now page may promise a visitor of this organisation, from its own settings: wallet options it runs,
 * whether sign-up asks for an access code (the code carries the membership plan), and the best referral credit a
 * running campaign pays. Nothing is promised that the organisation does not offer.
 */
export type MembershipOffer = {
  wallet: boolean;
  accessCode: boolean;
  referralCredit: { amountMinor: number; currency: string } | null;
};

export async function membershipOffer(org: Pick<OrgConfig, "id" | "walletOptions" | "accessCodeFlag">, now = new Date()): Promise<MembershipOffer> {
  const [best] = await listRunningCampaigns(org.id, now, "referral");
  return {
    wallet: org.walletOptions.length > 0,
    accessCode: org.accessCodeFlag === 1,
    referralCredit: best && best.creditAmountMinor > 0 ? { amountMinor: best.creditAmountMinor, currency: best.currency } : null,
  };
}
