import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/** Our country list keeps TTO and TTD beside TT (SPEC §3); the phone library knows only ISO alpha-2. */
function isoCountry(code: string | null | undefined): CountryCode | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  const iso = upper.length === 3 && upper.startsWith("TT") ? "TT" : upper;
  return /^[A-Z]{2}$/.test(iso) ? (iso as CountryCode) : undefined;
}

/** A national number is valid for the chosen country (libphonenumber's full metadata, beside the spec's digit rule). */
export function isValidPhone(nationalNumber: string, countryCode: string | null | undefined): boolean {
  const country = isoCountry(countryCode);
  if (!country) return /^\d{4,15}$/.test(nationalNumber);
  return parsePhoneNumberFromString(nationalNumber, country)?.isValid() ?? false;
}

/** International format for display, e.g. "+44 7400 123456"; the input unchanged when it does not parse. */
export function formatPhone(nationalNumber: string, countryCode: string | null | undefined): string {
  const country = isoCountry(countryCode);
  const parsed = country ? parsePhoneNumberFromString(nationalNumber, country) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : nationalNumber;
}
