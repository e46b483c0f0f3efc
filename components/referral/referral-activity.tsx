import { getTranslations } from "@/lib/locale/translations";
import { formatDate, formatMoney } from "@/lib/locale/format";
import type { ReferralAction } from "@/lib/referral/list-actions";

/** What happened with the member's referrals (getActionsList's data), newest first. */
export async function ReferralActivity({ actions, locale, timeZone }: { actions: ReferralAction[]; locale: string; timeZone: string }) {
  const t = await getTranslations("Rewards");
  if (actions.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="activity-title">
      <h2 id="activity-title" className="mb-3 text-lg font-semibold">
        {t("activity.title")}
      </h2>
      <ol className="space-y-2 text-sm" data-testid="referral-activity">
        {actions.slice(0, 20).map((a, i) => (
          <li
            key={`${a.type}-${a.at}-${i}`}
            className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2"
            data-testid="activity"
            data-type={a.type}
          >
            <span>
              {t(`activity.${a.type}`, {
                name: a.name ?? "",
                amount: a.amountMinor !== null && a.currency ? formatMoney(a.amountMinor, a.currency, locale) : "",
              })}
            </span>
            <time dateTime={a.at} className="text-slate-500">
              {formatDate(a.at, locale, timeZone, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
