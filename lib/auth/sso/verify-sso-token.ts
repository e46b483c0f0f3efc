import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
  type JWTVerifyResult,
} from "jose";
import {
  SSO_CLOCK_TOLERANCE_SECONDS,
  SSO_MAX_TOKEN_LENGTH,
  SSO_MAX_TOKEN_SECONDS,
  SSO_MIN_SECRET_BYTES,
  ssoAudience,
  ZSsoClaims,
  type SsoClaims,
} from "./claims";
import type { SsoErrorCode } from "./errors";

/** What verifying needs to know of an organisation: its slug (the audience) and its key material. */
export type SsoKeys = { slug: string; secret: string | null; jwksUrl: string | null };

export type SsoVerification = { ok: true; claims: SsoClaims } | { ok: false; error: SsoErrorCode };

const ASYMMETRIC = ["RS256", "ES256"];

// One key set per JWKS URL for the life of the process: jose caches the fetched keys inside it (refetching at most
// every 30 s for an unknown kid), so each sign-in does not download the partner's keys again.
const keySets = new Map<string, JWTVerifyGetKey>();

function remoteKeySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    if (keySets.size > 100) keySets.clear();
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

const refuse = (error: SsoErrorCode): SsoVerification => ({ ok: false, error });

/**
 * Verifies a partner's SSO token for one organisation: HS256 with the organisation's shared secret, or RS256/ES256
 * with a key from the partner's JWKS URL — the token's `alg` picks which, and each kind of key is only ever tried
 * with its own algorithms (no HS256-with-a-public-key confusion). Requires aud = org:<slug>, jti, iat and exp with
 * exp - iat ≤ 5 minutes, no older than 5 minutes, 30 s clock tolerance; then the member claims (ZSsoClaims).
 * Single use of the jti is enforced by the caller, in the transaction that opens the session.
 */
export async function verifySsoToken(token: string, keys: SsoKeys, now: Date = new Date()): Promise<SsoVerification> {
  if (!token || token.length > SSO_MAX_TOKEN_LENGTH) return refuse("invalid-signature");
  const audience = ssoAudience(keys.slug);

  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
    // Read unverified only to say "wrong organisation" rather than "bad signature" for another org's token: a
    // token for org A on org B's host usually fails B's key too, and the member deserves the clearer message.
    const aud = decodeJwt(token).aud;
    if (aud === undefined || (Array.isArray(aud) && aud.length === 0)) return refuse("invalid-token");
    if (!(Array.isArray(aud) ? aud : [aud]).includes(audience)) return refuse("wrong-organisation");
  } catch {
    return refuse("invalid-signature");
  }

  const options: JWTVerifyOptions = {
    audience,
    maxTokenAge: SSO_MAX_TOKEN_SECONDS,
    clockTolerance: SSO_CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ["jti", "iat", "exp"],
    currentDate: now,
  };
  let verify: () => Promise<JWTVerifyResult>;
  if (alg === "HS256") {
    if (!keys.secret || Buffer.byteLength(keys.secret) < SSO_MIN_SECRET_BYTES) return refuse("invalid-signature");
    const secret = new TextEncoder().encode(keys.secret);
    verify = () => jwtVerify(token, secret, { ...options, algorithms: ["HS256"] });
  } else if (alg && ASYMMETRIC.includes(alg)) {
    if (!keys.jwksUrl) return refuse("invalid-signature");
    const keySet = remoteKeySet(keys.jwksUrl);
    verify = () => jwtVerify(token, keySet, { ...options, algorithms: ASYMMETRIC });
  } else {
    return refuse("invalid-signature"); // "none", other HMACs, anything we did not agree with partners
  }

  try {
    const claims = ZSsoClaims.safeParse((await verify()).payload);
    return claims.success ? { ok: true, claims: claims.data } : refuse("invalid-token");
  } catch (error) {
    return refuse(refusalFor(error));
  }
}

/** jose's errors → what the member is told. */
function refusalFor(error: unknown): SsoErrorCode {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) return error.claim === "aud" ? "wrong-organisation" : "invalid-token";
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return "unavailable";
  if (error instanceof errors.JOSEError && error.code === "ERR_JOSE_GENERIC") return "unavailable"; // JWKS answered non-200
  if (error instanceof errors.JOSEError) return "invalid-signature";
  if (error instanceof TypeError) return "unavailable"; // fetch of the JWKS failed (network)
  throw error;
}
