import { randomUUID } from "node:crypto";
import { pageRenderer } from "./renderer-slot.mjs";

/** Marks the page cache's own renderings, so the proxy renders them rather than answering from the cache. */
export const BYPASS_HEADER = "x-page-cache-render";
/** On those renderings: the class of viewer the page is rendered for (lib/page-cache/viewer.ts). */
export const CLASS_HEADER = "x-page-cache-class";

const globalForToken = globalThis as unknown as { __pageCacheToken?: string };
/** A per-process secret: only this process's own background renderings carry it. */
export function bypassToken(): string {
  return (globalForToken.__pageCacheToken ??= randomUUID());
}

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
/**
 * The rendering's response headers that are not kept: the ones about this one response (its date, framing and
 * encoding, the cookies and policy the proxy sets on every answer anyway). The rest (Vary, Next's Link preloads…) are
 * sent with each answer from the cache, so that it has the very headers of a page rendered for the visitor.
 */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
  "content-security-policy",
]);

/**
 * Renders a page for one class of viewer, for the cache: Next's own request handler in this process (renderer-slot.mjs;
 * the web server puts it there), with these cookies and never a session cookie, through the proxy like any request.
 * Answers null for anything but a complete 200 HTML page with a CSP nonce, and when no renderer is in place (a server
 * other than scripts/server.mjs), so nothing is cached then.
 */
export async function renderPage(opts: {
  host: string;
  path: string;
  viewer: string;
  cookies: Record<string, string>;
}): Promise<{ html: string; nonce: string; headers: Record<string, string> } | null> {
  const render = pageRenderer();
  if (!render) return null;
  const cookie = Object.entries(opts.cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("; ");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), TIMEOUT_MS)));
  try {
    const res = await Promise.race([
      render({ path: opts.path, headers: { host: opts.host, accept: "text/html", cookie, [BYPASS_HEADER]: bypassToken(), [CLASS_HEADER]: opts.viewer } }),
      timedOut,
    ]);
    if (!res) return null;
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"] ?? ""))?.[1];
    if (res.statusCode !== 200 || !nonce || !String(res.headers["content-type"] ?? "").startsWith("text/html")) return null;
    if (Buffer.byteLength(res.body) > MAX_BYTES) return null;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) if (!PER_RESPONSE_HEADERS.has(name) && typeof value === "string") headers[name] = value;
    return { html: res.body, nonce, headers };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
