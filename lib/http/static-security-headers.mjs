/**
 * The security headers of every answer besides its Content-Security-Policy (lib/http/security-headers.ts): pages get
 * them from proxy.ts, API answers from the web server (scripts/server.mjs), which sets them before Next runs — a
 * `headers()` rule in next.config.ts is matched by Next against every request, about a tenth of a cheap call. Plain
 * JavaScript so that both read this one list. HSTS only when the request came over HTTPS (TLS ends at the load
 * balancer; its word is believed only behind TRUST_PROXY).
 */
export function staticSecurityHeaders(https) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
