import { randomBytes, createHash } from "node:crypto";
import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { zInt4 } from "@/lib/zod-int";
import { LOCALES } from "@/lib/locale/locales";
import { PRODUCT_IDS } from "@/lib/nav/products";
import { isSessionOutUrl } from "@/lib/auth/sso/session-out-url";
import { SSO_MIN_SECRET_BYTES } from "@/lib/auth/sso/claims";
import { normalizeHost } from "./host";
import { publishChange } from "@/lib/events/publish";

/** SPEC §9 wallet option names, enabled per organisation site. */
export const WALLET_OPTION_NAMES = ["Discount Cards", "Certificates", "Cash Card", "myvacations"] as const;

const hex = zText().regex(/^#[0-9a-fA-F]{6}$/, "Colours are #rrggbb");
const hostName = zText()
  .transform((h) => normalizeHost(h))
  .refine((h) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(h), "Not a valid host name");
const timeZone = zText().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "Unknown time zone");

const partnerUrl = z
  .url({ protocol: /^https?$/, error: "Give the http(s) URL of the partner's page" })
  .max(2048)
  .nullable();

/** Everything an operator may set on an organisation; each field optional so updates can send only changes. */
export const ZOrgSettings = z
  .object({
    name: zText().trim().min(2).max(80),
    eligibleProducts: z.array(z.enum(PRODUCT_IDS)).max(PRODUCT_IDS.length),
    themeType: z.enum(["tournament", "holiday", "holidayDest", "future"]),
    primaryColor: hex,
    secondaryColor: hex,
    googleTagId: zText()
      .regex(/^[A-Z]{1,4}-[A-Z0-9]{4,20}$/, "A Google tag id looks like G-XXXXXXX")
      .nullable(),
    calendarType: z.enum(["gregorian"]),
    weekStart: zInt4({ min: 0, max: 6 }),
    minCheckinDays: zInt4({ min: 0, max: 365 }),
    timeZone,
    displayPrice: z.enum(["WITH_TAX", "WITHOUT_TAX"]),
    countryCode: zText().regex(/^[A-Z]{2}$/, "Use an ISO country code such as US"),
    defaultLanguage: z.enum(LOCALES),
    defaultCurrency: zText().regex(/^[A-Z]{3}$/),
    accessCodeFlag: z.union([z.literal(0), z.literal(1)]),
    walletOptions: z.array(z.enum(WALLET_OPTION_NAMES)),
    socialProviders: z.array(z.enum(["google", "facebook"])),
    /** The org's own Google client / Facebook app (else the environment's); null clears them. */
    googleClientId: zText().trim().min(1).max(255).nullable(),
    googleClientSecret: zText().trim().min(1).max(255).nullable(),
    facebookAppId: zText()
      .trim()
      .regex(/^\d{1,32}$/, "A Facebook app id is a number")
      .nullable(),
    facebookAppSecret: zText().trim().min(1).max(255).nullable(),
    allowGuestBooking: z.boolean(),
    /** The partner sites of SPEC §2's external products; null falls back to the environment's. */
    allInclusiveUrl: partnerUrl,
    tripsSiteUrl: partnerUrl,
    dailyDealsUrl: partnerUrl,
    loyaltyEnabled: z.boolean(),
    ssoEnabled: z.boolean(),
    /** Where SSO members go when their session ends: the partner's http(s) URL, or a path on our site. */
    ssoSessionOutUrl: zText().max(2048).refine(isSessionOutUrl, "Give an http(s) URL or a path on this site such as /sso/session-ended").nullable(),
    /** HS256 secret shared with the partner, stored as given. */
    ssoSecret: zText().min(SSO_MIN_SECRET_BYTES, `The SSO secret must be at least ${SSO_MIN_SECRET_BYTES} characters`).max(512).nullable(),
    /** The partner's JSON Web Key Set, for RS256/ES256 tokens. */
    ssoJwksUrl: z
      .url({ protocol: /^https?$/, error: "Give the http(s) URL of the partner's JWKS" })
      .max(2048)
      .nullable(),
  })
  .partial();
export type OrgSettings = z.infer<typeof ZOrgSettings>;

export const ZSlug = zText().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, "Slugs are 1-40 lower-case letters, digits and -");

async function checkReferences(s: OrgSettings) {
  if (s.countryCode && !(await db.country.findUnique({ where: { code: s.countryCode } })))
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "countryCode", message: "Unknown country" }] });
  if (s.defaultCurrency && !(await db.currency.findUnique({ where: { code: s.defaultCurrency } })))
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "defaultCurrency", message: "Unknown currency" }] });
}

/** SSO can only be switched on with a way to check the partner's signatures. */
function checkSsoReady(next: { ssoEnabled: boolean; ssoSecret: string | null; ssoJwksUrl: string | null }) {
  if (next.ssoEnabled && !next.ssoSecret && !next.ssoJwksUrl) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "ssoEnabled", message: "SSO needs --sso-secret or --sso-jwks-url" }] });
  }
}

async function checkHostsFree(hosts: string[], orgId?: number) {
  const taken = await db.orgHost.findMany({ where: { host: { in: hosts }, ...(orgId ? { orgId: { not: orgId } } : {}) } });
  if (taken.length) throw new AppError("CONFLICT", `Host already belongs to another organisation: ${taken.map((t) => t.host).join(", ")}`);
}

function toData(s: OrgSettings) {
  const { walletOptions, ...rest } = s;
  return { ...rest, ...(walletOptions ? { walletOptions: walletOptions.join(",") } : {}) };
}

/** Creates an organisation with its hosts; returns it and its API key (shown once; only its hash is stored). */
export async function createOrganization(input: { slug: string; hosts: string[]; settings: OrgSettings & { name: string } }) {
  const slug = ZSlug.parse(input.slug);
  const hosts = z.array(hostName).min(1, "Give at least one host").parse(input.hosts);
  const settings = ZOrgSettings.parse(input.settings);
  await checkReferences(settings);
  checkSsoReady({ ssoEnabled: settings.ssoEnabled ?? false, ssoSecret: settings.ssoSecret ?? null, ssoJwksUrl: settings.ssoJwksUrl ?? null });
  await checkHostsFree(hosts);
  if (await db.organization.findUnique({ where: { slug } })) throw new AppError("CONFLICT", `An organisation with slug "${slug}" exists`);
  const apiKey = randomBytes(24).toString("base64url");
  const org = await db.organization.create({
    data: {
      slug,
      name: settings.name!,
      eligibleProducts: settings.eligibleProducts ?? ["hotel", "resorts", "activities", "stays"],
      socialProviders: settings.socialProviders ?? [],
      ...toData(settings),
      apiKeyHash: createHash("sha256").update(apiKey).digest("hex"),
      hosts: { create: hosts.map((host) => ({ host })) },
    },
    include: { hosts: true },
  });
  publishChange({ topic: "org" });
  return { org, apiKey };
}

/**
 * Changes settings and hosts; bumps the version so caches can tell. Web processes on PostgreSQL hear of it at once
 * (a trigger announces it: lib/events/feed.ts); on the embedded database, within ORG_CACHE_TTL.
 */
export async function updateOrganization(slugInput: string, input: { settings?: OrgSettings; addHosts?: string[]; removeHosts?: string[] }) {
  const slug = ZSlug.parse(slugInput);
  const org = await db.organization.findUnique({ where: { slug }, omit: { ssoSecret: false } });
  if (!org) throw new AppError("NOT_FOUND", `No organisation "${slug}"`);
  const settings = ZOrgSettings.parse(input.settings ?? {});
  const addHosts = z.array(hostName).parse(input.addHosts ?? []);
  const removeHosts = z.array(hostName).parse(input.removeHosts ?? []);
  await checkReferences(settings);
  checkSsoReady({
    ssoEnabled: settings.ssoEnabled ?? org.ssoEnabled,
    ssoSecret: settings.ssoSecret !== undefined ? settings.ssoSecret : org.ssoSecret,
    ssoJwksUrl: settings.ssoJwksUrl !== undefined ? settings.ssoJwksUrl : org.ssoJwksUrl,
  });
  await checkHostsFree(addHosts, org.id);
  const remaining = await db.orgHost.count({ where: { orgId: org.id, host: { notIn: removeHosts } } });
  if (!org.isDefault && remaining + addHosts.length === 0) throw new AppError("VALIDATION_FAILED", "An organisation needs at least one host");
  const updated = await db.$transaction(async (tx) => {
    if (removeHosts.length) await tx.orgHost.deleteMany({ where: { orgId: org.id, host: { in: removeHosts } } });
    for (const host of addHosts) await tx.orgHost.upsert({ where: { host }, update: {}, create: { host, orgId: org.id } });
    return tx.organization.update({ where: { id: org.id }, data: { ...toData(settings), version: { increment: 1 } }, include: { hosts: true } });
  });
  publishChange({ topic: "org" });
  return updated;
}

/** Issues a new API key for getCssPreAndPostLogin; the old one stops working. */
export async function rotateApiKey(slug: string): Promise<string> {
  const apiKey = randomBytes(24).toString("base64url");
  await db.organization.update({ where: { slug: ZSlug.parse(slug) }, data: { apiKeyHash: createHash("sha256").update(apiKey).digest("hex") } });
  return apiKey;
}

export async function listOrganizations() {
  return db.organization.findMany({ orderBy: { id: "asc" }, include: { hosts: true } });
}
