/** Lower-cases a Host header value and strips the port and a leading "www." (vercel/platforms' rule). */
export function normalizeHost(raw: string | null | undefined): string {
  if (!raw) return "";
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) {
    // IPv6 literal: keep the address, drop the port.
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  return host;
}

/**
 * The origin to put in links we e-mail: the request's own origin only when its host is registered to the
 * organisation (so a forged Host header cannot point a reset link elsewhere), else the configured site URL.
 */
export function trustedOrigin(org: { hosts: readonly string[] }, request: { url: string; host: string | null }, fallback: string): string {
  const host = normalizeHost(request.host);
  if (host && org.hosts.includes(host)) {
    const protocol = new URL(request.url).protocol;
    return `${protocol}//${request.host!.trim().toLowerCase()}`;
  }
  return new URL(fallback).origin;
}
