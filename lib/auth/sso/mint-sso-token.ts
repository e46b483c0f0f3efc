import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { ssoAudience } from "./claims";

export type MintSsoTokenInput = {
  /** Our organisation's slug: the token's audience is org:<slug>. */
  orgSlug: string;
  secret: string;
  email: string;
  givenName: string;
  familyName: string;
  sub?: string;
  language?: string;
  currency?: string;
  tripId?: string;
  landingPath?: string;
  /** Seconds the token lives (at most 300 are accepted). */
  lifetimeSeconds?: number;
};

/**
 * The partner's side of SSO, as docs/sso.md shows it: an HS256 token for one member. The site itself never mints
 * these — `npm run sso:token` (the partner stand-in of the quick start) does, and so can tests.
 */
export async function mintSsoToken(input: MintSsoTokenInput): Promise<string> {
  const claims: Record<string, string> = { email: input.email, given_name: input.givenName, family_name: input.familyName };
  if (input.language) claims.language = input.language;
  if (input.currency) claims.currency = input.currency;
  if (input.tripId) claims.trip_id = input.tripId;
  if (input.landingPath) claims.landing_path = input.landingPath;
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(ssoAudience(input.orgSlug))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${input.lifetimeSeconds ?? 120}s`);
  if (input.sub) jwt.setSubject(input.sub);
  return jwt.sign(new TextEncoder().encode(input.secret));
}
