import { COOKIE } from "@/lib/cookies";
import { env } from "@/lib/env";
import { sessionCookieName } from "./session-token";

type CookieOptions = { httpOnly: boolean; secure: boolean; maxAge: number };

function serialize(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${o.maxAge}`, "SameSite=Lax"];
  if (o.httpOnly) parts.push("HttpOnly");
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Set-Cookie values after a sign-in: next-auth's session cookie (HttpOnly) plus the legacy client's userToken and
 * userData (SPEC §9), which the server never trusts for anything.
 */
export function signInCookies(input: { sessionJwt: string; legacyToken: string; userData: Record<string, unknown>; secure: boolean }): string[] {
  const maxAge = env().SESSION_MAX_AGE;
  return [
    serialize(sessionCookieName(input.secure), input.sessionJwt, { httpOnly: true, secure: input.secure, maxAge }),
    serialize(COOKIE.userToken, input.legacyToken, { httpOnly: false, secure: input.secure, maxAge }),
    serialize(COOKIE.userData, JSON.stringify(input.userData), { httpOnly: false, secure: input.secure, maxAge }),
  ];
}
