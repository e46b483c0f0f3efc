import { cache } from "react";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import type { getTranslations as nextIntlGetTranslations } from "next-intl/server";
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/locale/locales";
import { loadMessages } from "@/i18n/messages";
import type { NameGroup } from "./catalogue-name";

/**
 * next-intl's `getTranslations`, with the compiled messages and Intl formatters kept for the life of the process.
 * next-intl makes a new store of them for every request, so every message with an argument was parsed again and its
 * formatters (`Intl.PluralRules`, `Intl.NumberFormat`, locale resolution) built again on every page and server
 * function. What is kept is keyed by the message, the language, the time zone and the options, and made of immutable
 * formatters, so one request never sees another's values; it grows only with the catalogue (six languages, the
 * organisations' time zones).
 */
const sharedCache = _createCache();
const sharedFormatters = _createIntlFormatters(sharedCache);

type TranslatorInput = { locale: Locale; messages: Parameters<typeof createTranslator>[0]["messages"]; timeZone: string; namespace?: string };

/** A translator over the process's kept messages and formatters. */
export function sharedTranslator({ locale, messages, timeZone, namespace }: TranslatorInput) {
  // The namespace's type is the caller's (next-intl's signature below); here it is any key of the catalogue.
  return createTranslator({ locale, messages, timeZone, namespace: namespace as never, _cache: sharedCache, _formatters: sharedFormatters });
}

/**
 * A date and number formatter over the same kept Intl formatters: next-intl's `createFormatter` alone makes a new
 * `Intl.DateTimeFormat` for every call, which was most of the cost of writing a confirmation e-mail's dates.
 */
export function sharedFormatter(locale: Locale, timeZone: string) {
  return createFormatter({ locale, timeZone, _cache: sharedCache, _formatters: sharedFormatters });
}

async function translationsFor(namespace?: string) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return sharedTranslator({ locale, messages, timeZone, namespace });
}

/** The translator of the request's language for `namespace`, as next-intl's `getTranslations(namespace)` types it. */
export const getTranslations = cache(translationsFor) as unknown as typeof nextIntlGetTranslations;

/**
 * A translator for a language named by the caller rather than by the request — what a route handler uses, whose
 * request the proxy did not see — over the same kept messages and formatters.
 */
export async function translatorFor(locale: Locale, timeZone: string, namespace: string): Promise<Translate> {
  const t = sharedTranslator({ locale, messages: await loadMessages(locale), timeZone, namespace });
  return (key, values) => t(key as never, values as never);
}

/** A group of catalogue names (./catalogue-name.ts: room types, fare brands …) in a language named by the caller. */
export async function namesFor(locale: Locale, timeZone: string, namespace: string): Promise<NameGroup> {
  return sharedTranslator({ locale, messages: await loadMessages(locale), timeZone, namespace }) as unknown as NameGroup;
}

/** A translator whose keys the caller names at run time (see translatorFor). */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;
