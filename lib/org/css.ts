import { createHash, timingSafeEqual } from "node:crypto";
import { zText } from "@/lib/zod-text";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { publishChange } from "@/lib/events/publish";
import { MAX_CSS_BYTES, sanitizeCss } from "./css-sanitize";
import { ORG_TAG } from "./kept-like-config";

export const ZPageCode = zText()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "Page codes are 1-64 letters, digits, _ or -");
export const CSS_VARIANTS = ["all", "pre", "post"] as const;
export type CssVariant = (typeof CSS_VARIANTS)[number];

export type OrgCssEntry = { pageCode: string; variant: CssVariant; css: string; hash: string; updatedAt: Date };

type CssKey = { orgId: number; pageCode: string; variant: CssVariant };

/** Stylesheets are part of their organisation: kept 30 s, or until an organisation change (tag "org"). */
const keptCss = ttlMemo(
  async ({ orgId, pageCode, variant }: CssKey): Promise<OrgCssEntry | null> => {
    const row = await db.orgCss.findUnique({ where: { orgId_pageCode_variant: { orgId, pageCode, variant } } });
    return row ? { pageCode: row.pageCode, variant: row.variant as CssVariant, css: row.css, hash: row.hash, updatedAt: row.updatedAt } : null;
  },
  { ttlMs: 30_000, maxKeys: 2000, keyOf: ({ orgId, pageCode, variant }) => `${orgId}|${pageCode}|${variant}`, tags: [ORG_TAG] },
);

/** One organisation's stylesheet for a page code (and sign-in state). */
export function getOrgCss(orgId: number, pageCode: string, variant: CssVariant = "all"): Promise<OrgCssEntry | null> {
  return keptCss({ orgId, pageCode: pageCode.toLowerCase(), variant });
}

/** The signed-out or signed-in stylesheet, falling back to the page's general one. */
export async function getOrgCssFor(orgId: number, pageCode: string, state: "pre" | "post"): Promise<OrgCssEntry | null> {
  return (await getOrgCss(orgId, pageCode, state)) ?? (await getOrgCss(orgId, pageCode, "all"));
}

/** Stores sanitised CSS for an org's page code; returns what the sanitiser removed. */
export async function setOrgCss(orgId: number, pageCode: string, rawCss: string, variant: CssVariant = "all") {
  const code = ZPageCode.parse(pageCode).toLowerCase();
  if (Buffer.byteLength(rawCss) > MAX_CSS_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", `A stylesheet may be at most ${MAX_CSS_BYTES / 1024} KB.`);
  const { css, removed } = sanitizeCss(rawCss);
  const hash = createHash("sha256").update(css).digest("hex");
  await db.orgCss.upsert({
    where: { orgId_pageCode_variant: { orgId, pageCode: code, variant } },
    update: { css, hash },
    create: { orgId, pageCode: code, variant, css, hash },
  });
  publishChange({ topic: "org" });
  return { pageCode: code, variant, bytes: Buffer.byteLength(css), removed };
}

/** Compares a presented API key with the org's stored sha256, in constant time. */
export async function orgApiKeyMatches(orgId: number, apiKey: string): Promise<boolean> {
  const row = await db.organization.findUnique({ where: { id: orgId }, select: { apiKeyHash: true } });
  if (!row?.apiKeyHash) return false;
  const given = Buffer.from(createHash("sha256").update(apiKey).digest("hex"));
  const stored = Buffer.from(row.apiKeyHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
