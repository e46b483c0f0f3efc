/** Languages with a message catalogue. en-US is the default (SPEC §9) and the fallback for missing keys. */
export const LOCALES = ["en-US", "es-ES", "fr-FR", "de-DE", "pt-BR", "ar-SA"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
export const RTL_LOCALES: ReadonlySet<string> = new Set(["ar-SA"]);

export const DEFAULT_CURRENCY = "USD";

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** Accepts "es", "es-es" or "es_ES" for "es-ES"; unknown values give null. */
export function matchLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const v = value.trim().replace("_", "-").toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === v);
  if (exact) return exact;
  const lang = v.split("-")[0];
  return LOCALES.find((l) => l.split("-")[0]!.toLowerCase() === lang) ?? null;
}

/** SPEC §2/§9 order: ?lang= → lan_code cookie → the org's default → en-US. */
export function resolveLocale(input: { query?: string | null; cookie?: string | null; orgDefault?: string | null }): Locale {
  return matchLocale(input.query) ?? matchLocale(input.cookie) ?? matchLocale(input.orgDefault) ?? DEFAULT_LOCALE;
}

export function directionOf(locale: string): "rtl" | "ltr" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}
