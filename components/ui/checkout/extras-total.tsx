"use client";

import { useLocale } from "next-intl";
import { formatShown, type MoneyView } from "@/lib/locale/money-view";
import { useExtrasScope } from "./extras";

/**
 * The summary's total and, once any is chosen, the line of extras above it (a flight's seats and bags), in step with
 * the form's Pay button. Until then it shows the server's own text. `label` comes from the page (its messages).
 */
export function ExtrasAwareTotal({
  shown,
  totalMinor,
  currency,
  view,
  label,
  totalLabel,
}: {
  shown: string;
  totalMinor: number;
  currency: string;
  view: MoneyView;
  label: string;
  totalLabel: string;
}) {
  const locale = useLocale();
  const extras = useExtrasScope()?.extras.totalMinor ?? 0;
  return (
    <>
      {extras > 0 ? (
        <div className="flex justify-between" data-testid="checkout-extras-line">
          <dt>{label}</dt>
          <dd>{formatShown(view, extras, currency, locale)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{totalLabel}</dt>
        <dd data-testid="checkout-total">{extras > 0 ? formatShown(view, totalMinor + extras, currency, locale) : shown}</dd>
      </div>
    </>
  );
}
