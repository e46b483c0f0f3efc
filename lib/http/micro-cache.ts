import { env } from "@/lib/env";

/**
 * The opt-in of a public reference-data call to the web server's micro-cache (scripts/lib/micro-cache.mjs): the
 * header declares that this call's 200 answer depends only on the method, URL, Host, body and the named cookies, so
 * the server may answer identical requests from memory for `ORG_CACHE_TTL` seconds — as stale as the organisation and
 * currency caches behind the answer already are, and dropped at once on an organisation change. Never for an answer
 * that reads the session, the client's address or anything else not named here.
 */
export function microCacheHeaders(cookies: readonly string[]): Record<string, string> {
  const seconds = env().ORG_CACHE_TTL;
  return seconds > 0 ? { "x-micro-cache": `max-age=${seconds}; cookies=${cookies.join(",")}` } : {};
}
