import { COOKIE } from "@/lib/cookies";

/**
 * Pages whose rendering depends only on organisation, language, currency, country, the class of viewer and the URL:
 * whether a query is part of it, and whether signed-in classes are served too. A member's result cards say how much
 * of their own wallet applies: on the shared results page the browser asks for those lines (wallet-credit-lines.tsx). The wallet page's cards and the agent's
 * client list load in the browser, so their renderings are the same for everyone of a class (members get the agent
 * page's 403, which is never stored). The account and referral pages render the visitor's own part once on screen
 * (components/ui/own-part.tsx); a stay's or activity's checkout, the member's details, travellers and wallet
 * (components/booking/own-checkout.tsx). Flight results show the supplier's offers priced for the class, nothing of the
 * member's own.
 */
export const CACHEABLE_PAGES: Record<string, { query: boolean; signedIn: boolean }> = {
  "/": { query: false, signedIn: true },
  "/hotel-details": { query: true, signedIn: true },
  "/search-detail": { query: true, signedIn: true },
  "/flight/results": { query: true, signedIn: true },
  "/hotel-checkout": { query: true, signedIn: true },
  "/wallet": { query: false, signedIn: true },
  "/user/my-trips": { query: false, signedIn: true },
  "/user/booking-history": { query: false, signedIn: true },
  "/user/profile": { query: false, signedIn: true },
  "/user/travelers": { query: false, signedIn: true },
  "/referral/programs": { query: false, signedIn: true },
  "/referral/credits": { query: false, signedIn: true },
  "/your-rewards": { query: false, signedIn: true },
  "/agent/client-list": { query: false, signedIn: true },
};

/** Longer queries are not cached: nobody shares them, and they would only fill the cache. */
export const MAX_CACHED_QUERY = 512;

type RequestLike = { method: string; pathname: string; search: string; headers: Headers; cookieNames: string[] };

/**
 * Whether a request may be answered from the page cache: a plain GET of a cacheable page as a browser's first load,
 * by anyone but an agent acting for a client (the banner naming both is personal). Whether the viewer's class is
 * known, and may be served, is the proxy's question (viewerClassFor, servesViewer). Client-side navigations and
 * prefetches ask for the RSC payload with ?_rsc= and without text/html in Accept (Next strips their RSC headers before
 * the proxy; they are checked here for other callers).
 */
export function isCacheablePageRequest(r: RequestLike): boolean {
  const page = CACHEABLE_PAGES[r.pathname];
  if (r.method !== "GET" || !page || r.search.length > MAX_CACHED_QUERY) return false;
  if (r.search !== "" && (!page.query || /[?&]_rsc=/.test(r.search))) return false;
  if (r.cookieNames.includes(COOKIE.impersonate)) return false;
  if (r.headers.has("rsc") || r.headers.has("next-router-prefetch") || r.headers.has("next-router-state-tree")) return false;
  return (r.headers.get("accept") ?? "").includes("text/html");
}

/** Whether this page is served from the cache to this class of viewer. */
export function servesViewer(pathname: string, viewer: string): boolean {
  return viewer === "guest" || !!CACHEABLE_PAGES[pathname]?.signedIn;
}

/** One cached rendering per organisation, language, currency, visitor country, class of viewer and URL. */
export function pageCacheKey(parts: { orgId: string; locale: string; currency: string; countryCode: string; viewer: string; path: string }): string {
  return [parts.orgId, parts.locale, parts.currency, parts.countryCode, parts.viewer, parts.path].join("|");
}
