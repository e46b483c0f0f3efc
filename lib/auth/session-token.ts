import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { authSecret } from "./secret";

/** next-auth's own cookie names: the session cookie is next-auth's JWT, whichever way the user signed in. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export type SessionClaims = { sub: string; sid: string; orgId: number };

export async function mintSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: { ...claims }, secret: authSecret(), maxAge: env().SESSION_MAX_AGE });
}

export async function readSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: authSecret() });
    if (!jwt || typeof jwt.sid !== "string" || typeof jwt.sub !== "string" || typeof jwt.orgId !== "number") return null;
    return { sub: jwt.sub, sid: jwt.sid, orgId: jwt.orgId };
  } catch {
    return null;
  }
}
