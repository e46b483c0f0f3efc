import { log } from "@/lib/log";

/**
 * How the page cache answered, counted per process: a page from the cache (fresh, or stale while one rendering
 * refreshes it) or rendered in full. Operators read the totals (GET /api/health/caches, lib/cache/stats.ts) and, at
 * LOG_LEVEL=debug, one line per answer; responses never say — whether a URL was a hit tells a visitor that someone of
 * the same class opened it moments ago.
 */
export type PageCacheCounts = { hits: number; staleHits: number; misses: number };
export type PageCacheOutcome = "hit" | "stale" | "miss";

const globalForStats = globalThis as unknown as { __pageCacheCounts?: PageCacheCounts };
const counts = (globalForStats.__pageCacheCounts ??= { hits: 0, staleHits: 0, misses: 0 });

const FIELD: Record<PageCacheOutcome, keyof PageCacheCounts> = { hit: "hits", stale: "staleHits", miss: "misses" };

export function notePageCache(outcome: PageCacheOutcome, detail: { path: string; viewer: string }): void {
  counts[FIELD[outcome]] += 1;
  log("debug", "page cache", { outcome, ...detail });
}

export function pageCacheCounts(): PageCacheCounts {
  return { ...counts };
}
