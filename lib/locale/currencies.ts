import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { DEFAULT_CURRENCY } from "./locales";

export type CurrencyInfo = { id: number; name: string; code: string; flag: string; symbol: string; status: number };

const keptCurrencies = ttlMemo(
  async (): Promise<CurrencyInfo[]> => {
    const rows = await db.currency.findMany({ where: { status: 1 }, orderBy: { code: "asc" } });
    return rows.map(({ id, name, code, flag, symbol, status }) => ({ id, name, code, flag, symbol, status }));
  },
  { ttlMs: 60_000, maxKeys: 1, keyOf: () => "currencies", tags: ["rates"] },
);

/** Active currencies (SPEC §3 Currency), kept for a minute per process or until a currency change (tag "rates"). */
export function listCurrencies(): Promise<CurrencyInfo[]> {
  return keptCurrencies(undefined);
}

/** The currency_code cookie selects the currency (SPEC §9) when it names an active one; else the fallback. */
export function resolveCurrency(cookie: string | null | undefined, known: readonly string[], fallback = DEFAULT_CURRENCY): string {
  const code = cookie?.trim().toUpperCase();
  return code && known.includes(code) ? code : known.includes(fallback) ? fallback : DEFAULT_CURRENCY;
}
