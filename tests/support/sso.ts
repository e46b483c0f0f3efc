import { randomUUID } from "node:crypto";
import { SignJWT, type CryptoKey } from "jose";

export type PartnerToken = {
  /** HS256 secret, or an RS256/ES256 private key with its kid. */
  secret?: string;
  privateKey?: { key: CryptoKey; alg: "RS256" | "ES256"; kid: string };
  aud: string | string[];
  claims?: Record<string, unknown>;
  jti?: string | null;
  /** Seconds relative to now. */
  iat?: number;
  exp?: number;
};

/**
 * Signs a partner SSO token the way a partner would (docs/sso.md), with any claim overridden or
 * removed (undefined) so each refusal can be provoked.
 */
export async function partnerToken(t: PartnerToken): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = Object.fromEntries(
    Object.entries({ email: "member@partner.example", given_name: "Sam", family_name: "Partner", ...t.claims }).filter(([, v]) => v !== undefined),
  );
  const jwt = new SignJWT(claims)
    .setProtectedHeader(t.privateKey ? { alg: t.privateKey.alg, kid: t.privateKey.kid } : { alg: "HS256" })
    .setAudience(t.aud)
    .setIssuedAt(now + (t.iat ?? 0))
    .setExpirationTime(now + (t.exp ?? 120));
  if (t.jti !== null) jwt.setJti(t.jti ?? randomUUID());
  return t.privateKey ? jwt.sign(t.privateKey.key) : jwt.sign(new TextEncoder().encode(t.secret ?? ""));
}
