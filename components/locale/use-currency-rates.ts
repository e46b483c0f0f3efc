"use client";

import useSWR from "swr";
import { z } from "zod";
import { postJson } from "@/components/client/post-json";

export type CurrencyRates = {
  /** Every active currency's rate per 1 USD (SPEC §3 "Currency rate: code, rate (relative to USD)"); empty until loaded or on failure. */
  roes: { currency: string; rate: number }[];
  /** Units of the current currency per 1 USD, when known — SPEC §8: otherwise it "stays unset". */
  roeRate?: number;
};

const Answer = z.object({
  data: z.object({
    roeRate: z.number().positive(),
    roes: z.array(z.object({ currency: z.string(), rate: z.number().positive() })),
  }),
});

export const NO_RATES: CurrencyRates = { roes: [] };
const PATH = "/api/general/getCurrencyRate";

/**
 * SPEC §7: "fromCurrency USD, toCurrency the current currency, all true; it reads a roes list of currency and rate".
 * SPEC §8: "A failed currency-rate fetch is logged and gives an empty rate list" — so this never throws.
 */
export async function fetchCurrencyRates(currentCurrency: string): Promise<CurrencyRates> {
  const res = await postJson(PATH, { fromCurrency: "USD", toCurrency: currentCurrency, all: true });
  const parsed = res.ok ? Answer.safeParse(res.body) : null;
  if (!parsed?.success) {
    console.warn(`Currency rates could not be loaded (HTTP ${res.status}); prices stay in their own currency.`);
    return NO_RATES;
  }
  return { roes: parsed.data.data.roes, roeRate: parsed.data.data.roeRate };
}

/** The rates for the visitor's current currency, fetched once per currency (the global SWR config never revalidates). */
export function useCurrencyRates(currentCurrency: string | null | undefined): CurrencyRates {
  const { data } = useSWR(currentCurrency ? [PATH, currentCurrency.toUpperCase()] : null, ([, currency]) => fetchCurrencyRates(currency));
  return data ?? NO_RATES;
}
