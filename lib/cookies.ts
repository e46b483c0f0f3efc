/** Cookie names of SPEC §9 plus the session cookie; one place so nothing misspells them. */
export const COOKIE = {
  userToken: "userToken",
  userData: "userData",
  lanCode: "lan_code",
  currencyCode: "currency_code",
  orgId: "orgid",
  userCountryCode: "userCountryCode",
  sessionKey: "session_key",
  trueClientIp: "true-client-ip",
  noPlansHome: "no-plans-home",
  impersonate: "impersonate",
} as const;

export const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"] as const;

export const ONE_YEAR = 60 * 60 * 24 * 365;

/** Request headers the proxy sets for server components; any a client sends under these names is discarded. */
export { CONTEXT_HEADER } from "./http/context-headers.mjs";
