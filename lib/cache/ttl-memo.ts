/**
 * A small per-process cache for read-mostly data that many requests ask for at once (the home page's deals, say):
 * each key is loaded once per `ttlMs`, concurrent callers share the one load in flight, a failed load is not kept,
 * and at most `maxKeys` keys are held (the oldest go first). `freshUntil`, when given, ends a loaded value's life
 * sooner: the instant (ms) it returns for that value, such as the earliest expiry of a supplier's offers.
 */
export function ttlMemo<K, V>(
  load: (key: K) => Promise<V>,
  opts: { ttlMs: number | (() => number); maxKeys: number; keyOf: (key: K) => string; freshUntil?: (value: V) => number },
) {
  const entries = new Map<string, { at: number; until: number; value: Promise<V> }>();
  const cached = function cached(key: K): Promise<V> {
    const id = opts.keyOf(key);
    const hit = entries.get(id);
    const now = Date.now();
    if (hit && now - hit.at < (typeof opts.ttlMs === "function" ? opts.ttlMs() : opts.ttlMs) && now < hit.until) return hit.value;
    const value = load(key);
    const entry = { at: now, until: Infinity, value };
    entries.delete(id);
    entries.set(id, entry);
    value.then(
      (loaded) => {
        if (opts.freshUntil) entry.until = opts.freshUntil(loaded);
      },
      () => entries.get(id)?.value === value && entries.delete(id),
    );
    while (entries.size > opts.maxKeys) entries.delete(entries.keys().next().value!);
    return value;
  };
  /** Forgets every key: the next call of each loads afresh. */
  cached.clear = () => entries.clear();
  return cached;
}
