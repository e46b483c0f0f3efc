import type { CacheStats } from "@/lib/cache/stats";
import { call } from "./http";

/**
 * The operators' counters of one web process (GET /api/health/caches, with the METRICS_TOKEN `npm test` gives the
 * server): the way to tell an answer from the page cache or the micro-cache from a rendered one, since no response says.
 */
export async function cacheStats(baseUrl?: string): Promise<CacheStats> {
  const res = await call("/api/health/caches", { baseUrl, headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`GET /api/health/caches answered ${res.status}`);
  return (await res.json()) as CacheStats;
}

export type Counted = { res: Response; pageHit: boolean; pageMiss: boolean; microHit: boolean };

/**
 * Sends one request and says how the caches answered it, from the counters before and after. The API suites run one
 * request at a time against their server, and the page cache's own background renderings are not counted.
 */
export async function counted(send: () => Promise<Response>, baseUrl?: string): Promise<Counted> {
  const before = await cacheStats(baseUrl);
  const res = await send();
  const after = await cacheStats(baseUrl);
  const page = (s: CacheStats) => s.pageCache.hits + s.pageCache.staleHits;
  const micro = (s: CacheStats) => s.microCache.hits + s.microCache.notModified;
  return {
    res,
    pageHit: page(after) > page(before),
    pageMiss: after.pageCache.misses > before.pageCache.misses,
    microHit: micro(after) > micro(before),
  };
}
