import { COOKIE, ONE_YEAR } from "@/lib/cookies";
import { signInCookies } from "../session-cookies";
import type { SsoErrorCode } from "./errors";
import type { SsoSignInSuccess } from "./sso-sign-in";

// The token is in the URL that led here: no cache may keep this answer. (Nor can a Referer leak it: after a
// redirect, browsers send the referrer of the original navigation — the partner's page — not this URL.)
const NO_STORE = { "cache-control": "no-store" };

/**
 * 303 to the landing path with the session cookies of a password sign-in, plus the member's language and currency
 * cookies when the token named them (the proxy resolves both from these cookies on every later request). The
 * session cookie outlives the SSO session on purpose: once the session ends, checkLogin still finds it through the
 * cookie and can answer with the partner's session-out URL.
 */
export function ssoSuccessResponse(outcome: SsoSignInSuccess, secure: boolean): Response {
  const headers = new Headers({ ...NO_STORE, location: outcome.landingPath });
  for (const cookie of signInCookies({ sessionJwt: outcome.sessionJwt, legacyToken: outcome.legacyToken, userData: outcome.userData, secure })) {
    headers.append("set-cookie", cookie);
  }
  const secureFlag = secure ? "; Secure" : "";
  if (outcome.language) headers.append("set-cookie", `${COOKIE.lanCode}=${outcome.language}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secureFlag}`);
  if (outcome.currency) headers.append("set-cookie", `${COOKIE.currencyCode}=${outcome.currency}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secureFlag}`);
  return new Response(null, { status: 303, headers });
}

/** 303 to the page that explains the refusal; the code is the only thing carried over. */
export function ssoRefusalResponse(error: SsoErrorCode): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, location: `/login/sso?error=${error}` } });
}
