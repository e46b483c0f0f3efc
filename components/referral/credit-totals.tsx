"use client";

import { useTranslations } from "next-intl";
import type { TotalLine } from "@/lib/referral/own-credits";

/** Pending / available / clawed-back sums, shared by /referral/credits and /your-rewards. */
export function CreditTotalsCards({ totals }: { totals: TotalLine[] }) {
  const t = useTranslations("Rewards");
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {totals.map((c) => (
        <div key={c.key} className="rounded-xl border border-slate-200 p-4" data-testid={`credits-${c.key}`}>
          <dt className="text-sm text-slate-600">{t(`totals.${c.key}`)}</dt>
          <dd className="text-2xl font-semibold">{c.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
