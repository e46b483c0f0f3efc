/**
 * When each cache tag last expired, for every copy of every cache in this process: a value loaded (or begun loading)
 * before its tag expired is never served again. Only the seam (lib/cache/seam.ts) expires tags; caches read them.
 *
 * Next bundles modules more than once (the proxy, pages, route handlers, instrumentation), so the record lives on
 * globalThis: a tag expired from one copy is expired for all. A sequence number rather than the clock orders a load
 * against an expiry, since both can fall in the same millisecond.
 */
type Expiry = { seq: number; at: number };
type Tags = { seq: number; expired: Map<string, Expiry> };

const store = globalThis as unknown as { __cacheTags?: Tags };
const tags = (store.__cacheTags ??= { seq: 0, expired: new Map() });

/** The moment to note before a load whose result may be kept under tags. */
export function tagClock(): number {
  return tags.seq;
}

/** Whether any of `names` expired after the moment `since` (a tagClock() reading). */
export function expiredSince(names: readonly string[], since: number): boolean {
  return names.some((name) => (tags.expired.get(name)?.seq ?? -1) >= since);
}

/** When (epoch ms) any of `names` last expired; 0 if none ever did. */
export function lastExpiry(names: readonly string[]): number {
  return Math.max(0, ...names.map((name) => tags.expired.get(name)?.at ?? 0));
}

export function expireTags(names: readonly string[], now = Date.now()): void {
  const seq = tags.seq;
  tags.seq += 1;
  for (const name of names) tags.expired.set(name, { seq, at: now });
}
