import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import type { SessionUser } from "@/lib/auth/sessions";
import { CreditTotalsCards } from "@/components/referral/credit-totals";
import { ReferralActivity } from "@/components/referral/referral-activity";
import { formatCalendarDay, formatDate, formatMoney } from "@/lib/locale/format";
import { listReferralActions } from "@/lib/referral/list-actions";
import { listCredits } from "@/lib/referral/list-credits";
import { loyaltyWindow } from "@/lib/referral/loyalty-data";
import { getRequestContext } from "@/lib/request-context";

const BADGE = { PENDING: "bg-amber-100 text-amber-900", AVAILABLE: "bg-green-100 text-green-900", CLAWED_BACK: "bg-slate-200 text-slate-700" } as const;

/** The member's referral credits: totals, every credit with its dates and status, and the activity behind them. */
export async function CreditsBody({ user }: { user: SessionUser }) {
  const t = await getTranslations("Rewards");
  const ctx = await getRequestContext();
  // Credits first: reading them settles finished stays, which the activity then shows.
  const [{ credits, totals }, loyalty] = await Promise.all([listCredits(user.id), loyaltyWindow(ctx.org, new Date())]);
  const actions = await listReferralActions(user.id);
  const date = (d: string | null) => (d ? formatDate(d, ctx.locale, ctx.org.timeZone) : "—");
  const day = (iso: string) => formatCalendarDay(iso, ctx.locale);
  return (
    <>
      <CreditTotalsCards totals={totals} locale={ctx.locale} fallbackCurrency={ctx.org.defaultCurrency} />
      <p className="mt-3 text-sm text-slate-600" data-testid="credits-cash-note">
        {loyalty.creditsAsCash ? t("spendableAsCash") : t("notSpendable")}
      </p>
      {credits.length === 0 ? (
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
              {credits.map((c) => (
                <tr key={c.id} className="border-b border-slate-100" data-testid="credit-row" data-status={c.status}>
                  <td className="py-2 pe-4 font-medium">{c.referredName}</td>
                  <td className="py-2 pe-4">{`${day(c.checkIn)} – ${day(c.checkOut)}`}</td>
                  <td className="py-2 pe-4" data-testid="credit-amount">
                    {formatMoney(c.amountMinor, c.currency, ctx.locale)}
                  </td>
                  <td className="py-2 pe-4">
                    <span data-testid="credit-status" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[c.status]}`}>
                      {t(`status.${c.status}`)}
                    </span>
                  </td>
                  <td className="py-2 pe-4">{date(c.earnedAt)}</td>
                  <td className="py-2">{c.status === "CLAWED_BACK" ? t("clawedBackOn", { date: date(c.updatedAt) }) : date(c.availableAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReferralActivity actions={actions} locale={ctx.locale} timeZone={ctx.org.timeZone} />
    </>
  );
}
