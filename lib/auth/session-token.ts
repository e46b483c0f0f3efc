import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { authSecret } from "./secret";

/** next-auth's own cookie names: the session cookie is next-auth's JWT, whichever way the user signed in. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export type SessionClaims = { sub: string; sid: string; orgId: number };

/** The `impersonate` cookie's claims: the client's session (sub, sid) and the agent's own session it belongs to. */
export type ImpersonationClaims = SessionClaims & { agentSid: string };

/** Marks an impersonation token: readSessionToken refuses it, so it is never a session cookie of its own. */
const IMPERSONATION_KIND = "impersonation";

export async function mintSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: { ...claims }, secret: authSecret(), maxAge: env().SESSION_MAX_AGE });
}

export async function mintImpersonationToken(claims: ImpersonationClaims, maxAge: number): Promise<string> {
  return encode({ token: { ...claims, kind: IMPERSONATION_KIND }, secret: authSecret(), maxAge });
}

type DecodedClaims = SessionClaims & { kind: unknown; agentSid: unknown };

/**
 * Decoding derives the key (HKDF) and decrypts on every call, a few per cent of every signed-in call. A
 * token's claims never change, so those of the last tokens seen are kept until the token expires; whether its session
 * is still live is asked of the database every time all the same (lib/auth/sessions.ts).
 */
const decoded = new Map<string, { claims: DecodedClaims; expiresAt: number }>();
const MAX_DECODED = 5_000;

async function decodeClaims(token: string | undefined | null, now = Date.now()): Promise<DecodedClaims | null> {
  if (!token) return null;
  const kept = decoded.get(token);
  if (kept && kept.expiresAt > now) return kept.claims;
  if (kept) decoded.delete(token);
  try {
    const jwt = await decode({ token, secret: authSecret() });
    if (!jwt || typeof jwt.sid !== "string" || typeof jwt.sub !== "string" || typeof jwt.orgId !== "number") return null;
    const claims = { sub: jwt.sub, sid: jwt.sid, orgId: jwt.orgId, kind: jwt.kind, agentSid: jwt.agentSid };
    if (typeof jwt.exp === "number") {
      if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
      decoded.set(token, { claims, expiresAt: jwt.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

/** A session cookie's claims; an impersonation token (or anything else with a kind) is not one. */
export async function readSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  const jwt = await decodeClaims(token);
  if (!jwt || jwt.kind !== undefined) return null;
  return { sub: jwt.sub, sid: jwt.sid, orgId: jwt.orgId };
}

/** The `impersonate` cookie's claims; a session cookie placed there is not one. */
export async function readImpersonationToken(token: string | undefined | null): Promise<ImpersonationClaims | null> {
  const jwt = await decodeClaims(token);
  if (!jwt || jwt.kind !== IMPERSONATION_KIND || typeof jwt.agentSid !== "string") return null;
  return { sub: jwt.sub, sid: jwt.sid, orgId: jwt.orgId, agentSid: jwt.agentSid };
}
