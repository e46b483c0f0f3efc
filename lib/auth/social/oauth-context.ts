import { randomBytes } from "node:crypto";
import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { db } from "@/lib/db";
import { zId } from "@/lib/zod-int";
import { SOCIAL_PROVIDERS, type SocialProviderId } from "./config";

/** The HttpOnly cookie that names this browser's pending social sign-in (its content is the server record). */
export const SOCIAL_CONTEXT_COOKIE = "social_ctx";
export const SOCIAL_CONTEXT_TTL_S = 15 * 60;

const text = (max: number) =>
  zText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** What the dialogs send before the redirect: the sign-up context that must survive the round trip (SPEC §2 query). */
export const ZSocialStart = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  mode: z.enum(["signin", "signup"]),
  returnTo: zText().max(2048).nullish(),
  accesscode: text(64),
  mastercode: text(64),
  referral_code: text(64),
  referral_org: text(64),
  trip_id: text(64),
  site_id: text(64),
  language: text(10),
});
export type SocialStart = z.infer<typeof ZSocialStart>;

const ZStored = ZSocialStart.extend({ orgId: zId, returnTo: zText() });
export type SocialContext = z.infer<typeof ZStored>;

/**
 * Writes the OAuthState record (15 minutes) the callback reads: the organisation, the dialog and the referral /
 * access code / trip context live on the server, so nothing of it depends on what the browser sends back. Expired
 * records of earlier attempts are swept on the way.
 */
export async function createSocialContext(data: SocialContext): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.oAuthState.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await db.oAuthState.create({ data: { id, data: ZStored.parse(data), expiresAt: new Date(Date.now() + SOCIAL_CONTEXT_TTL_S * 1000) } });
  return id;
}

/** Reads and deletes the record (single use); only unexpired, for this organisation and this provider. */
export async function takeSocialContext(id: string | undefined, expect: { orgId: number; provider: SocialProviderId }): Promise<SocialContext | null> {
  if (!id || id.length > 100) return null;
  const row = await db.oAuthState.delete({ where: { id } }).catch(() => null);
  if (!row || row.expiresAt <= new Date()) return null;
  const parsed = ZStored.safeParse(row.data);
  if (!parsed.success || parsed.data.orgId !== expect.orgId || parsed.data.provider !== expect.provider) return null;
  return parsed.data;
}
