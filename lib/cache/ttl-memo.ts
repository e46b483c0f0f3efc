import { changesHeard } from "@/lib/events/bus";
import { expiredSince, tagClock } from "./tags";

/**
 * A small per-process cache for read-mostly data that many requests ask for at once (the home page's deals, say):
 * each key is loaded once per `ttlMs`, concurrent callers share the one load in flight, a failed load is not kept,
 * and at most `maxKeys` keys are held (the oldest go first). `freshUntil`, when given, ends a loaded value's life
 * sooner: the instant (ms) it returns for that value, such as the earliest expiry of a supplier's offers.
 * `staleMs`, when given, serves a value up to that long after its period (never past `freshUntil`) while one load in
 * the background replaces it, so callers do not all wait for a slow load each time a popular key's period ends.
 * `tags` name the data a value is made of (lib/cache/tags.ts): once the seam expires one of them (lib/cache/seam.ts,
 * on a change published or heard), a value loaded — or begun loading — before that is never served again, in any copy
 * of the module. `tagsOfValue` adds tags known only once a value is loaded (the user a session belongs to); they
 * count from the moment the load began, like the key's. Declaring a memo and its tags is all domain code does;
 * expiring them is the seam's. `whileChangesHeard` keeps nothing while this process does not hear every change
 * (lib/events/bus.ts changesHeard): for data that only a change can tell is stale, such as a member's own records.
 */
export function ttlMemo<K, V>(
  load: (key: K) => Promise<V>,
  opts: {
    ttlMs: number | (() => number);
    maxKeys: number;
    keyOf: (key: K) => string;
    freshUntil?: (value: V) => number;
    staleMs?: number;
    tags?: readonly string[] | ((key: K) => readonly string[]);
    tagsOfValue?: (value: V) => readonly string[];
    whileChangesHeard?: boolean;
  },
) {
  type Entry = { at: number; since: number; tags: readonly string[]; until: number; loaded: boolean; refreshing: boolean; value: Promise<V> };
  const entries = new Map<string, Entry>();
  const tagsOf = (key: K) => (typeof opts.tags === "function" ? opts.tags(key) : (opts.tags ?? []));
  const start = (id: string, key: K, now: number): Entry => {
    const since = tagClock();
    const value = load(key);
    const entry: Entry = { at: now, since, tags: tagsOf(key), until: Infinity, loaded: false, refreshing: false, value };
    value.then(
      (loaded) => {
        entry.loaded = true;
        if (opts.freshUntil) entry.until = opts.freshUntil(loaded);
        if (opts.tagsOfValue) entry.tags = [...entry.tags, ...opts.tagsOfValue(loaded)];
      },
      () => entries.get(id) === entry && entries.delete(id),
    );
    return entry;
  };
  const keep = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    while (entries.size > opts.maxKeys) entries.delete(entries.keys().next().value!);
  };
  const cached = function cached(key: K): Promise<V> {
    if (opts.whileChangesHeard && !changesHeard()) return load(key);
    const id = opts.keyOf(key);
    const hit = entries.get(id);
    const now = Date.now();
    const ttl = typeof opts.ttlMs === "function" ? opts.ttlMs() : opts.ttlMs;
    if (hit && now < hit.until && !expiredSince(hit.tags, hit.since)) {
      if (now - hit.at < ttl) return hit.value;
      if (hit.loaded && now - hit.at < ttl + (opts.staleMs ?? 0)) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = start(id, key, now);
          next.value.then(
            () => entries.get(id) === hit && keep(id, next),
            () => (hit.refreshing = false),
          );
        }
        return hit.value;
      }
    }
    const entry = start(id, key, now);
    keep(id, entry);
    return entry.value;
  };
  /** Forgets every key: the next call of each loads afresh. */
  cached.clear = () => entries.clear();
  return cached;
}
