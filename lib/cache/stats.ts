import { sessionMemoState } from "@/lib/page-cache/session-memo";
import { microCacheStats } from "@/lib/http/micro-cache-state.mjs";
import { cachedBytes } from "@/lib/page-cache/html-cache";
import { pageCacheCounts, type PageCacheCounts } from "@/lib/page-cache/stats";

type MicroCacheCounts = { hits: number; notModified: number; misses: number };

export type CacheStats = {
  pageCache: PageCacheCounts & { bytes: number };
  microCache: MicroCacheCounts;
  /** Signed-in visitors are answered from the page cache only while session changes are heard (listening). */
  sessionMemo: { listening: boolean; remembered: number };
};

/**
 * This process's page cache and micro-cache, for operators (GET /api/health/caches): how many answers came from memory
 * and how many were rendered since the process started, and whether the session memo is in use. Totals only, never
 * which URL or class — even so an oracle of what others viewed (ask, look, ask again), so the route answers only with
 * METRICS_TOKEN.
 */
export function cacheStats(): CacheStats {
  // Counted by the web server in front of Next, in this same process (scripts/lib/micro-cache.mjs).
  const micro = microCacheStats();
  return {
    pageCache: { ...pageCacheCounts(), bytes: cachedBytes() },
    microCache: { hits: micro.hits, notModified: micro.notModified, misses: micro.misses },
    sessionMemo: sessionMemoState(),
  };
}
