/** One row of the country list (SPEC "Country": countryId, countryCode, isdCode, countryName, countryFlag). */
export type CountryOption = { countryId: number; countryCode: string; countryName: string; countryFlag: string; isdCode: string };

/** SPEC: "phone number digits only, max length 15". */
export const PHONE_MAX_DIGITS = 15;

/** Case- and accent-insensitive form used for matching ("åland" matches "Aland"). */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every non-digit removed, cut to 15 digits. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/**
 * Countries whose name contains the query (case-insensitive, anywhere in the name), plus — when the query starts
 * with "+" or a digit — those whose dial code starts with the query's digits ("+1868", "1-868" and "1 868" all
 * match "+1-868"). An empty query returns the whole list. Order is kept.
 */
export function filterCountries<T extends Pick<CountryOption, "countryName" | "isdCode">>(list: readonly T[], query: string): T[] {
  const q = query.trim();
  if (q === "") return [...list];
  const name = fold(q);
  const dial = /^[+\d]/.test(q) ? q.replace(/\D/g, "") : null;
  return list.filter((c) => fold(c.countryName).includes(name) || (dial !== null && c.isdCode.replace(/\D/g, "").startsWith(dial)));
}
