/**
 * The request headers proxy.ts sets for server components (lib/http/page-context.ts reads them). Plain JavaScript, so
 * that the web server (scripts/server.mjs) drops these very names from every request it receives: API calls do not
 * pass through the proxy, which would otherwise replace them, so no client may send them at all.
 */
export const CONTEXT_HEADER = Object.freeze({
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
});
