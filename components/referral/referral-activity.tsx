"use client";

import { useTranslations } from "next-intl";
import type { ActivityLine } from "@/lib/referral/own-credits";

/** What happened with the member's referrals (getActionsList's data), newest first. */
export function ReferralActivity({ activity }: { activity: ActivityLine[] }) {
  const t = useTranslations("Rewards");
  if (activity.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="activity-title">
      <h2 id="activity-title" className="mb-3 text-lg font-semibold">
        {t("activity.title")}
      </h2>
      <ol className="space-y-2 text-sm" data-testid="referral-activity">
        {activity.map((a, i) => (
          <li
            key={`${a.type}-${a.at}-${i}`}
            className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2"
            data-testid="activity"
            data-type={a.type}
          >
            <span>{t(`activity.${a.type}`, { name: a.name, amount: a.amount })}</span>
            <time dateTime={a.at} className="text-slate-500">
              {a.when}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
