import { env } from "@/lib/env";

/** The cache tag of everything kept of an organisation's configuration: the caches' seam expires it on an organisation change. */
export const ORG_TAG = "org";

/**
 * How data of an organisation's configuration is kept (ttlMemo's options): per key, under ORG_TAG, and ORG_CACHE_TTL
 * seconds at most all the same (the embedded database hears no changes). Bounded, so that a flood of made-up keys
 * (host names) cannot grow it.
 */
export function keptLikeOrgConfig<K>(keyOf: (key: K) => string) {
  return { ttlMs: () => env().ORG_CACHE_TTL * 1000, maxKeys: 1000, keyOf, tags: [ORG_TAG] };
}
