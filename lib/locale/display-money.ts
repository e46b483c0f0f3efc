import { convert } from "./convert";
import { formatMoney } from "./format";
import { rateSnapshot } from "./rates";

/**
 * A formatter for one page: amounts in any currency, shown converted into the visitor's currency (SPEC §9: via USD)
 * and formatted for the page language. Unknown currencies are shown as they are.
 */
export async function moneyFormatter(locale: string, displayCurrency: string) {
  const { rates, minorUnits } = await rateSnapshot();
  return {
    display: (amountMinor: number, currency: string): string => {
      try {
        return formatMoney(convert(amountMinor, currency, displayCurrency, rates, minorUnits), displayCurrency, locale, minorUnits.get(displayCurrency));
      } catch {
        return formatMoney(amountMinor, currency, locale, minorUnits.get(currency));
      }
    },
    original: (amountMinor: number, currency: string): string => formatMoney(amountMinor, currency, locale, minorUnits.get(currency)),
  };
}
