"use client";

import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import type { OwnRewards } from "@/lib/referral/own-credits";
import { CreditTotalsCards } from "./credit-totals";

/** The campaigns to share and, for a member, their referral credits (nothing while the org's loyalty is off). */
export function RewardsView({ rewards }: { rewards: OwnRewards }) {
  const tr = useTranslations("Rewards");
  if (!rewards.enabled) return null;
  return (
    <>
      <section className="mb-8" data-testid="rewards-campaigns">
        <h2 className="mb-3 text-lg font-semibold">{tr("campaignsTitle")}</h2>
        {rewards.campaigns.length === 0 ? (
          <p className="text-slate-600">{tr("noCampaigns")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {rewards.campaigns.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 p-4" data-testid="rewards-campaign">
                <p className="font-semibold">{c.name}</p>
                {c.earnPerFriend ? <p className="text-sm text-slate-700">{tr("earnPerFriend", { amount: c.earnPerFriend })}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Link href="/referral/programs" className="mt-3 inline-block text-brand underline">
          {tr("shareLink")}
        </Link>
      </section>
      {rewards.totals ? (
        <section data-testid="rewards-credits">
          <h2 className="mb-3 text-lg font-semibold">{tr("creditsTitle")}</h2>
          <CreditTotalsCards totals={rewards.totals} />
          <p className="mt-2 text-sm text-slate-600">{tr("friendsCount", { count: rewards.friends })}</p>
          <Link href="/referral/credits" className="mt-3 inline-block text-brand underline">
            {tr("seeCredits")}
          </Link>
        </section>
      ) : null}
    </>
  );
}
