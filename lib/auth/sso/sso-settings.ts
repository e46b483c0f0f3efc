import { db } from "@/lib/db";
import { SSO_MIN_SECRET_BYTES } from "./claims";

export type SsoSettings = { slug: string; enabled: boolean; secret: string | null; jwksUrl: string | null; sessionOutUrl: string | null };

/**
 * An organisation's SSO settings, secret included, read fresh on every sign-in (not from the per-host org cache):
 * a rotated or withdrawn secret must stop working at once. The secret never leaves lib/auth/sso.
 */
export async function loadSsoSettings(orgId: number): Promise<SsoSettings | null> {
  const row = await db.organization.findUnique({
    where: { id: orgId },
    select: { slug: true, ssoEnabled: true, ssoSecret: true, ssoJwksUrl: true, ssoSessionOutUrl: true },
  });
  if (!row) return null;
  return { slug: row.slug, enabled: row.ssoEnabled, secret: row.ssoSecret, jwksUrl: row.ssoJwksUrl, sessionOutUrl: row.ssoSessionOutUrl };
}

/** Enabled and with a way to check signatures: a long enough shared secret, or a JWKS URL. */
export function ssoUsable(s: SsoSettings | null): s is SsoSettings {
  return !!s && s.enabled && ((!!s.secret && Buffer.byteLength(s.secret) >= SSO_MIN_SECRET_BYTES) || !!s.jwksUrl);
}
