/** Types of lib/http/micro-cache-state.mjs. */
export const MICRO_CACHE_HEADER: "x-micro-cache";
export function microCacheGeneration(): number;
export function forgetMicroCachedAnswers(): void;
export function microCacheStats(): { hits: number; notModified: number; misses: number };
