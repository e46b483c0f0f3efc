import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { cleanName, type TokenCheck, type TokenCheckFailure } from "./profile";

const TIMEOUT_MS = 3000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

type RemoteJwks = ReturnType<typeof createRemoteJWKSet>;
const byIssuer = new Map<string, { jwks: RemoteJwks; at: number }>();

/**
 * The issuer's signing keys, found through its discovery document (so a local stand-in works like Google) and
 * cached per issuer; jose refetches the key set itself when a token names a key it does not have yet.
 */
async function jwksFor(issuer: string): Promise<RemoteJwks> {
  const cached = byIssuer.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.jwks;
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof doc.jwks_uri !== "string" || String(doc.issuer).replace(/\/+$/, "") !== issuer) throw new Error("discovery document does not match the issuer");
  const jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: TIMEOUT_MS });
  byIssuer.set(issuer, { jwks, at: Date.now() });
  return jwks;
}

/** Google writes `iss` with or without the scheme (its documentation says to accept both). */
function acceptedIssuers(issuer: string): string[] {
  return issuer.startsWith("https://") ? [issuer, issuer.slice("https://".length)] : [issuer];
}

function failureOf(error: unknown): TokenCheckFailure {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) return error.claim === "aud" ? "audience" : error.claim === "iss" ? "issuer" : "claims";
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return "signature";
  // A key set that cannot be fetched fails with a timeout or a plain network error, not a token problem.
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) return "unavailable";
  return "malformed";
}

/**
 * A Google ID token (the spec's `googletoken`), checked with jose: RS256 signature against the issuer's JWKS, `aud`
 * = this organisation's client id, `iss`, `exp` (10 s clock tolerance), and a subject. `email_verified` is reported,
 * not required here: the caller decides what an unverified address may do.
 */
export async function verifyGoogleIdToken(token: string, opts: { issuer: string; clientId: string }): Promise<TokenCheck> {
  let jwks: RemoteJwks;
  try {
    jwks = await jwksFor(opts.issuer);
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: acceptedIssuers(opts.issuer),
      audience: opts.clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat"],
      clockTolerance: 10,
    }));
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : null;
  const verified = payload.email_verified === true || payload.email_verified === "true";
  const name = cleanName(payload.name);
  return {
    ok: true,
    profile: {
      provider: "google",
      providerAccountId: String(payload.sub),
      email: email || null,
      emailVerified: !!email && verified,
      firstName: cleanName(payload.given_name) || name.split(" ")[0] || "",
      lastName: cleanName(payload.family_name) || name.split(" ").slice(1).join(" "),
    },
  };
}
