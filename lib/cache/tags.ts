/**
 * Cache tags: a value loaded (or begun loading) before one of its tags expired is never served again by the app's
 * memos (lib/cache/ttl-memo.ts). Only the seam (lib/cache/seam.ts) expires tags; memos read them. Next bundles this
 * module more than once (proxy, pages, route handlers), so the record lives on globalThis: every copy reads the same.
 * `seq` orders a load against an expiry (both can fall in the same millisecond); `at` is when the tag expired.
 */
type TagRecord = { seq: number; expired: Map<string, { seq: number; at: number }> };
const store = globalThis as unknown as { __cacheTags?: TagRecord };
const tags = (store.__cacheTags ??= { seq: 0, expired: new Map() });

/** The record itself, for tests. */
export function tagRecord(): TagRecord {
  return tags;
}

/** The moment to note before a load whose result may be kept under tags. */
export function tagClock(): number {
  return tags.seq;
}

/** Whether any of `names` expired after the moment `since` (a tagClock() reading). */
export function expiredSince(names: readonly string[], since: number): boolean {
  return names.some((name) => (tags.expired.get(name)?.seq ?? -1) >= since);
}

/**
 * Tags that name one thing (`sessions-of:<user id>`, with a colon) would pile up, one per member ever changed, so the
 * record forgets those older than ENTITY_TAG_MEMORY_MS once it holds MAX_TAGS: whatever is cached under such a tag
 * must not live that long (a session is kept for seconds).
 */
export const ENTITY_TAG_MEMORY_MS = 10 * 60_000;
const MAX_TAGS = 20_000;

export function expireTags(names: readonly string[], at = Date.now()): void {
  const seq = tags.seq;
  tags.seq += 1;
  for (const name of names) {
    tags.expired.delete(name);
    tags.expired.set(name, { seq, at });
  }
  if (tags.expired.size > MAX_TAGS) forgetOldEntityTags(at - ENTITY_TAG_MEMORY_MS);
}

function forgetOldEntityTags(before: number): void {
  for (const [name, { at }] of tags.expired) {
    if (at >= before) break; // in order of expiry: the rest are newer
    if (name.includes(":")) tags.expired.delete(name);
  }
}
