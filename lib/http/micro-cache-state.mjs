/**
 * What the web server's micro-cache (scripts/lib/micro-cache.mjs) and the app share about it, in one place: the header
 * a route opts in with, the generation that drops every kept answer when it moves, and the counts operators read.
 * The generation and counts live on globalThis — the server and Next's bundles of the app run in one process, each
 * with its own copy of this module. Only the caches' seam (lib/cache/seam.ts) moves the generation.
 */
export const MICRO_CACHE_HEADER = "x-micro-cache";

export function microCacheGeneration() {
  return globalThis.__microCacheGeneration ?? 0;
}

/** The data behind kept answers changed: none made before now is served again. */
export function forgetMicroCachedAnswers() {
  globalThis.__microCacheGeneration = microCacheGeneration() + 1;
}

/** This process's counts of answers from memory (hits, 304s) and misses. */
export function microCacheStats() {
  return (globalThis.__microCacheStats ??= { hits: 0, notModified: 0, misses: 0 });
}
