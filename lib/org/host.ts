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

// A DNS name (letters, digits, hyphens; an optional root dot) or a bracketed IPv6 literal, then an optional port.
// No userinfo ("localhost:3000@evil.example"), no path, no spaces, no underscores, no percent-escapes.
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?)(?::\d{1,5})?$/i;

/**
 * Whether a Host header is a plain host[:port]. Anything else — userinfo, a path, stray characters, an empty or
 * missing header — is malformed: answered with 400 before any organisation is looked up (proxy.ts).
 */
export function isWellFormedHost(raw: string | null | undefined): raw is string {
  if (!raw || raw.length > 260) return false;
  return HOST_HEADER.test(raw.trim());
}

/**
 * Whether a host names the organisation that serves it: one of its configured hosts, or the host of the site URL
 * (NEXTAUTH_URL), which the default organisation serves. A well-formed host that is neither is answered with 404:
 * an unknown name pointed at this server is not the default site.
 */
export function isKnownHost(raw: string, org: { hosts: readonly string[] }, siteUrl: string | undefined): boolean {
  const host = normalizeHost(raw);
  if (!host) return false;
  if (org.hosts.includes(host)) return true;
  return !!siteUrl && normalizeHost(new URL(siteUrl).host) === host;
}

/**
 * The origin to put in links we e-mail (and redirects we answer), built from configuration only — never from the
 * Host header's text. Scheme and port are the site URL's (NEXTAUTH_URL); the host is
 *   - the one this request addressed, when that (well-formed, normalised) is one of the organisation's configured
 *     hosts — the site URL's own host gives the site URL's origin exactly;
 *   - else the site URL's, for the organisation that owns that host and for the default organisation;
 *   - else the organisation's first configured host (in sorted order).
 * A forged Host (userinfo, another name, a bad character) can only ever fall back to a configured origin.
 */
export function trustedOrigin(org: { hosts: readonly string[]; isDefault?: boolean }, requestHost: string | null, siteUrl: string): string {
  const site = new URL(siteUrl);
  const siteHost = normalizeHost(site.host);
  const asked = isWellFormedHost(requestHost) ? normalizeHost(requestHost) : "";
  const onHost = (host: string) => (host === siteHost ? site.origin : `${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
  if (asked && org.hosts.includes(asked)) return onHost(asked);
  if (org.hosts.includes(siteHost) || org.isDefault || org.hosts.length === 0) return site.origin;
  return onHost([...org.hosts].sort()[0]!);
}
