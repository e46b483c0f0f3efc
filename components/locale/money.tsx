"use client";

import { getCookie } from "cookies-next/client";
import { useLocale } from "next-intl";
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { COOKIE } from "@/lib/cookies";
import { convert, type MinorUnits } from "@/lib/locale/convert";
import { formatMoney, isoMinorUnits } from "@/lib/locale/format";
import { useCurrencyRates } from "./use-currency-rates";

/** The visitor's current currency for every <Money> below, when a server component knows it (ctx.currency). */
const DisplayCurrencyContext = createContext<string | null>(null);

export function DisplayCurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <DisplayCurrencyContext.Provider value={currency}>{children}</DisplayCurrencyContext.Provider>;
}

type Props = {
  /** Integer minor units of `currency` (cents; whole yen). */
  amountMinor: number;
  currency: string;
  /** Currency to show the amount in; else the provider's, else the currency_code cookie (SPEC §9). */
  displayCurrency?: string;
  className?: string;
};

/**
 * A price converted into the visitor's current currency (SPEC §9: divide by the rate to reach USD, multiply to leave
 * it) and formatted for their language. Until the rates arrive — or when they cannot be had (SPEC §8) — the amount
 * is shown in its own currency rather than a guess.
 */
export function Money({ amountMinor, currency, displayCurrency, className }: Props) {
  const locale = useLocale();
  const target = useDisplayCurrency(displayCurrency);
  // Rates are fetched only when there is something to convert.
  const { roes } = useCurrencyRates(target && target !== currency.toUpperCase() ? target : null);
  const shown = useMemo(() => convertForDisplay(amountMinor, currency, target, roes), [amountMinor, currency, target, roes]);
  return (
    <span className={className} data-currency={shown.currency}>
      {formatMoney(shown.amountMinor, shown.currency, locale)}
    </span>
  );
}

/** The same conversion as <Money>, as text: for an amount inside a translated sentence. */
export function useMoneyText(): (amountMinor: number, currency: string) => string {
  const locale = useLocale();
  const target = useDisplayCurrency(undefined);
  const { roes } = useCurrencyRates(target);
  return (amountMinor, currency) => {
    const shown = convertForDisplay(amountMinor, currency, target, roes);
    return formatMoney(shown.amountMinor, shown.currency, locale);
  };
}

function useDisplayCurrency(fromProp: string | undefined): string | null {
  const fromContext = useContext(DisplayCurrencyContext);
  // The cookie exists only in the browser: the server snapshot is null, so hydration matches and then updates.
  const fromCookie = useSyncExternalStore(noSubscription, readCurrencyCookie, () => null);
  return (fromProp ?? fromContext ?? fromCookie)?.toUpperCase() ?? null;
}

const noSubscription = () => () => undefined;
const readCurrencyCookie = () => getCookie(COOKIE.currencyCode) ?? null;

/** The amount in `target` when both currencies have a rate; otherwise unchanged. Minor units follow ISO 4217 via Intl. */
export function convertForDisplay(
  amountMinor: number,
  currency: string,
  target: string | null,
  roes: readonly { currency: string; rate: number }[],
): { amountMinor: number; currency: string } {
  const from = currency.toUpperCase();
  if (!target || target === from) return { amountMinor, currency: from };
  const rates = new Map(roes.map((r) => [r.currency, r.rate]));
  if (!rates.has(from) || !rates.has(target)) return { amountMinor, currency: from };
  const units: MinorUnits = new Map([from, target, "USD"].map((code) => [code, isoMinorUnits(code)]));
  return { amountMinor: convert(amountMinor, from, target, rates, units), currency: target };
}
