/**
 * What the reverse proxies in front of the web process may tell it: the client's address, and the scheme and host the
 * request was sent to. Plain JavaScript, so that the web server (scripts/server.mjs, which must know the client before
 * Next runs, to share out its admission) and the app (lib/http/client-ip.ts) apply this one rule.
 *
 * TRUST_PROXY is the number of proxies in front of the process (0: none, the default). Each proxy appends the address
 * it received the request from to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), so only the right-most
 * `hops` entries were written by proxies we trust; whatever stands left of them is what the client sent, and it may
 * claim any address there. The client is therefore the `hops`-th entry from the right. With fewer entries than hops
 * (a request that came through fewer proxies, say the load balancer but not the CDN), the left-most one, which a
 * trusted proxy still wrote. X-Forwarded-Proto and X-Forwarded-Host are read by the same position.
 *
 * TRUSTED_CLIENT_IP_HEADER names a header a CDN sets to the client's address (Akamai and Cloudflare's True-Client-IP):
 * believed only when it is configured and behind at least one trusted proxy, since anyone can send it.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/;
const MAX_HOPS = 10;

export function isIp(value) {
  return IPV4.test(value) || (value.includes(":") && IPV6.test(value));
}

/** TRUST_PROXY as a hop count: unset, empty, "0", "false" or "no" is 0; "1", "true" or "yes" is 1; else a whole number. */
export function parseProxyHops(raw) {
  const value = String(raw ?? "")
    .trim()
    .toLowerCase();
  if (["", "0", "false", "no"].includes(value)) return 0;
  if (["true", "yes"].includes(value)) return 1;
  if (/^\d+$/.test(value) && Number(value) <= MAX_HOPS) return Number(value);
  throw new Error(`TRUST_PROXY must be the number of trusted proxies in front of the server, 0 to ${MAX_HOPS} (got ${raw})`);
}

/** TRUSTED_CLIENT_IP_HEADER as a lower-case header name, or null when unset. */
export function parseClientIpHeader(raw) {
  const value = String(raw ?? "").trim();
  if (!value) return null;
  if (!HEADER_NAME.test(value)) throw new Error(`TRUSTED_CLIENT_IP_HEADER must be a header name such as True-Client-IP (got ${raw})`);
  return value.toLowerCase();
}

/**
 * The client's address. `socketIp`: the TCP peer; `forwardedFor`: the X-Forwarded-For header as received;
 * `clientIpHeader`: the value of the configured CDN header, if any. An address that is not one (garbage, or too long)
 * is never returned: then the peer's, else 127.0.0.1.
 */
export function clientAddress({ socketIp, forwardedFor, clientIpHeader, hops }) {
  if (hops > 0) {
    const fromCdn = address(clientIpHeader);
    if (fromCdn) return fromCdn;
    const fromProxies = address(atHop(forwardedFor, hops));
    if (fromProxies) return fromProxies;
  }
  return address(socketIp) ?? "127.0.0.1";
}

/** A forwarded header's value the trusted proxies vouch for (X-Forwarded-Proto, X-Forwarded-Host), or null. */
export function forwardedValue(header, hops) {
  if (hops < 1) return null;
  return atHop(header, hops)?.toLowerCase() ?? null;
}

function atHop(header, hops) {
  const entries = String(header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** An address as proxies write it: bare, IPv4 with a port, or IPv6 in brackets with a port. */
function address(value) {
  let text = String(value ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return text && isIp(text) ? text : null;
}
