export { staticSecurityHeaders } from "./static-security-headers.mjs";

/**
 * Content-Security-Policy with a per-request nonce; Next applies the nonce to its own scripts. The results' map runs
 * MapLibre's worker from a blob: URL, and fetches a configured style's origin (`mapOrigin`, lib/maps/style-url.ts).
 */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; https: boolean; mapOrigin?: string | null }): string {
  const map = opts.mapOrigin ? ` ${opts.mapOrigin}` : "";
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "https://www.googletagmanager.com"];
  if (opts.dev) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://www.googletagmanager.com https://www.google-analytics.com${map}`,
    "font-src 'self' data:",
    `connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com${map}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (opts.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
