"use client";

import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import type { OwnCredits } from "@/lib/referral/own-credits";
import { CreditTotalsCards } from "./credit-totals";
import { ReferralActivity } from "./referral-activity";

const BADGE = { PENDING: "bg-amber-100 text-amber-900", AVAILABLE: "bg-green-100 text-green-900", CLAWED_BACK: "bg-slate-200 text-slate-700" } as const;

/** The member's referral credits: totals, every credit with its dates and status, and the activity behind them. */
export function CreditsView({ credits: own }: { credits: OwnCredits }) {
  const t = useTranslations("Rewards");
  return (
    <>
      <CreditTotalsCards totals={own.totals} />
      <p className="mt-3 text-sm text-slate-600" data-testid="credits-cash-note">
        {own.creditsAsCash ? t("spendableAsCash") : t("notSpendable")}
      </p>
      {own.credits.length === 0 ? (
        <p className="mt-8 text-slate-700" data-testid="credits-empty">
          {t("noCredits")}{" "}
          <Link href="/referral/programs" className="text-brand underline">
            {t("shareLink")}
          </Link>
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="credits-table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pe-4">{t("col.friend")}</th>
                <th className="py-2 pe-4">{t("col.stay")}</th>
                <th className="py-2 pe-4">{t("col.amount")}</th>
                <th className="py-2 pe-4">{t("col.status")}</th>
                <th className="py-2 pe-4">{t("col.earned")}</th>
                <th className="py-2">{t("col.available")}</th>
              </tr>
            </thead>
            <tbody>
              {own.credits.map((c) => (
                <tr key={c.id} className="border-b border-slate-100" data-testid="credit-row" data-status={c.status}>
                  <td className="py-2 pe-4 font-medium">{c.friend}</td>
                  <td className="py-2 pe-4">{c.stay}</td>
                  <td className="py-2 pe-4" data-testid="credit-amount">
                    {c.amount}
                  </td>
                  <td className="py-2 pe-4">
                    <span data-testid="credit-status" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[c.status]}`}>
                      {t(`status.${c.status}`)}
                    </span>
                  </td>
                  <td className="py-2 pe-4">{c.earned}</td>
                  <td className="py-2">{c.status === "CLAWED_BACK" ? t("clawedBackOn", { date: c.available }) : c.available}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReferralActivity activity={own.activity} />
    </>
  );
}
