import type { Locale } from "@/lib/locale/locales";

/** A place name in English and, where the data has it, in the site's other languages (by language subtag). */
export type PlaceNames = { en: string } & Partial<Record<"ar" | "es" | "fr" | "de" | "pt", string>>;

/** The name in the visitor's language, else English. */
export function nameIn(names: PlaceNames, locale: Locale | string): string {
  const lang = locale.split("-")[0] as keyof PlaceNames;
  return names[lang] ?? names.en;
}

/** Every spelling of a name, for matching what a visitor types in any of the site's languages. */
export function allNames(names: PlaceNames, aliases: readonly string[] = []): string[] {
  return [...new Set([...Object.values(names).filter((n): n is string => !!n), ...aliases])];
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's or a UN M.49 region's name in a language, from the runtime's CLDR data (Intl.DisplayNames); `fallback`
 * (the code itself unless given) for a code it has no name for, such as the country list's non-ISO "TTO".
 */
export function regionName(code: string, locale: string, fallback: string = code): string {
  const lang = locale.split("-")[0]!;
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang, "en"], { type: "region", fallback: "none" });
    displayNames.set(lang, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Items sorted by a name as a reader of `locale` orders them (accents and case aside, as a picker's list reads). */
export function sortedByName<T>(list: T[], name: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return list.sort((a, b) => collator.compare(name(a), name(b)));
}

/**
 * Countries by ISO code as a picker in `locale` lists them: each named by `regionName` (else by its fallback), once
 * per code, sorted by that name.
 */
export function countryOptions(entries: { code: string; fallback?: string }[], locale: string): { code: string; name: string }[] {
  const seen = new Set<string>();
  const options = entries.filter((e) => !seen.has(e.code) && seen.add(e.code)).map((e) => ({ code: e.code, name: regionName(e.code, locale, e.fallback) }));
  return sortedByName(options, (o) => o.name, locale);
}

/** The site's languages as subtags, for indexing every spelling. */
export const NAME_LANGS = ["en", "ar", "es", "fr", "de", "pt"] as const;
