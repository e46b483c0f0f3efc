import { DEFAULT_LOCALE, matchLocale, type Locale } from "@/lib/locale/locales";

/** What an order's e-mail language is chosen from: the order's own language and its member's saved one. */
export type MailLanguage = { languageCode: string | null; user?: { languageCode: string | null } | null };

/**
 * The language of every e-mail about an order (confirmation, change, cancellation, due charge): the member's saved
 * language, else the language the order was placed in (a guest's), else the organisation's.
 */
export function orderMailLocale(order: MailLanguage, org: { defaultLanguage: string }): Locale {
  return matchLocale(order.user?.languageCode) ?? matchLocale(order.languageCode) ?? matchLocale(org.defaultLanguage) ?? DEFAULT_LOCALE;
}
