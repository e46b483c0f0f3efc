/**
 * The page cache's store: rendered HTML with the CSP nonce it was rendered with, and the rendering's own response
 * headers (render.ts says which), per key, for a few seconds, in this process. One background rendering per key fills
 * it; a miss may wait a moment for that rendering (proxy.ts) rather than render the page itself. Bounded by count and
 * by size: the oldest entry goes first.
 */
export type Rendering = { html: string; nonce: string; headers?: Record<string, string> };

/**
 * A stored page is kept as UTF-8 bytes cut at its nonce: an answer is those pieces with this request's nonce between
 * them, copied into one buffer — no search through the HTML and no encoding of it per answer, the two steps whose cost
 * grows with the page.
 */
export type CachedPage = { pieces: Uint8Array[]; nonce: string; headers?: Record<string, string>; bytes: number; expiresAt: number; staleUntil: number };

const MAX_ENTRIES = 500;
/** About 300 search or hotel pages: the cache must stay small beside the web process's memory cap. */
export const MAX_BYTES = 32 * 1024 * 1024;
const MAX_SEEN = 5_000;
let encoder: TextEncoder | undefined;
/** Made on first use: a browser-like test environment that imports this module through the seam has no TextEncoder. */
const utf8 = () => (encoder ??= new TextEncoder());

const globalForCache = globalThis as unknown as {
  __pageCache?: Map<string, CachedPage>;
  __pageRenderings?: Map<string, Promise<void>>;
  __pageRefusals?: Map<string, number>;
  __pageCacheClears?: number;
  __pageCacheBytes?: number;
  __pageCacheSeen?: Map<string, number>;
};
const entries = (globalForCache.__pageCache ??= new Map());
const warming = (globalForCache.__pageRenderings ??= new Map());
/** Keys whose last rendering was not cacheable (not a 200 page, too large), until when: no one waits for those. */
const refusals = (globalForCache.__pageRefusals ??= new Map());
const seen = (globalForCache.__pageCacheSeen ??= new Map());

/**
 * Whether `key` was missed before within `windowMs`, and notes this miss. A URL with a query (a search, a hotel and
 * dates) is worth a background rendering only once a second visitor asks for it: most are asked for once.
 */
export function missedBefore(key: string, windowMs: number, now = Date.now()): boolean {
  const at = seen.get(key);
  seen.delete(key);
  seen.set(key, now);
  if (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value!);
  return at !== undefined && now - at < windowMs;
}

function drop(key: string): void {
  const page = entries.get(key);
  if (!page) return;
  entries.delete(key);
  globalForCache.__pageCacheBytes = (globalForCache.__pageCacheBytes ?? 0) - page.bytes;
}

/** The cache's size now, in bytes of HTML. */
export function cachedBytes(): number {
  return globalForCache.__pageCacheBytes ?? 0;
}

export function peekPage(key: string, now = Date.now()): CachedPage | null {
  const page = entries.get(key);
  return page && page.expiresAt > now ? page : null;
}

/**
 * The page for `key` while it is fresh, or for one more TTL after that as `stale` (stale-while-revalidate): the
 * caller serves it and starts one background rendering, rather than letting every visitor of that moment render the
 * page in full at once.
 * An organisation's change clears the cache outright, so it is never served stale.
 */
export function lookupPage(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | null {
  const page = entries.get(key);
  if (!page || page.staleUntil <= now) return null;
  return { page, stale: page.expiresAt <= now };
}

/**
 * Starts one background rendering for `key` unless one is under way, and answers that rendering (settled once the
 * page is stored, or was not). A null or oversized rendering is not cached, and the key is noted as refused for a TTL.
 */
export function warmPage(key: string, ttlMs: number, render: () => Promise<Rendering | null>): Promise<void> {
  const under = warming.get(key);
  if (under) return under;
  const clears = globalForCache.__pageCacheClears ?? 0;
  const rendering = render()
    .then((rendered) => {
      // A rendering started before the cache was cleared (an organisation changed meanwhile) may show the old state.
      if ((globalForCache.__pageCacheClears ?? 0) !== clears) return;
      // A page that did not render as a 200 is refused for a TTL (a stale entry stays until its own end), and so is one
      // too large to keep.
      if (!rendered) return refuse(key, Date.now() + ttlMs);
      drop(key);
      const pieces = (rendered.nonce ? rendered.html.split(rendered.nonce) : [rendered.html]).map((piece) => utf8().encode(piece));
      const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (bytes > MAX_BYTES / 8) return refuse(key, Date.now() + ttlMs);
      refusals.delete(key);
      entries.set(key, { pieces, bytes, nonce: rendered.nonce, headers: rendered.headers, expiresAt: Date.now() + ttlMs, staleUntil: Date.now() + 2 * ttlMs });
      globalForCache.__pageCacheBytes = cachedBytes() + bytes;
      while (entries.size > MAX_ENTRIES || cachedBytes() > MAX_BYTES) drop(entries.keys().next().value!);
    })
    .catch(() => undefined)
    .finally(() => warming.delete(key));
  warming.set(key, rendering);
  return rendering;
}

function refuse(key: string, until: number): void {
  refusals.delete(key);
  refusals.set(key, until);
  if (refusals.size > MAX_SEEN) refusals.delete(refusals.keys().next().value!);
}

/** Whether the last rendering of `key`, within its TTL, could not be cached: a miss then renders at once. */
export function refusedRecently(key: string, now = Date.now()): boolean {
  const until = refusals.get(key);
  return until !== undefined && until > now;
}

/** Whether `rendering` settles within `ms` (a miss waits that long at most for the one rendering of its key). */
export function settlesWithin(rendering: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([rendering.then(() => true), late]).finally(() => clearTimeout(timer));
}

export function clearPageCache(): void {
  globalForCache.__pageCacheClears = (globalForCache.__pageCacheClears ?? 0) + 1;
  entries.clear();
  seen.clear();
  refusals.clear();
  globalForCache.__pageCacheBytes = 0;
}

/** The cached HTML for this response, as UTF-8: the nonce it was rendered with replaced by this request's. */
export function withNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const between = utf8().encode(nonce);
  const out = new Uint8Array(page.bytes + between.length * (page.pieces.length - 1));
  let at = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      out.set(between, at);
      at += between.length;
    }
    out.set(piece, at);
    at += piece.length;
  });
  return out;
}

/** The rendering's headers for this response, with this request's nonce (Next's Link preload header carries it). */
export function headersWithNonce(page: CachedPage, nonce: string): Record<string, string> {
  const headers = page.headers ?? {};
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, page.nonce ? value.split(page.nonce).join(nonce) : value]));
}
