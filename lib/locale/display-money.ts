import { chargedText, type ChargedT } from "./charged-text";
import { convert } from "./convert";
import { formatMoney } from "./format";
import { moneyView, shownAmount, shownParts, type MoneyView } from "./money-view";
import { rateSnapshot } from "./rates";

/**
 * A formatter for one page: amounts in any currency, shown converted into the visitor's currency (SPEC §9: via USD)
 * and formatted for the page language. Unknown currencies are shown as they are.
 */
export async function moneyFormatter(locale: string, displayCurrency: string) {
  const { rates, minorUnits } = await rateSnapshot();
  const display = (amountMinor: number, currency: string): string => {
    try {
      return formatMoney(convert(amountMinor, currency, displayCurrency, rates, minorUnits), displayCurrency, locale, minorUnits.get(displayCurrency));
    } catch {
      return formatMoney(amountMinor, currency, locale, minorUnits.get(currency));
    }
  };
  const original = (amountMinor: number, currency: string): string => formatMoney(amountMinor, currency, locale, minorUnits.get(currency));
  return {
    display,
    original,
    /** What a card is charged in its own currency, with the visitor's beside it at today's rate (./charged-text.ts). */
    charged: (t: ChargedT, amountMinor: number, currency: string): string => chargedText(t, original(amountMinor, currency), display(amountMinor, currency)),
    /** Parts of a total (the last one last), each shown so that together they make the total shown. */
    displayParts: <K extends string>(totalMinor: number, currency: string, parts: Record<K, number>): Record<K, string> => {
      const view = moneyView({ rates, minorUnits }, displayCurrency, [currency]);
      const keys = Object.keys(parts) as K[];
      const shown = shownParts(
        view,
        totalMinor,
        currency,
        keys.map((k) => parts[k]),
      );
      // Without a rate the parts stay in their own currency, as display() leaves them.
      const shownIn = shownAmount(view, totalMinor, currency).currency;
      return Object.fromEntries(keys.map((k, i) => [k, formatMoney(shown[i]!, shownIn, locale, minorUnits.get(shownIn))])) as Record<K, string>;
    },
    /** Amounts in several currencies added up in the visitor's (an agent's bookings, each in its property's currency). */
    displaySum: (parts: { amountMinor: number; currency: string }[]): string => {
      const sum = parts.reduce((s, p) => s + convert(p.amountMinor, p.currency, displayCurrency, rates, minorUnits), 0);
      return formatMoney(sum, displayCurrency, locale, minorUnits.get(displayCurrency));
    },
    /** The same rates for client components that show amounts of `currencies` (lib/locale/money-view.ts). */
    view: (currencies: string[]): MoneyView => moneyView({ rates, minorUnits }, displayCurrency, currencies),
  };
}
