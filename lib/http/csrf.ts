/**
 * Cross-site request forgery guard for state-changing API calls that a browser may send with our cookies. A browser
 * always names the page that sent a cross-origin POST in `Origin` (and modern ones say `Sec-Fetch-Site`), so a write
 * whose origin is not the host it was sent to is refused when it carries cookies. Calls without cookies (a partner's
 * server with its API key) or without either header (non-browser clients) hold no victim's session, and pass.
 */
export function isCrossSiteWrite(request: Request, opts: { trustProxy: boolean }): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.get("cookie")) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return true; // sandboxed frames, data: URLs and some redirects
    const host = requestHost(request.headers, opts);
    try {
      return !host || new URL(origin).host.toLowerCase() !== host;
    } catch {
      return true;
    }
  }
  return request.headers.get("sec-fetch-site") === "cross-site";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestHost(headers: Headers, opts: { trustProxy: boolean }): string | null {
  const forwarded = opts.trustProxy ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return (forwarded || headers.get("host"))?.toLowerCase() ?? null;
}
