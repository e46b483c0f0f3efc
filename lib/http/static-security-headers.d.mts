/** Types of lib/http/static-security-headers.mjs. */
export function staticSecurityHeaders(https: boolean): Record<string, string>;
