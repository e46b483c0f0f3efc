import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { limit } from "@/lib/rate-limit";
import { findRunningCampaign } from "./campaigns";
import { referralDisplayName, sameOriginTarget, targetPath } from "./link";
import { findReferrerByCode } from "./referral-code";

export type ClickInput = {
  referral_code: string;
  referral_org?: string | null;
  campaign?: number | null;
  landing_url?: string | null;
  redirect?: string | null;
};

type ClickCtx = {
  org: { id: number; slug: string; hosts: readonly string[] };
  origin: string;
  ip: string;
  userAgent: string;
  deviceId: string | null;
  visitorId: number | null;
  now?: Date;
};

export type ClickOutcome = {
  /** Set when the click counts: the cookie to remember it by. */
  clickId: number | null;
  deviceId: string;
  referrer: { name: string } | null;
  /** Where to continue: a path on this organisation's own origin, never elsewhere. */
  redirect: string | null;
};

// One visitor reloading the landing page is one click, not many.
const SAME_CLICK_WINDOW_MS = 30 * 60 * 1000;

/**
 * A visit with referral parameters, recorded server-side. The code is looked up in the host's organisation only (a
 * link naming another org's code is recorded but never attributed). A signed-in visitor opening their own link is
 * recorded with visitorId — the self-referral check later recognises that device.
 */
export async function recordReferralClick(input: ClickInput, ctx: ClickCtx): Promise<ClickOutcome> {
  // Each click is a row: one address may not write them without end.
  await limit("referralClickIp", ctx.ip);
  const now = ctx.now ?? new Date();
  const deviceId = ctx.deviceId ?? randomUUID();
  const referrer = await findReferrerByCode(ctx.org.id, input.referral_code);
  const orgMatches = !input.referral_org || input.referral_org === ctx.org.slug;
  const campaign = await findRunningCampaign(ctx.org.id, input.campaign, now);
  // Only the organisation's own origin (scheme, host and port): ctx.origin is its configured one (lib/http/link-origin).
  const redirect = input.redirect ? sameOriginTarget(input.redirect, ctx.origin) : null;

  const recent = await db.referralClick.findFirst({
    where: { orgId: ctx.org.id, referralCode: input.referral_code, deviceId, createdAt: { gte: new Date(now.getTime() - SAME_CLICK_WINDOW_MS) } },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  const click =
    recent ??
    (await db.referralClick.create({
      data: {
        orgId: ctx.org.id,
        campaignId: campaign?.id ?? null,
        referralCode: input.referral_code,
        referrerId: referrer && orgMatches ? referrer.id : null,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 300),
        deviceId,
        landingUrl: input.landing_url?.slice(0, 500) ?? null,
        visitorId: ctx.visitorId,
      },
      select: { id: true },
    }));
  const counts = !!referrer && orgMatches && referrer.id !== ctx.visitorId;
  return {
    clickId: counts ? click.id : null,
    deviceId,
    referrer: counts ? { name: referralDisplayName(referrer.firstName, referrer.lastName) } : null,
    redirect: redirect ? targetPath(redirect) : null,
  };
}
