import { getTranslations } from "@/lib/locale/translations";
import { formatMoney } from "@/lib/locale/format";
import type { CreditTotals } from "@/lib/referral/list-credits";

/** Pending / available / clawed-back sums, shared by /referral/credits and /your-rewards. */
export async function CreditTotalsCards({ totals, locale, fallbackCurrency }: { totals: CreditTotals; locale: string; fallbackCurrency: string }) {
  const t = await getTranslations("Rewards");
  const currency = totals.currency ?? fallbackCurrency;
  const cards = [
    { key: "available", value: totals.availableMinor },
    { key: "pending", value: totals.pendingMinor },
    { key: "clawedBack", value: totals.clawedBackMinor },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {cards.map((c) => (
        <div key={c.key} className="rounded-xl border border-slate-200 p-4" data-testid={`credits-${c.key}`}>
          <dt className="text-sm text-slate-600">{t(`totals.${c.key}`)}</dt>
          <dd className="text-2xl font-semibold">{formatMoney(c.value, currency, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
