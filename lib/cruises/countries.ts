import { listCountries } from "@/lib/locale/countries";

/** ISO 3166 two-letter codes of the site's country list, for nationality and passport country (named by Intl). */
export async function cruiseCountryCodes(): Promise<string[]> {
  const codes = (await listCountries().catch(() => [])).map((c) => c.countryCode).filter((c) => /^[A-Z]{2}$/.test(c));
  return [...new Set(codes.length > 0 ? codes : ["US"])];
}
