import { CONTEXT_HEADER } from "../../lib/http/context-headers.mjs";

/** What clients may say about where a request came from; believed only behind trusted proxies (TRUST_PROXY). */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-real-ip", "true-client-ip", "forwarded", "x-forwarded-proto", "x-forwarded-host"];

/**
 * A received request's headers (Node's lower-cased object), made fit for Next: without trusted proxies the forwarding
 * headers go; the proxy's request-context headers always go (API calls do not pass through proxy.ts, which replaces
 * them on pages); and x-client-ip is the TCP peer's address, whatever the client sent under that name.
 */
export function acceptRequestHeaders(headers, { peer, trustsProxies }) {
  if (!trustsProxies) for (const name of FORWARDING_HEADERS) delete headers[name];
  for (const name of Object.values(CONTEXT_HEADER)) delete headers[name];
  headers[CONTEXT_HEADER.clientIp] = peer;
}
