import type { Organization } from "@/lib/generated/prisma/client";

/** What pages, the proxy and the client may know about an organisation (no secrets). */
export type OrgConfig = {
  id: number;
  slug: string;
  name: string;
  /** Registered hosts (normalised); links in e-mails use only these, never an arbitrary Host header. */
  hosts: string[];
  isDefault: boolean;
  googleTagId: string | null;
  eligibleProducts: string[];
  calendarType: string;
  weekStart: number;
  minCheckinDays: number;
  timeZone: string;
  displayPrice: "WITH_TAX" | "WITHOUT_TAX";
  countryCode: string;
  defaultLanguage: string;
  defaultCurrency: string;
  accessCodeFlag: number;
  walletOptions: string[];
  themeType: "tournament" | "holiday" | "holidayDest" | "future";
  primaryColor: string;
  secondaryColor: string;
  /** Providers the operator enabled; which of them show depends on credentials too (lib/auth/social/config.ts). */
  socialProviders: string[];
  /** The org's own social app ids (public) and whether it stores their secrets (the secrets stay in the database). */
  socialApps: { google: SocialApp; facebook: SocialApp };
  ssoEnabled: boolean;
  ssoSessionOutUrl: string | null;
  allowGuestBooking: boolean;
  /** The org's own partner sites for SPEC §2's external products (null: the environment's, else the product hides). */
  partnerLinks: PartnerLinks;
  loyaltyEnabled: boolean;
  version: number;
};

export type PartnerLinks = { allinclusive: string | null; trips: string | null; dailydeals: string | null };

export type SocialApp = { clientId: string | null; hasSecret: boolean };

type SecretColumn = "ssoSecret" | "apiKeyHash" | "googleClientSecret" | "facebookAppSecret";
type OrgRow = Omit<Organization, SecretColumn> & Partial<Pick<Organization, SecretColumn>> & { hosts?: { host: string }[] };

export function toOrgConfig(row: OrgRow): OrgConfig {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    hosts: (row.hosts ?? []).map((h) => h.host),
    isDefault: row.isDefault,
    googleTagId: row.googleTagId,
    eligibleProducts: row.eligibleProducts,
    calendarType: row.calendarType,
    weekStart: row.weekStart,
    minCheckinDays: row.minCheckinDays,
    timeZone: row.timeZone,
    displayPrice: row.displayPrice,
    countryCode: row.countryCode,
    defaultLanguage: row.defaultLanguage,
    defaultCurrency: row.defaultCurrency,
    accessCodeFlag: row.accessCodeFlag,
    walletOptions: splitWalletOptions(row.walletOptions),
    themeType: row.themeType,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    socialProviders: row.socialProviders,
    socialApps: {
      google: { clientId: row.googleClientId, hasSecret: !!row.googleClientSecret },
      facebook: { clientId: row.facebookAppId, hasSecret: !!row.facebookAppSecret },
    },
    ssoEnabled: row.ssoEnabled,
    ssoSessionOutUrl: row.ssoSessionOutUrl,
    allowGuestBooking: row.allowGuestBooking,
    partnerLinks: { allinclusive: row.allInclusiveUrl, trips: row.tripsSiteUrl, dailydeals: row.dailyDealsUrl },
    loyaltyEnabled: row.loyaltyEnabled,
    version: row.version,
  };
}

export function splitWalletOptions(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The organisation config entity exactly as SPEC §3 names it. */
export function toSpecOrgConfig(org: OrgConfig) {
  return {
    orgId: org.id,
    orgName: org.name,
    googleTagId: org.googleTagId,
    eligibleProducts: org.eligibleProducts.map((product_id) => ({ product_id })),
    calendarType: org.calendarType,
    minCheckinDays: org.minCheckinDays,
    displayPrice: org.displayPrice,
    orgCountryData: { code: org.countryCode },
  };
}
