import type { OrgConfig } from "@/lib/org/org-config";
import { listCurrencies, resolveCurrency } from "./currencies";
import { listLanguages } from "./languages";
import { DEFAULT_LOCALE, isLocale } from "./locales";

/** SPEC §9 "Defaults: … currency USD (id 9)" — used when the Currency table cannot name USD itself. */
export const DEFAULT_CURRENCY_ID = 9;

export type LocaleState = {
  currencies: { id: number; name: string; code: string; flag: string; status: number }[];
  languages: { id: number; name: string; code: string }[];
  defaults: { language: string; currency: string; currencyId: number };
  currentCurrency: string;
  currentLanguage: string;
};

/**
 * SPEC §3 "Locale state: currencies, languages, defaults, current currency and language", with the SPEC §3 Currency
 * (id, name, code, flag, status) and Language (id, name, code) fields only. Defaults are the organisation's when
 * they name an active entry, else en-US and USD; the current pair is what the proxy resolved for this request.
 */
export async function getLocaleState(input: { org: OrgConfig; locale: string; currency: string }): Promise<LocaleState> {
  const [currencies, languages] = await Promise.all([listCurrencies(), listLanguages()]);
  const known = currencies.map((c) => c.code);
  // resolveCurrency falls back to USD when the org's default is not an active currency.
  const defaultCode = resolveCurrency(input.org.defaultCurrency, known);
  const orgLanguage = input.org.defaultLanguage;
  const language = isLocale(orgLanguage) && languages.some((l) => l.code === orgLanguage) ? orgLanguage : DEFAULT_LOCALE;
  return {
    currencies: currencies.map(({ id, name, code, flag, status }) => ({ id, name, code, flag, status })),
    languages: languages.map(({ id, name, code }) => ({ id, name, code })),
    defaults: {
      language,
      currency: defaultCode,
      currencyId: currencies.find((c) => c.code === defaultCode)?.id ?? DEFAULT_CURRENCY_ID,
    },
    currentCurrency: resolveCurrency(input.currency, known, defaultCode),
    currentLanguage: input.locale,
  };
}
