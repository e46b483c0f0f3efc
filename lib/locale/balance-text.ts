import { formatOwn, formatShown, type MoneyView } from "@/lib/locale/money-view";

type T = (key: "balanceConverted", values: { own: string; shown: string }) => string;

/** A wallet card's balance in its own currency; in another one than the visitor's, what it is worth in theirs beside it. */
export function balanceText(view: MoneyView, amountMinor: number, currency: string, locale: string, t: T): string {
  const own = formatOwn(view, amountMinor, currency, locale);
  if (currency.toUpperCase() === view.displayCurrency) return own;
  const shown = formatShown(view, amountMinor, currency, locale);
  return shown === own ? own : t("balanceConverted", { own, shown });
}
