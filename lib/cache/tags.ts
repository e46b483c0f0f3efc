import { lastExpiry, nowOnNextClock, tagRecord } from "./tag-record.mjs";

/**
 * Cache tags: a value loaded (or begun loading) before one of its tags expired is never served again — by the app's
 * memos (lib/cache/ttl-memo.ts) or by Next's "use cache" (lib/cache/next-cache-handler.mjs). Only the seam
 * (lib/cache/seam.ts) expires tags; caches read them. The record is shared by every copy of this module
 * (lib/cache/tag-record.mjs).
 */
const tags = tagRecord();

export { lastExpiry };

/** The moment to note before a load whose result may be kept under tags. */
export function tagClock(): number {
  return tags.seq;
}

/** Whether any of `names` expired after the moment `since` (a tagClock() reading). */
export function expiredSince(names: readonly string[], since: number): boolean {
  return names.some((name) => (tags.expired.get(name)?.seq ?? -1) >= since);
}

export function expireTags(names: readonly string[], at = nowOnNextClock()): void {
  const seq = tags.seq;
  tags.seq += 1;
  for (const name of names) tags.expired.set(name, { seq, at });
}
