import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { CreditTotalsCards } from "@/components/referral/credit-totals";
import type { SessionUser } from "@/lib/auth/sessions";
import { formatMoney } from "@/lib/locale/format";
import { listCredits } from "@/lib/referral/list-credits";
import { getLoyaltyData } from "@/lib/referral/loyalty-data";
import { getRequestContext } from "@/lib/request-context";

/** The campaigns to share and, for a member, their referral credits (nothing while the org's loyalty is off). */
export async function RewardsBody({ user }: { user: SessionUser | null }) {
  const tr = await getTranslations("Rewards");
  const ctx = await getRequestContext();
  const loyalty = await getLoyaltyData(ctx.org, user?.id ?? null, null);
  // Reading credits settles finished stays first, so the totals here match /referral/credits.
  const credits = user && loyalty.isEnabledLoyalty ? await listCredits(user.id) : null;
  if (!loyalty.isEnabledLoyalty) return null;
  return (
    <>
      <section className="mb-8" data-testid="rewards-campaigns">
        <h2 className="mb-3 text-lg font-semibold">{tr("campaignsTitle")}</h2>
        {loyalty.promotionLoyalty.length === 0 ? (
          <p className="text-slate-600">{tr("noCampaigns")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {loyalty.promotionLoyalty.map((c) => (
              <li key={c.campaign_id} className="rounded-xl border border-slate-200 p-4" data-testid="rewards-campaign">
                <p className="font-semibold">{c.campaign_name}</p>
                {c.credit_amount_minor > 0 ? (
                  <p className="text-sm text-slate-700">{tr("earnPerFriend", { amount: formatMoney(c.credit_amount_minor, c.currency, ctx.locale) })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Link href="/referral/programs" className="mt-3 inline-block text-brand underline">
          {tr("shareLink")}
        </Link>
      </section>
      {credits ? (
        <section data-testid="rewards-credits">
          <h2 className="mb-3 text-lg font-semibold">{tr("creditsTitle")}</h2>
          <CreditTotalsCards totals={credits.totals} locale={ctx.locale} fallbackCurrency={ctx.org.defaultCurrency} />
          <p className="mt-2 text-sm text-slate-600">{tr("friendsCount", { count: loyalty.yourRewardsData?.referrals ?? 0 })}</p>
          <Link href="/referral/credits" className="mt-3 inline-block text-brand underline">
            {tr("seeCredits")}
          </Link>
        </section>
      ) : null}
    </>
  );
}
