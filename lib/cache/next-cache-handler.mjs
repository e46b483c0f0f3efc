import defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";
import { lastExpiry, nowOnNextClock, tagRecord } from "./tag-record.mjs";

/**
 * The handler of Next's own cache ("use cache", next.config.ts cacheHandlers.default): Next's in-memory LRU store,
 * whose tags expire when the caches' seam expires them (lib/cache/seam.ts, through lib/cache/tags.ts). The seam runs
 * outside any request — a change heard from another process arrives on the change feed's connection — where Next's
 * revalidateTag() cannot be called (it needs a request's work store); the seam writes the shared tag record instead,
 * and this handler reads it: an entry made before one of its tags expired is a miss, and getExpiration() reports
 * the record's times for the tags Next asks about.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const store = defaultHandlers.createDefaultCacheHandler(MAX_BYTES);

/** @type {import("next/cache").CacheHandler} */
const handler = {
  async get(cacheKey, softTags) {
    const entry = await store.get(cacheKey, softTags);
    if (entry && lastExpiry(entry.tags) >= entry.timestamp) return undefined;
    return entry;
  },
  set: (cacheKey, pendingEntry) => store.set(cacheKey, pendingEntry),
  refreshTags: () => store.refreshTags(),
  async getExpiration(tags) {
    return Math.max(await store.getExpiration(tags), lastExpiry(tags));
  },
  /** revalidateTag()/updateTag() in a request: Next's own record, and the shared one, so the app's memos agree. */
  async updateTags(tags, durations) {
    await store.updateTags(tags, durations);
    const record = tagRecord();
    const seq = record.seq;
    record.seq += 1;
    for (const tag of tags) record.expired.set(tag, { seq, at: nowOnNextClock() });
  },
};

export default handler;
