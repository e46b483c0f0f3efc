import { db } from "@/lib/db";
import { DEFAULT_CURRENCY } from "./locales";

export type CurrencyInfo = { id: number; name: string; code: string; flag: string; symbol: string; status: number };

let cache: { list: CurrencyInfo[]; at: number } | undefined;

/** Active currencies (SPEC §3 Currency), cached for a minute per process. */
export async function listCurrencies(): Promise<CurrencyInfo[]> {
  if (cache && Date.now() - cache.at < 60_000) return cache.list;
  const rows = await db.currency.findMany({ where: { status: 1 }, orderBy: { code: "asc" } });
  const list = rows.map(({ id, name, code, flag, symbol, status }) => ({ id, name, code, flag, symbol, status }));
  cache = { list, at: Date.now() };
  return list;
}

/** The currency_code cookie selects the currency (SPEC §9) when it names an active one; else the fallback. */
export function resolveCurrency(cookie: string | null | undefined, known: readonly string[], fallback = DEFAULT_CURRENCY): string {
  const code = cookie?.trim().toUpperCase();
  return code && known.includes(code) ? code : known.includes(fallback) ? fallback : DEFAULT_CURRENCY;
}
