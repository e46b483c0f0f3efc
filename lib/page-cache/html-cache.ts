/**
 * The anonymous page cache's store: rendered HTML with the CSP nonce it was rendered with, per key, for a few seconds,
 * in this process. A miss never waits: the page is rendered the normal way while one background rendering (per key)
 * fills the cache for the requests after it. Bounded: the oldest entry goes first.
 */
export type CachedPage = { html: string; nonce: string; expiresAt: number };

const MAX_ENTRIES = 500;

const globalForCache = globalThis as unknown as { __pageCache?: Map<string, CachedPage>; __pageRenders?: Set<string>; __pageCacheClears?: number };
const entries = (globalForCache.__pageCache ??= new Map());
const warming = (globalForCache.__pageRenders ??= new Set());

export function peekPage(key: string, now = Date.now()): CachedPage | null {
  const page = entries.get(key);
  return page && page.expiresAt > now ? page : null;
}

/** Starts one background rendering for `key` unless one is under way; a null rendering is simply not cached. */
export function warmPage(key: string, ttlMs: number, render: () => Promise<Omit<CachedPage, "expiresAt"> | null>): Promise<void> {
  if (warming.has(key)) return Promise.resolve();
  warming.add(key);
  const clears = globalForCache.__pageCacheClears ?? 0;
  return render()
    .then((rendered) => {
      // A rendering started before the cache was cleared (an organisation changed meanwhile) may show the old state.
      if (!rendered || (globalForCache.__pageCacheClears ?? 0) !== clears) return;
      entries.delete(key);
      entries.set(key, { ...rendered, expiresAt: Date.now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    })
    .catch(() => undefined)
    .finally(() => warming.delete(key));
}

export function clearPageCache(): void {
  globalForCache.__pageCacheClears = (globalForCache.__pageCacheClears ?? 0) + 1;
  entries.clear();
}

/** The cached HTML for this response: the nonce it was rendered with replaced by this request's. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.html.split(page.nonce).join(nonce) : page.html;
}
