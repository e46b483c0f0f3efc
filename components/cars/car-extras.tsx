"use client";

import { useLocale, useTranslations } from "next-intl";
import { ExtrasPicker } from "@/components/ui/extras-picker";
import { formatCount } from "@/lib/locale/numbers";
import { formatShown, type MoneyView } from "@/lib/locale/money-view";
import { carExtraMinor, type CarExtraOffer } from "@/lib/suppliers/cars/extras";

/**
 * The car checkout's extras, each with its price a day and its cap per rental: a child seat up to the rental
 * company's maximum, full cover once per rental.
 */
export function CarExtras({ offered, days, currency, view }: { offered: CarExtraOffer[]; days: number; currency: string; view: MoneyView }) {
  const t = useTranslations("Cars.extras");
  const locale = useLocale();
  const money = (minor: number) => formatShown(view, minor, currency, locale);
  const own = (group: "names" | "hints", code: string) => (t.has(`${group}.${code}` as never) ? t(`${group}.${code}` as never) : undefined);
  const lineMinor = (code: string, n: number) =>
    carExtraMinor(
      offered.find((e) => e.code === code)!,
      days,
      n,
    );
  const items = offered.map((e) => ({
    code: e.code,
    name: own("names", e.code) ?? e.name,
    hint: own("hints", e.code),
    maxQuantity: e.maxQuantity,
    rate: e.capMinor === null ? t("priceNoCap", { perDay: money(e.perDayMinor) }) : t("price", { perDay: money(e.perDayMinor), cap: money(e.capMinor) }),
  }));
  return (
    <ExtrasPicker
      items={items}
      lineMinor={lineMinor}
      money={money}
      words={{ title: t("title"), intro: t("intro"), total: t("total"), line: (amount) => t("line", { amount, days }), count: (n) => formatCount(n, locale) }}
      stepper={(name) => ({ label: t("countFor", { name }), decrease: t("less", { name }), increase: t("more", { name }) })}
      testId="car-extras"
    />
  );
}
