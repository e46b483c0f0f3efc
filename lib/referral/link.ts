import { localPath } from "@/lib/local-path";
import { normalizeHost } from "@/lib/org/host";

/**
 * The referral link builder of SPEC §2: "Referral links: built from a landing URL (the one given, else the campaign's
 * landing URL, else the current page) with query parameters referral_code, referral_name, referral_org, optional extra
 * parameters, and redirect (URL-encoded)." Pure, so the browser's builder and the server share it.
 */
export type ReferralLinkInput = {
  /** The landing URL the member typed (absolute, or a path on the current site). */
  landingUrl?: string | null;
  campaignLandingUrl?: string | null;
  /** Absolute URL of the page the member is on: the last fallback, and the base for paths. */
  currentUrl: string;
  referralCode: string;
  referralName: string;
  referralOrg: string;
  extras?: ReadonlyArray<readonly [string, string]>;
  redirect?: string | null;
  /** The organisation's own hosts (normalised): landing and redirect targets must be one of them. */
  allowedHosts: readonly string[];
};

export type ReferralLinkResult =
  { ok: true; url: string } | { ok: false; reason: "INVALID_LANDING" | "FOREIGN_LANDING" | "FOREIGN_REDIRECT" | "INVALID_EXTRA" };

/** The link's own parameters, in the spec's order; extras may not reuse them. */
export const REFERRAL_PARAMS = ["referral_code", "referral_name", "referral_org"] as const;
const RESERVED = new Set<string>([...REFERRAL_PARAMS, "redirect"]);
const EXTRA_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

function parseUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** A redirect target's path as a redirect would answer it, when it stays on the site ("/.//host" reads as "//host"). */
export function targetPath(url: URL): string | null {
  return localPath(`${url.pathname}${url.search}${url.hash}`);
}

export function isOwnHost(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.includes(normalizeHost(url.host));
}

/**
 * A redirect target the link may carry: a path on this site ("/hotel?x=1"), or an absolute URL on one of the org's
 * own hosts. Anything else (another host, "//evil", "/\\evil", javascript:) is refused: no open redirect.
 */
export function safeRedirectTarget(redirect: string, base: string, allowedHosts: readonly string[]): URL | null {
  const value = redirect.trim();
  if (!value || value.length > 2000 || /[\u0000-\u001f\\]/.test(value)) return null;
  if (value.startsWith("/") && value.startsWith("//")) return null;
  const url = parseUrl(value, base);
  return url && isOwnHost(url, allowedHosts) && targetPath(url) ? url : null;
}

/**
 * A redirect target a referral click may follow: a path on this site, or an absolute URL with exactly `origin`'s
 * scheme, host and port (the organisation's configured origin, never the request's Host). Unlike safeRedirectTarget,
 * no host spelling is forgiven: another port, https for http, "www." or a trailing dot is another origin.
 */
export function sameOriginTarget(redirect: string, origin: string): URL | null {
  const value = redirect.trim();
  if (!value || value.length > 2000 || /[\u0000-\u001f\\]/.test(value) || value.startsWith("//")) return null;
  const own = new URL(origin).origin;
  const url = parseUrl(value, `${own}/`);
  return url && url.origin === own && !url.username && !url.password && targetPath(url) ? url : null;
}

export function buildReferralLink(input: ReferralLinkInput): ReferralLinkResult {
  const chosen = [input.landingUrl, input.campaignLandingUrl].map((u) => u?.trim()).find((u) => !!u) ?? input.currentUrl;
  const landing = parseUrl(chosen, input.currentUrl);
  if (!landing) return { ok: false, reason: "INVALID_LANDING" };
  // The link carries the org's name and the member's code: it must not send visitors to somebody else's site.
  if (!isOwnHost(landing, input.allowedHosts)) return { ok: false, reason: "FOREIGN_LANDING" };
  const redirect = input.redirect?.trim();
  // The click follows a redirect on the landing page's own origin only (sameOriginTarget): build no link it would drop.
  if (redirect && !sameOriginTarget(redirect, landing.origin)) return { ok: false, reason: "FOREIGN_REDIRECT" };
  const extras = input.extras ?? [];
  if (extras.some(([name]) => !EXTRA_NAME.test(name) || RESERVED.has(name))) return { ok: false, reason: "INVALID_EXTRA" };

  // The landing page's own query stays first, minus any earlier link's parameters (sharing from a referred page).
  const kept = [...landing.searchParams].filter(([name]) => !RESERVED.has(name) && !extras.some(([e]) => e === name));
  const pairs: [string, string][] = [
    ...kept,
    ["referral_code", input.referralCode],
    ["referral_name", input.referralName],
    ["referral_org", input.referralOrg],
    ...extras.map(([k, v]) => [k, v] as [string, string]),
  ];
  if (redirect) pairs.push(["redirect", redirect]);
  const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  return { ok: true, url: `${landing.origin}${landing.pathname}?${query}${landing.hash}` };
}

/** The display name a link carries: first name and the last name's initial (no full name in a public link). */
export function referralDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
