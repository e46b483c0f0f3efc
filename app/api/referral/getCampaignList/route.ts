import { randomUUID } from "node:crypto";
import { json } from "@/lib/http/respond";
import { requestCookies } from "@/lib/http/request-parts";
import { withApi } from "@/lib/http/route";
import { readDeviceCookie, REFERRAL_COOKIE } from "@/lib/referral/attribution-cookie";
import { referralCookies } from "@/lib/referral/click-cookies";
import { getLoyaltyData } from "@/lib/referral/loyalty-data";
import { rememberReferrerDevice } from "@/lib/referral/referrer-device";
import { ZCampaignListQuery } from "@/lib/referral/schemas";

/** SPEC §7 GET /api/referral/getCampaignList?campaign_type&ts → SPEC §3 loyalty data (docs/referrals.md). */
export const GET = withApi({
  schema: ZCampaignListQuery,
  handler: async ({ input, ctx, request }) => {
    const userId = ctx.session?.user.id ?? null;
    const response = json({ status: 1, message: "SUCCESS", data: await getLoyaltyData(ctx.org, userId, input.campaign_type ?? null) });
    if (userId) {
      // A member fetching their links: this device is theirs (self-referral check).
      const known = readDeviceCookie(requestCookies(request)(REFERRAL_COOKIE.device));
      const deviceId = known ?? randomUUID();
      await rememberReferrerDevice(userId, deviceId, ctx.ip);
      if (!known) for (const c of referralCookies({ clickId: null, deviceId, secure: ctx.https })) response.headers.append("set-cookie", c);
    }
    return response;
  },
});
