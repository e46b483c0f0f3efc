/** Types of scripts/lib/request-headers.mjs. */
export const FORWARDING_HEADERS: string[];
export function acceptRequestHeaders(headers: Record<string, string | string[] | undefined>, opts: { peer: string; trustsProxies: boolean }): void;
