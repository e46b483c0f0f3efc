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
export const CONTEXT_HEADER = {
  orgId: "x-org-id",
  host: "x-org-host",
  locale: "x-locale",
  currency: "x-currency",
  pathname: "x-pathname",
  search: "x-search",
  clientIp: "x-client-ip",
  nonce: "x-nonce",
  countryCode: "x-country-code",
  /** Set only for the page cache's own renderings: the viewer class a shared rendering is made for (lib/page-cache). */
  sharedViewer: "x-shared-viewer",
} as const;
