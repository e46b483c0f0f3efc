/**
 * The client's address. X-Forwarded-For / True-Client-IP are believed only when a trusted reverse proxy is configured
 * (TRUST_PROXY); otherwise a client could claim any address, so the socket address the proxy passed on is used.
 */
export function clientIpFrom(headers: Headers, opts: { trustProxy: boolean; socketIp?: string | null }): string {
  if (opts.trustProxy) {
    const trueClient = headers.get("true-client-ip")?.trim();
    if (trueClient && isIp(trueClient)) return trueClient;
    const forwarded = headers.get("x-forwarded-for");
    const first = forwarded?.split(",")[0]?.trim();
    if (first && isIp(first)) return first;
  }
  const socket = opts.socketIp ?? headers.get("x-client-ip");
  return socket && isIp(socket) ? socket : "127.0.0.1";
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;

export function isIp(value: string): boolean {
  return IPV4.test(value) || (value.includes(":") && IPV6.test(value));
}
