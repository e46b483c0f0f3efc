import { env } from "@/lib/env";
import { MICRO_CACHE_HEADER } from "./micro-cache-state.mjs";

/**
 * The opt-in of a public call to the web server's micro-cache (scripts/lib/micro-cache.mjs): the header declares that
 * this call's 200 answer depends only on the method, URL, Host, body and the named cookies, so the server may answer
 * identical requests from memory for `ORG_CACHE_TTL` seconds — as stale as the organisation, currency and search
 * caches behind the answer already are, and dropped at once when the caches' seam hears of a change behind them
 * (lib/cache/seam.ts).
 * A request carrying one of the `bypass` cookies (a session) is never served from memory nor stored. Never for an
 * answer that reads the client's address or anything else not named here.
 */
export function microCacheHeaders(cookies: readonly string[], bypass: readonly string[] = []): Record<string, string> {
  const seconds = env().ORG_CACHE_TTL;
  if (seconds <= 0) return {};
  const policy = [`max-age=${seconds}`, `cookies=${cookies.join(",")}`, ...(bypass.length ? [`bypass=${bypass.join(",")}`] : [])];
  return { [MICRO_CACHE_HEADER]: policy.join("; ") };
}
