import { convert, crossRate, type MinorUnits, type Rates } from "./convert";
import { formatMoney } from "./format";
import { numberFormat } from "./intl-cache";
import { directionOf } from "./locales";

/**
 * One currency from search to receipt: every amount is shown in the currency the visitor chose; where the
 * card is charged in another currency, the page says so once, beside the Pay button, with the rate. A MoneyView is
 * what a page needs for that, serialisable so client components (the wallet panel, the Pay button) convert with the
 * same rates as the server did.
 */
export type MoneyView = {
  /** The visitor's currency (the currency_code cookie, SPEC §9). */
  displayCurrency: string;
  /** Units of each currency per 1 USD, as exact decimal text. */
  rates: [string, string][];
  minorUnits: [string, number][];
};

/** The view for `displayCurrency`, keeping only the rates of the currencies the page shows (and USD). */
export function moneyView(snapshot: { rates: Rates; minorUnits: MinorUnits }, displayCurrency: string, currencies: string[]): MoneyView {
  const wanted = new Set([displayCurrency, ...currencies, "USD"].map((c) => c.toUpperCase()));
  return {
    displayCurrency: displayCurrency.toUpperCase(),
    rates: [...snapshot.rates].filter(([code]) => wanted.has(code)).map(([code, rate]) => [code, String(rate)]),
    minorUnits: [...snapshot.minorUnits].filter(([code]) => wanted.has(code)),
  };
}

const maps = new WeakMap<MoneyView, { rates: Rates; units: MinorUnits }>();
function mapsOf(view: MoneyView) {
  let m = maps.get(view);
  if (!m) maps.set(view, (m = { rates: new Map(view.rates), units: new Map(view.minorUnits) }));
  return m;
}

/**
 * `amountMinor` of `currency` in the visitor's currency (SPEC §9: divide by the rate to reach USD, multiply to leave
 * it), rounded once to its minor unit. A currency without a rate stays as it is rather than being guessed.
 */
export function shownAmount(view: MoneyView, amountMinor: number, currency: string): { amountMinor: number; currency: string } {
  const from = currency.toUpperCase();
  if (from === view.displayCurrency) return { amountMinor, currency: from };
  const { rates, units } = mapsOf(view);
  try {
    return { amountMinor: convert(amountMinor, from, view.displayCurrency, rates, units), currency: view.displayCurrency };
  } catch {
    return { amountMinor, currency: from };
  }
}

/** The amount as the visitor reads it, in their currency. */
export function formatShown(view: MoneyView, amountMinor: number, currency: string, locale: string): string {
  const shown = shownAmount(view, amountMinor, currency);
  return formatMoney(shown.amountMinor, shown.currency, locale, mapsOf(view).units.get(shown.currency));
}

/** The amount in its own currency (what a card is charged, a wallet card's own balance). */
export function formatOwn(view: MoneyView, amountMinor: number, currency: string, locale: string): string {
  return formatMoney(amountMinor, currency.toUpperCase(), locale, mapsOf(view).units.get(currency.toUpperCase()));
}

/**
 * The rate beside the Pay button, "1 USD = 0.92 EUR": units of the charge currency per one unit of the visitor's, to
 * four decimals (trailing zeros dropped), digits in the visitor's language. Null when the two are the same or a rate
 * is missing.
 */
export function rateText(view: MoneyView, chargeCurrency: string, locale: string): string | null {
  const to = chargeCurrency.toUpperCase();
  if (to === view.displayCurrency) return null;
  let rate: string;
  try {
    rate = crossRate(view.displayCurrency, to, mapsOf(view).rates, 4);
  } catch {
    return null;
  }
  const digits = numberFormat("rate|4", locale, { maximumFractionDigits: 4 });
  const text = `${digits.format(1)} ${view.displayCurrency} = ${digits.format(Number(rate))} ${to}`;
  // Right to left, the equation keeps its left-to-right order as one unit (LRI … PDI), as formatMoney keeps "US$".
  return directionOf(locale) === "rtl" ? `\u2066${text}\u2069` : text;
}

/**
 * Several lines (the wallet's parts, the card's remainder) of one total, each shown in the visitor's currency so that
 * they add up to the shown total: every line but the last is converted on its own, the last is what the shown total
 * leaves (never below zero; a zero line stays zero).
 */
export function shownParts(view: MoneyView, totalMinor: number, currency: string, parts: number[]): number[] {
  const total = shownAmount(view, totalMinor, currency).amountMinor;
  const shown = parts.slice(0, -1).map((p) => shownAmount(view, p, currency).amountMinor);
  const last = parts.at(-1) ?? 0;
  const rest = last === 0 ? 0 : Math.max(0, total - shown.reduce((s, p) => s + p, 0));
  return parts.length ? [...shown, rest] : [];
}
