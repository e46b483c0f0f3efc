import type { OrgSettings } from "./admin";

/** Options of `npm run org`; every setting flag maps to one organisation field. */
export const ORG_CLI_OPTIONS = {
  slug: { type: "string" },
  name: { type: "string" },
  host: { type: "string", multiple: true },
  "add-host": { type: "string", multiple: true },
  "remove-host": { type: "string", multiple: true },
  products: { type: "string" },
  theme: { type: "string" },
  primary: { type: "string" },
  secondary: { type: "string" },
  "google-tag": { type: "string" },
  "week-start": { type: "string" },
  "min-checkin-days": { type: "string" },
  timezone: { type: "string" },
  "display-price": { type: "string" },
  country: { type: "string" },
  language: { type: "string" },
  currency: { type: "string" },
  "access-code-flag": { type: "string" },
  "wallet-options": { type: "string" },
  social: { type: "string" },
  "google-client-id": { type: "string" },
  "google-client-secret": { type: "string" },
  "facebook-app-id": { type: "string" },
  "facebook-app-secret": { type: "string" },
  "allow-guest-booking": { type: "string" },
  "all-inclusive-url": { type: "string" },
  "trips-site-url": { type: "string" },
  "daily-deals-url": { type: "string" },
  loyalty: { type: "string" },
  sso: { type: "string" },
  "sso-session-out-url": { type: "string" },
  "sso-secret": { type: "string" },
  "sso-jwks-url": { type: "string" },
  variant: { type: "string" },
  code: { type: "string" },
  "max-uses": { type: "string" },
  expires: { type: "string" },
  kind: { type: "string" },
  plan: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = Partial<Record<keyof typeof ORG_CLI_OPTIONS, string | string[] | boolean>>;

const list = (v: unknown) =>
  typeof v === "string"
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
const int = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined);
const bool = (v: unknown) => (typeof v === "string" ? ["1", "true", "yes", "on"].includes(v.toLowerCase()) : undefined);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const nullable = (v: unknown) => (typeof v === "string" ? (v === "" || v === "none" ? null : v) : undefined);

/** Turns command-line flags into organisation settings; validation happens in lib/org/admin.ts. */
export function settingsFromArgs(v: Values): OrgSettings {
  const s: Record<string, unknown> = {
    name: str(v.name),
    eligibleProducts: list(v.products),
    themeType: str(v.theme),
    primaryColor: str(v.primary),
    secondaryColor: str(v.secondary),
    googleTagId: nullable(v["google-tag"]),
    weekStart: int(v["week-start"]),
    minCheckinDays: int(v["min-checkin-days"]),
    timeZone: str(v.timezone),
    displayPrice: str(v["display-price"])?.toUpperCase(),
    countryCode: str(v.country)?.toUpperCase(),
    defaultLanguage: str(v.language),
    defaultCurrency: str(v.currency)?.toUpperCase(),
    accessCodeFlag: int(v["access-code-flag"]),
    walletOptions: list(v["wallet-options"]),
    socialProviders: list(v.social),
    googleClientId: nullable(v["google-client-id"]),
    googleClientSecret: nullable(v["google-client-secret"]),
    facebookAppId: nullable(v["facebook-app-id"]),
    facebookAppSecret: nullable(v["facebook-app-secret"]),
    allowGuestBooking: bool(v["allow-guest-booking"]),
    allInclusiveUrl: nullable(v["all-inclusive-url"]),
    tripsSiteUrl: nullable(v["trips-site-url"]),
    dailyDealsUrl: nullable(v["daily-deals-url"]),
    loyaltyEnabled: bool(v.loyalty),
    ssoEnabled: bool(v.sso),
    ssoSessionOutUrl: nullable(v["sso-session-out-url"]),
    ssoSecret: nullable(v["sso-secret"]),
    ssoJwksUrl: nullable(v["sso-jwks-url"]),
  };
  return Object.fromEntries(Object.entries(s).filter(([, value]) => value !== undefined)) as OrgSettings;
}

export const ORG_CLI_HELP = `Manage white-label organisations.

  npm run org -- list
  npm run org -- show <slug>
  npm run org -- create --slug acme --name "Acme Travel" --host acme.localhost [settings]
  npm run org -- update <slug> [--add-host h] [--remove-host h] [settings]
  npm run org -- css <slug> <pageCode> <file.css | -> [--variant all|pre|post]
  npm run org -- api-key <slug>
  npm run org -- access-code <slug> --code CODE [--max-uses 1] [--expires 2027-01-31] [--kind ACCESS|MASTER] [--plan "Plan name"]

Settings: --name, --products hotel,resorts,…  --theme tournament|holiday|holidayDest|future
  --primary #rrggbb --secondary #rrggbb --google-tag G-XXXX (or none) --week-start 0-6 --min-checkin-days N
  --timezone Europe/London --display-price WITH_TAX|WITHOUT_TAX --country GB --language en-US --currency GBP
  --access-code-flag 0|1 --wallet-options "Certificates,Cash Card" --social google,facebook
  --google-client-id ID --google-client-secret S --facebook-app-id ID --facebook-app-secret S (or none: use the
  environment's GOOGLE_* / FACEBOOK_* credentials; a provider shows only when an id and a secret exist)
  --allow-guest-booking true|false --loyalty true|false
  --all-inclusive-url URL --trips-site-url URL --daily-deals-url URL (the partner sites of the external products;
  none: the environment's ALL_INCLUSIVE_URL / TRIPS_SITE_URL / DAILY_DEALS_URL, and without one the product hides)
SSO:  --sso true|false --sso-secret <HS256 secret, 32+ characters> --sso-jwks-url https://partner.example/jwks.json
  --sso-session-out-url https://partner.example/signed-out (or a path here, e.g. /sso/session-ended)
  (none clears a value; the secret is never printed — partners sign tokens with aud "org:<slug>", see docs/sso.md)

Running web processes pick changes up at once on PostgreSQL (LISTEN/NOTIFY), or within ORG_CACHE_TTL seconds
(default 30) on the embedded database.`;
