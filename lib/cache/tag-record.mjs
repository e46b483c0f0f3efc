/**
 * When each cache tag last expired in this process, kept on globalThis: read by every copy of the app's memos (Next
 * bundles modules more than once) and by the handler of Next's own "use cache" (lib/cache/next-cache-handler.mjs,
 * which Next loads outside its bundles). Plain JavaScript so that both read this one record. Written only through
 * lib/cache/tags.ts, by the caches' seam.
 *
 * `seq` orders a load against an expiry (both can fall in the same millisecond); `at` is the time on Next's clock
 * (performance.timeOrigin + performance.now(), what a "use cache" entry's timestamp is taken from).
 */
export function tagRecord() {
  return (globalThis.__cacheTags ??= { seq: 0, expired: new Map() });
}

export function nowOnNextClock() {
  return performance.timeOrigin + performance.now();
}

/** When (Next's clock, ms) any of `names` last expired; 0 if none ever did. */
export function lastExpiry(names) {
  const { expired } = tagRecord();
  let last = 0;
  for (const name of names) last = Math.max(last, expired.get(name)?.at ?? 0);
  return last;
}
