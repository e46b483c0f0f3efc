import { env } from "@/lib/env";
import { clientAddress, forwardedValue, isIp } from "./proxy-trust.mjs";

export { isIp };

/** How far forwarding headers are believed: TRUST_PROXY hops, and the CDN's client-address header if configured. */
export type ProxyTrust = { hops: number; clientIpHeader: string | null };

export function proxyTrust(): ProxyTrust {
  const e = env();
  return { hops: e.TRUST_PROXY, clientIpHeader: e.TRUSTED_CLIENT_IP_HEADER };
}

/**
 * The client's address by the rule of lib/http/proxy-trust.mjs: the hops-th X-Forwarded-For entry from the right
 * behind trusted proxies, else the socket address the web server passed on (x-client-ip; scripts/server.mjs replaces
 * whatever a client sends under that name).
 */
export function clientIpFrom(headers: Headers, trust: ProxyTrust): string {
  return clientAddress({
    socketIp: headers.get("x-client-ip"),
    forwardedFor: headers.get("x-forwarded-for"),
    clientIpHeader: trust.clientIpHeader ? headers.get(trust.clientIpHeader) : null,
    hops: trust.hops,
  });
}

/** Whether the trusted proxies say the client used HTTPS (TLS ends at them). */
export function forwardedHttps(headers: Headers, trust: ProxyTrust): boolean {
  return forwardedValue(headers.get("x-forwarded-proto"), trust.hops) === "https";
}

/** The host the client sent the request to, as the trusted proxies pass it on (null without any). */
export function forwardedHost(headers: Headers, trust: ProxyTrust): string | null {
  return forwardedValue(headers.get("x-forwarded-host"), trust.hops);
}
