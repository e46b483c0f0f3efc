"use client";

import useSWR from "swr";
import { postJson } from "@/components/client/post-json";

export type CurrencyRates = {
  /** Every active currency's rate per 1 USD (SPEC §3 "Currency rate: code, rate (relative to USD)"); empty until loaded or on failure. */
  roes: { currency: string; rate: number }[];
  /** Units of the current currency per 1 USD, when known — SPEC §8: otherwise it "stays unset". */
  roeRate?: number;
};

// A hand-written check rather than a zod schema: this runs on every page, and zod would be most of its code.
function readAnswer(body: unknown): CurrencyRates | null {
  const data = (body as { data?: { roeRate?: unknown; roes?: unknown } } | null)?.data;
  const positive = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;
  if (!data || !positive(data.roeRate) || !Array.isArray(data.roes)) return null;
  const roes: CurrencyRates["roes"] = [];
  for (const row of data.roes as { currency?: unknown; rate?: unknown }[]) {
    if (!row || typeof row.currency !== "string" || !positive(row.rate)) return null;
    roes.push({ currency: row.currency, rate: row.rate });
  }
  return { roes, roeRate: data.roeRate };
}

export const NO_RATES: CurrencyRates = { roes: [] };
const PATH = "/api/general/getCurrencyRate";

/**
 * SPEC §7: "fromCurrency USD, toCurrency the current currency, all true; it reads a roes list of currency and rate".
 * SPEC §8: "A failed currency-rate fetch is logged and gives an empty rate list" — so this never throws.
 */
export async function fetchCurrencyRates(currentCurrency: string): Promise<CurrencyRates> {
  const res = await postJson(PATH, { fromCurrency: "USD", toCurrency: currentCurrency, all: true });
  const rates = res.ok ? readAnswer(res.body) : null;
  if (!rates) {
    console.warn(`Currency rates could not be loaded (HTTP ${res.status}); prices stay in their own currency.`);
    return NO_RATES;
  }
  return rates;
}

/** The rates for the visitor's current currency, fetched once per currency (the global SWR config never revalidates). */
export function useCurrencyRates(currentCurrency: string | null | undefined): CurrencyRates {
  const { data } = useSWR(currentCurrency ? [PATH, currentCurrency.toUpperCase()] : null, ([, currency]) => fetchCurrencyRates(currency));
  return data ?? NO_RATES;
}
