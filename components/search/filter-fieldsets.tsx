import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { numberFormat } from "@/lib/locale/intl-cache";
import { PROPERTY_TYPES, type PropertyType } from "@/lib/booking/property-types";
import { formatMoney } from "@/lib/locale/format";
import type { BudgetBand } from "@/lib/booking/budget-bands";
import Link from "@/components/ui/link";
import { FilterOption } from "./filter-option";

/**
 * The results' filter groups shared by the stays' panel (./filters-panel.tsx) and the packages' (components/packages/
 * package-filters.tsx): each a fieldset of a GET form, its options with how many results choosing them gives.
 */

async function countFormat() {
  const digits = numberFormat("integer", await getLocale(), { maximumFractionDigits: 0 });
  return (n: number | undefined) => (n === undefined ? undefined : digits.format(n));
}

/** Only stays the terms engine calls free to cancel (`freeCancel=1`). */
export async function FreeCancellationFilter({ checked, count }: { checked: boolean; count?: number }) {
  const [t, format] = await Promise.all([getTranslations("Results"), countFormat()]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t("cancellation")}</legend>
      <FilterOption
        type="checkbox"
        name="freeCancel"
        value="1"
        checked={checked}
        label={t("freeCancellation")}
        count={format(count)}
        empty={count === 0}
        testId="filter-free-cancellation"
      />
    </fieldset>
  );
}

/** Property types (`types`); a type no result has is not offered (a hotel search has no chalets), unless chosen. */
export async function PropertyTypeFilter({ checked, counts }: { checked: readonly string[]; counts?: Record<PropertyType, number> }) {
  const [t, format] = await Promise.all([getTranslations("Results"), countFormat()]);
  const types = PROPERTY_TYPES.filter((k) => !counts || counts[k] > 0 || checked.includes(k));
  if (types.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t("propertyType")}</legend>
      {types.map((k) => (
        <FilterOption
          key={k}
          type="checkbox"
          name="types"
          value={k}
          checked={checked.includes(k)}
          label={t(`types.${k}`)}
          count={format(counts?.[k])}
          empty={counts?.[k] === 0}
          testId={`filter-type-${k}`}
        />
      ))}
    </fieldset>
  );
}

/**
 * The budget: bands of the price the cards show (lib/booking/budget-bands.ts), each a link setting minPrice and
 * maxPrice with how many results it gives (the chosen one's link clears it), then the boxes for a range of one's own.
 * Links rather than inputs, so a band and the boxes never send two prices in one submit.
 */
export async function PriceRangeFilter({
  currency,
  min,
  max,
  bands = [],
}: {
  currency: string;
  min?: number;
  max?: number;
  bands?: { band: BudgetBand; href: string }[];
}) {
  const [t, format, locale] = await Promise.all([getTranslations("Results"), countFormat(), getLocale()]);
  const money = (major: number) => formatMoney(major, currency, locale, 0);
  const label = (b: BudgetBand) =>
    b.min === undefined
      ? t("budgetUpTo", { max: money(b.max!) })
      : b.max === undefined
        ? t("budgetFrom", { min: money(b.min) })
        : t("budgetBetween", { min: money(b.min), max: money(b.max) });
  const box = (name: "minPrice" | "maxPrice", value: number | undefined, testId: string) => (
    <label className="flex flex-1 flex-col text-xs text-slate-600">
      {t(name)}
      <input
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value}
        className="w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
        data-testid={testId}
      />
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t("priceRange", { currency })}</legend>
      {bands.length ? (
        <ul className="flex flex-col gap-1" data-testid="filter-budget">
          {bands.map(({ band, href }, i) => {
            const chosen = band.min === min && band.max === max;
            const off = band.count === 0 && !chosen;
            return (
              <li key={i}>
                <Link
                  href={href}
                  aria-current={chosen || undefined}
                  className={`flex items-center gap-2 text-sm hover:underline ${chosen ? "font-semibold text-brand" : off ? "text-slate-500" : ""}`}
                  data-testid={`filter-budget-${i}`}
                  data-min={band.min}
                  data-max={band.max}
                  data-count={band.count}
                >
                  <span className="flex-1">{label(band)}</span>
                  <span className="text-xs text-slate-500 tabular-nums" data-testid={`filter-budget-${i}-count`}>
                    {format(band.count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {bands.length ? <p className="text-xs text-slate-600">{t("customRange")}</p> : null}
      <div className="flex gap-2">
        {box("minPrice", min, "filter-min-price")}
        {box("maxPrice", max, "filter-max-price")}
      </div>
    </fieldset>
  );
}

/** Stars, 5 down to 1 (`stars`). */
export async function StarsFilter({ checked, counts }: { checked: readonly number[]; counts?: Record<string, number> }) {
  const [t, format] = await Promise.all([getTranslations("Results"), countFormat()]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t("stars")}</legend>
      {[5, 4, 3, 2, 1].map((n) => (
        <FilterOption
          key={n}
          type="checkbox"
          name="stars"
          value={String(n)}
          checked={checked.includes(n)}
          label={t("starsOption", { count: n })}
          count={format(counts?.[String(n)])}
          empty={counts?.[String(n)] === 0}
          testId={`filter-stars-${n}`}
        />
      ))}
    </fieldset>
  );
}
