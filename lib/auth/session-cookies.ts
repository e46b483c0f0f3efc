import { COOKIE } from "@/lib/cookies";
import { env } from "@/lib/env";
import { sessionCookieName } from "./session-token";
import type { SignInSuccess } from "./start-session";

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
  return [serialize(sessionCookieName(input.secure), input.sessionJwt, { httpOnly: true, secure: input.secure, maxAge }), ...legacyCookies(input)];
}

/** Only the legacy userToken and userData: after a social redirect next-auth itself writes the session cookie. */
export function legacyCookies(input: { legacyToken: string; userData: Record<string, unknown>; secure: boolean }): string[] {
  const maxAge = env().SESSION_MAX_AGE;
  return [
    serialize(COOKIE.userToken, input.legacyToken, { httpOnly: false, secure: input.secure, maxAge }),
    serialize(COOKIE.userData, JSON.stringify(input.userData), { httpOnly: false, secure: input.secure, maxAge }),
  ];
}

/** Deletes a cookie set with the same path. */
export function expiredCookie(name: string, secure: boolean): string {
  return serialize(name, "", { httpOnly: true, secure, maxAge: 0 });
}

/** A short-lived HttpOnly cookie (the pointer to a social sign-in's server-side context). */
export function shortLivedCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return serialize(name, value, { httpOnly: true, secure, maxAge });
}

/** The sign-in cookies (next-auth's session cookie, userToken, userData) on an answer. */
export function withSessionCookies(response: Response, session: SignInSuccess, secure: boolean): Response {
  for (const cookie of signInCookies({ sessionJwt: session.sessionJwt, legacyToken: session.result.token, userData: session.userData, secure })) {
    response.headers.append("set-cookie", cookie);
  }
  return response;
}
