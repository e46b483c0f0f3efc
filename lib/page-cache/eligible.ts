import { SESSION_COOKIES } from "@/lib/cookies";

/** Pages whose signed-out rendering depends only on organisation, language, currency and country. */
export const CACHEABLE_PATHS = new Set(["/"]);

type RequestLike = { method: string; pathname: string; search: string; headers: Headers; cookieNames: string[] };

/**
 * Whether a request may be answered from the anonymous page cache: a plain signed-out GET of a cacheable page as a
 * browser's first load, with no query. Client-side navigations and prefetches ask for the RSC payload with ?_rsc= and
 * without text/html in Accept (Next strips their RSC headers before the proxy; they are checked here for other callers).
 */
export function isCacheablePageRequest(r: RequestLike): boolean {
  if (r.method !== "GET" || !CACHEABLE_PATHS.has(r.pathname) || r.search !== "") return false;
  if (r.cookieNames.some((name) => (SESSION_COOKIES as readonly string[]).includes(name))) return false;
  if (r.headers.has("rsc") || r.headers.has("next-router-prefetch") || r.headers.has("next-router-state-tree")) return false;
  return (r.headers.get("accept") ?? "").includes("text/html");
}

/** One cached rendering per organisation, language, currency, visitor country and page. */
export function pageCacheKey(parts: { orgId: string; locale: string; currency: string; countryCode: string; path: string }): string {
  return [parts.orgId, parts.locale, parts.currency, parts.countryCode, parts.path].join("|");
}
