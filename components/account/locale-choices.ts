import { listCurrencies } from "@/lib/locale/currencies";
import { listLanguages } from "@/lib/locale/languages";

/** The site's languages and currencies a member may choose in their details (the same for every member). */
export type LocaleChoices = { languages: { code: string; name: string }[]; currencies: { code: string; name: string }[] };

export async function localeChoices(): Promise<LocaleChoices> {
  const [languages, currencies] = await Promise.all([listLanguages(), listCurrencies()]);
  return { languages: languages.map((l) => ({ code: l.code, name: l.name })), currencies: currencies.map((c) => ({ code: c.code, name: c.name })) };
}
