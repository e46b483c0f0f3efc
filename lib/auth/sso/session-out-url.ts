import { safeLandingPath } from "@/lib/local-path";

/**
 * An organisation's SSO session-out URL, as an operator may set it: an absolute http(s) URL (the partner's own
 * page, normally) or a path on our site (the demo's stand-in, /sso/session-ended). Nothing else — no javascript:,
 * no credentials in the URL, no path that the landing rules would not allow.
 */
export function isSessionOutUrl(value: string): boolean {
  if (value.startsWith("/")) return safeLandingPath(value) === value;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

type CheckLoginBody = { status?: unknown; message?: { ssocheck?: { is_sso?: unknown; session_out_url?: unknown } } } | null;

/**
 * SPEC §6: where an SSO member goes when the session check (POST /api/auth/checkLogin) fails — the session-out URL
 * it reports, if the check failed for an SSO session and the URL is one an operator could have set; else nowhere.
 */
export function sessionOutTarget(body: CheckLoginBody): string | null {
  if (!body || body.status !== "failed" || body.message?.ssocheck?.is_sso !== true) return null;
  const url = body.message.ssocheck.session_out_url;
  return typeof url === "string" && isSessionOutUrl(url) ? url : null;
}
