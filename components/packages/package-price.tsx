import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { PackagePrice as Price } from "@/lib/packages/rules";

/**
 * A package's price against its flight and stay booked apart, as the card and the checkout's summary show it: the
 * separate price struck through, the saving, and to a member the public price. With `nights` (the card) the package
 * price itself in large type and what it includes; the checkout states its total in its price lines.
 */
export async function PackagePrice({ price, show, nights }: { price: Price; show(minor: number): string; nights?: number }) {
  const [t, { join }] = await Promise.all([getTranslations("Packages.results"), readerFormats()]);
  const card = nights !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">
        {t("separately")}{" "}
        <s className="whitespace-nowrap" data-testid="package-separate">
          {show(price.separateTotalMinor)}
        </s>
      </p>
      {card ? <p className="text-xs font-medium text-slate-700">{t("packagePrice")}</p> : null}
      {card ? (
        <p className="text-2xl font-bold text-slate-900" data-testid="package-price" data-minor={price.totalMinor} data-currency={price.currency}>
          {show(price.totalMinor)}
        </p>
      ) : null}
      <p className="text-sm font-semibold text-emerald-700" data-testid="package-saving">
        {t("save", { amount: show(price.savingMinor) })}
      </p>
      {card ? <p className="text-xs text-slate-600">{t("includes", { nights: t("nights", { count: nights }) })}</p> : null}
      {price.memberPricing ? (
        <p className="text-xs text-slate-600">{join([t("memberPrice"), t("publicPrice", { amount: show(price.publicTotalMinor) })])}</p>
      ) : null}
    </div>
  );
}
