import { formatCalendarDay, formatDate, formatMoney } from "@/lib/locale/format";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { listReferralActions, type ReferralAction } from "./list-actions";
import { listCredits, type CreditRow, type CreditTotals } from "./list-credits";
import { getLoyaltyData, loyaltyWindow } from "./loyalty-data";

type Org = Pick<OrgConfig, "id" | "loyaltyEnabled" | "defaultCurrency" | "timeZone">;

/** One of the pending / available / clawed-back sums, its amount written for the visitor. */
export type TotalLine = { key: "available" | "pending" | "clawedBack"; amount: string };

/** One referral credit as /referral/credits lists it, dates and amount written for the visitor. */
export type CreditLine = {
  id: number;
  friend: string;
  stay: string;
  amount: string;
  status: CreditRow["status"];
  earned: string;
  /** When it became (or becomes) spendable; for a clawed-back credit, the day it was taken back. */
  available: string;
};

/** One thing that happened with the member's referrals, its amount and time written for the visitor. */
export type ActivityLine = { type: ReferralAction["type"]; at: string; when: string; name: string; amount: string };

/** The member's referral credits page: totals, whether credits spend as cash, every credit, and the activity behind them. */
export type OwnCredits = { totals: TotalLine[]; creditsAsCash: boolean; credits: CreditLine[]; activity: ActivityLine[] };

/** Your-rewards' loyalty part: the campaigns to share and, for a member, their credits' totals and friends brought. */
export type OwnRewards =
  { enabled: false } | { enabled: true; campaigns: { id: number; name: string; earnPerFriend: string | null }[]; totals: TotalLine[] | null; friends: number };

/** Campaign amounts share the organisation's currency; a member with no credit yet sees its zeroes in it. */
export function totalLines(totals: CreditTotals, locale: string, fallbackCurrency: string): TotalLine[] {
  const currency = totals.currency ?? fallbackCurrency;
  return [
    { key: "available", amount: formatMoney(totals.availableMinor, currency, locale) },
    { key: "pending", amount: formatMoney(totals.pendingMinor, currency, locale) },
    { key: "clawedBack", amount: formatMoney(totals.clawedBackMinor, currency, locale) },
  ];
}

/**
 * What /referral/credits shows the member, written in `locale` — whether the page was rendered for them or the page
 * shared by every member asked GET /api/referral/credits. Credits are read first: reading them settles finished stays,
 * which the activity then shows.
 */
export async function ownCredits({ userId, org, locale }: { userId: number; org: Org; locale: Locale }): Promise<OwnCredits> {
  const [{ credits, totals }, loyalty] = await Promise.all([listCredits(userId), loyaltyWindow(org, new Date())]);
  const actions = await listReferralActions(userId);
  const date = (d: string | null) => (d ? formatDate(d, locale, org.timeZone) : "—");
  const day = (iso: string) => formatCalendarDay(iso, locale);
  return {
    totals: totalLines(totals, locale, org.defaultCurrency),
    creditsAsCash: loyalty.creditsAsCash,
    credits: credits.map((c) => ({
      id: c.id,
      friend: c.referredName,
      stay: `${day(c.checkIn)} – ${day(c.checkOut)}`,
      amount: formatMoney(c.amountMinor, c.currency, locale),
      status: c.status,
      earned: date(c.earnedAt),
      available: c.status === "CLAWED_BACK" ? date(c.updatedAt) : date(c.availableAt),
    })),
    activity: actions.slice(0, 20).map((a) => ({
      type: a.type,
      at: a.at,
      when: formatDate(a.at, locale, org.timeZone, { dateStyle: "medium", timeStyle: "short" }),
      name: a.name ?? "",
      amount: a.amountMinor !== null && a.currency ? formatMoney(a.amountMinor, a.currency, locale) : "",
    })),
  };
}

/**
 * Your-rewards' loyalty part in `locale`: the organisation's running campaigns and, for a member (`userId`), their
 * credits' totals — read through the credits list, which settles finished stays first, so they match /referral/credits.
 */
export async function ownRewards({ userId, org, locale }: { userId: number | null; org: Org; locale: Locale }): Promise<OwnRewards> {
  const loyalty = await getLoyaltyData(org, userId, null);
  if (!loyalty.isEnabledLoyalty) return { enabled: false };
  const credits = userId ? await listCredits(userId) : null;
  return {
    enabled: true,
    campaigns: loyalty.promotionLoyalty.map((c) => ({
      id: c.campaign_id,
      name: c.campaign_name,
      earnPerFriend: c.credit_amount_minor > 0 ? formatMoney(c.credit_amount_minor, c.currency, locale) : null,
    })),
    totals: credits ? totalLines(credits.totals, locale, org.defaultCurrency) : null,
    friends: loyalty.yourRewardsData?.referrals ?? 0,
  };
}
