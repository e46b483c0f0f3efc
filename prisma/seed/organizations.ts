import { createHash } from "node:crypto";
import type { Prisma } from "../../lib/generated/prisma/client";

export const ALL_PRODUCTS = [
  "hotel",
  "resorts",
  "weeks",
  "condo",
  "stays",
  "holidaystays",
  "packages",
  "cruises",
  "flight",
  "cars",
  "transfers",
  "activities",
  "dreamtrips",
  "hotelgd",
  "allinclusive",
  "trips",
  "dailydeals",
  "JoinNow",
];

/** Demo value only, published in docs/sso.md: a real partner gets a random secret (openssl rand -base64 48). */
export const DEMO_PARTNER_SSO_SECRET = "demo-partner-sso-secret-0123456789abcdef";

type OrgSeed = Omit<Prisma.OrganizationCreateInput, "hosts" | "css"> & { hosts: string[]; apiKey: string; css?: Record<string, string> };

export const ORGANIZATIONS: OrgSeed[] = [
  {
    slug: "default",
    name: "TravelSaver",
    isDefault: true,
    hosts: ["localhost", "127.0.0.1"],
    eligibleProducts: ALL_PRODUCTS,
    themeType: "future",
    primaryColor: "#1d4ed8",
    secondaryColor: "#0f172a",
    countryCode: "US",
    timeZone: "America/New_York",
    weekStart: 0,
    minCheckinDays: 1,
    displayPrice: "WITH_TAX",
    defaultLanguage: "en-US",
    defaultCurrency: "USD",
    accessCodeFlag: 0,
    walletOptions: "Discount Cards,Certificates,Cash Card,myvacations",
    // Shown when credentials exist too: npm start and npm test pass the local stand-ins' (scripts/stand-ins/).
    socialProviders: ["google", "facebook"],
    // SPEC §6: booking without a session, as configured here — a guest checks out with name, e-mail and phone.
    allowGuestBooking: true,
    loyaltyEnabled: true,
    apiKey: "demo-default-api-key",
  },
  {
    slug: "partner",
    name: "Blue Lagoon Travel Club",
    isDefault: false,
    hosts: ["partner.localhost"],
    eligibleProducts: ["hotel", "resorts", "weeks", "stays", "activities", "allinclusive", "JoinNow"],
    themeType: "holidayDest",
    primaryColor: "#0f766e",
    secondaryColor: "#134e4a",
    countryCode: "GB",
    timeZone: "Europe/London",
    weekStart: 1,
    minCheckinDays: 3,
    displayPrice: "WITHOUT_TAX",
    defaultLanguage: "en-US",
    defaultCurrency: "USD",
    accessCodeFlag: 1,
    walletOptions: "Certificates,Cash Card",
    // No social sign-in: the partner shows that the buttons appear only when enabled (SPEC §2).
    socialProviders: [],
    // The club is members-only: a guest sees the price summary and is asked to sign in.
    allowGuestBooking: false,
    loyaltyEnabled: false,
    apiKey: "demo-partner-api-key",
    // Partner SSO for the demo (docs/sso.md): `npm run sso:token` signs with this HS256 secret,
    // and the session-out URL is a page of our own, standing in for the partner's signed-out page.
    ssoEnabled: true,
    ssoSecret: DEMO_PARTNER_SSO_SECRET,
    ssoSessionOutUrl: "/sso/session-ended",
    // The partner's own stylesheet (page code "global"): served by /api/general/getCss/global.css on its host only.
    css: {
      global: [
        '[data-testid="org-name"] { text-transform: uppercase; letter-spacing: 0.06em; }',
        ".hero-gradient { background-image: linear-gradient(120deg, #134e4a 0%, #0f766e 50%, #14b8a6 100%); }",
        "footer { border-top: 4px solid #14b8a6; }",
      ].join("\n"),
    },
  },
];

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
