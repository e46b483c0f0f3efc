import { forwardedHost, type ProxyTrust } from "./client-ip";

/**
 * Cross-site request forgery guard for every state-changing call. A browser always names the page that sent a
 * cross-origin POST in `Origin` (and modern ones say `Sec-Fetch-Site`), so a write whose origin is not the host it was
 * sent to is refused — with cookies or without: a cookie-less cross-site form posting to /api/signIn or /api/signUp
 * would otherwise sign the victim's browser in to the attacker's account (login CSRF). Calls without either header are
 * not from a browser (a partner's server with its API key, curl, the test suites) and hold no victim's browser; they
 * pass.
 */
export function isCrossSiteWrite(request: Request, trust: ProxyTrust): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return true; // sandboxed frames, data: URLs and some redirects
    const host = requestHost(request.headers, trust);
    try {
      return !host || new URL(origin).host.toLowerCase() !== host;
    } catch {
      return true;
    }
  }
  return request.headers.get("sec-fetch-site") === "cross-site";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestHost(headers: Headers, trust: ProxyTrust): string | null {
  return (forwardedHost(headers, trust) || headers.get("host"))?.toLowerCase() ?? null;
}
