import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import en from "../messages/en.json";
import fr from "../messages/fr.json";

const catalogues = { en, fr } as const;
type Locale = keyof typeof catalogues;

/** The locale from the lan_code cookie, as the site takes it; English otherwise. */
export default getRequestConfig(async () => {
  const cookie = (await cookies()).get("lan_code")?.value?.slice(0, 2);
  const locale: Locale = cookie === "fr" ? "fr" : "en";
  return { locale, messages: catalogues[locale] };
});
