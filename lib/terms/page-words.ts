import { getTranslations } from "@/lib/locale/translations";
import { formatMoney } from "@/lib/locale/format";
import { localeFormat } from "@/lib/orders/place-time";
import type { TermsT, TermsWords } from "@/lib/terms/words";

/**
 * The terms engine's words (lib/terms/words.ts) for a server component: the "Terms" texts, dates in the reader's
 * language and amounts in their own currency. Every page that states a cancellation policy writes it with these.
 */
export async function termsWords(locale: string): Promise<TermsWords> {
  const t = (await getTranslations("Terms")) as unknown as TermsT;
  return { t, format: localeFormat(locale), money: (minor, currency) => formatMoney(minor, currency, locale) };
}
