/** Types of lib/http/proxy-trust.mjs. */
export function isIp(value: string): boolean;
export function parseProxyHops(raw: string | undefined): number;
export function parseClientIpHeader(raw: string | undefined): string | null;
export function clientAddress(input: {
  socketIp: string | null | undefined;
  forwardedFor: string | null | undefined;
  clientIpHeader?: string | null | undefined;
  hops: number;
}): string;
export function forwardedValue(header: string | null | undefined, hops: number): string | null;
