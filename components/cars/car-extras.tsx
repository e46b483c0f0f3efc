"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { Stepper } from "@/components/ui/stepper";
import { useSetCheckoutExtras } from "@/components/ui/checkout/extras";
import { formatCount } from "@/lib/locale/numbers";
import { formatShown, type MoneyView } from "@/lib/locale/money-view";
import { carExtraMinor, type CarExtraOffer } from "@/lib/suppliers/cars/extras";

/**
 * The car checkout's extras: each with its price a day and its cap per rental, a stepper (a child seat, up to the
 * rental company's maximum) or a switch (full cover, one per rental). What is chosen goes to the checkout form
 * (components/ui/checkout/extras.tsx) as codes and quantities with their price, so the summary's total and the Pay
 * button include it; the server prices the codes again from the rental company's offer.
 */
export function CarExtras({ offered, days, currency, view }: { offered: CarExtraOffer[]; days: number; currency: string; view: MoneyView }) {
  const t = useTranslations("Cars.extras");
  const locale = useLocale();
  const id = useId();
  const setExtras = useSetCheckoutExtras();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const price = (minor: number) => formatShown(view, minor, currency, locale);
  const nameOf = (e: CarExtraOffer) => (t.has(`names.${e.code}` as never) ? t(`names.${e.code}` as never) : e.name);

  const chosen = useMemo(() => {
    const lines = offered.filter((e) => (counts[e.code] ?? 0) > 0).map((e) => ({ e, quantity: counts[e.code]! }));
    return {
      services: lines.map(({ e, quantity }) => ({ id: e.code, quantity })),
      totalMinor: lines.reduce((sum, { e, quantity }) => sum + carExtraMinor(e, days, quantity), 0),
    };
  }, [offered, counts, days]);
  useEffect(() => setExtras(chosen), [chosen, setExtras]);

  if (offered.length === 0) return null;
  const set = (code: string, n: number) => setCounts((all) => ({ ...all, [code]: n }));
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid="car-extras" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <ul className="space-y-4">
        {offered.map((e) => {
          const n = counts[e.code] ?? 0;
          const name = nameOf(e);
          const rate =
            e.capMinor === null ? t("priceNoCap", { perDay: price(e.perDayMinor) }) : t("price", { perDay: price(e.perDayMinor), cap: price(e.capMinor) });
          return (
            <li key={e.code} className="flex flex-wrap items-center justify-between gap-3 text-sm" data-testid={`extra-${e.code}`}>
              <div className="min-w-0 flex-1">
                {e.maxQuantity === 1 ? (
                  <label className="flex items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand"
                      checked={n === 1}
                      onChange={(ev) => set(e.code, ev.target.checked ? 1 : 0)}
                      aria-describedby={`${id}-${e.code}-price`}
                      data-testid={`extra-${e.code}-toggle`}
                    />
                    {name}
                  </label>
                ) : (
                  <p className="font-medium">{name}</p>
                )}
                {t.has(`hints.${e.code}` as never) ? <p className="text-slate-600">{t(`hints.${e.code}` as never)}</p> : null}
                <p id={`${id}-${e.code}-price`} className="text-slate-600" data-testid={`extra-${e.code}-price`}>
                  {rate}
                </p>
                {n > 0 ? (
                  <p className="font-medium text-slate-900" data-testid={`extra-${e.code}-amount`}>
                    {t("line", { amount: price(carExtraMinor(e, days, n)), days })}
                  </p>
                ) : null}
              </div>
              {e.maxQuantity > 1 ? (
                <Stepper
                  value={n}
                  max={e.maxQuantity}
                  onChange={(v) => set(e.code, v)}
                  label={t("countFor", { name })}
                  valueText={formatCount(n, locale)}
                  decrease={t("less", { name })}
                  increase={t("more", { name })}
                  testId={`extra-${e.code}-count`}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between border-t border-slate-100 pt-3 font-semibold" data-testid="car-extras-total">
        <span>{t("total")}</span>
        <span>{price(chosen.totalMinor)}</span>
      </p>
    </section>
  );
}
