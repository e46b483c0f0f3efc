/** Languages (en-US default), currencies (USD id 9 default) and USD rates: SPEC §3 and §9. */
export const LANGUAGES = [
  { id: 1, code: "en-US", name: "English (US)", dir: "ltr" },
  { id: 2, code: "es-ES", name: "Español", dir: "ltr" },
  { id: 3, code: "fr-FR", name: "Français", dir: "ltr" },
  { id: 4, code: "de-DE", name: "Deutsch", dir: "ltr" },
  { id: 5, code: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { id: 6, code: "ar-SA", name: "العربية", dir: "rtl" },
] as const;

export const CURRENCIES = [
  { id: 1, code: "AED", name: "UAE Dirham", symbol: "د.إ", flag: "ae.svg", minorUnits: 2, rate: "3.6725" },
  { id: 2, code: "AUD", name: "Australian Dollar", symbol: "A$", flag: "au.svg", minorUnits: 2, rate: "1.5210" },
  { id: 3, code: "BRL", name: "Brazilian Real", symbol: "R$", flag: "br.svg", minorUnits: 2, rate: "5.4020" },
  { id: 4, code: "CAD", name: "Canadian Dollar", symbol: "C$", flag: "ca.svg", minorUnits: 2, rate: "1.3710" },
  { id: 5, code: "EUR", name: "Euro", symbol: "€", flag: "eu.svg", minorUnits: 2, rate: "0.9200" },
  { id: 6, code: "GBP", name: "British Pound", symbol: "£", flag: "gb.svg", minorUnits: 2, rate: "0.7900" },
  { id: 7, code: "INR", name: "Indian Rupee", symbol: "₹", flag: "in.svg", minorUnits: 2, rate: "83.2000" },
  { id: 8, code: "JPY", name: "Japanese Yen", symbol: "¥", flag: "jp.svg", minorUnits: 0, rate: "151.5000" },
  { id: 9, code: "USD", name: "US Dollar", symbol: "$", flag: "us.svg", minorUnits: 2, rate: "1" },
  { id: 10, code: "MXN", name: "Mexican Peso", symbol: "MX$", flag: "mx.svg", minorUnits: 2, rate: "17.0500" },
] as const;

/** The date of the seeded rates; `npm run rates:import` adds newer rows beside them. */
export const SEED_RATES_DATE = new Date("2026-11-01T00:00:00Z");
