import { NextResponse, type NextRequest } from "next/server";
import { COOKIE, CONTEXT_HEADER, ONE_YEAR } from "@/lib/cookies";
import { env } from "@/lib/env";
import { isRefusal, resolveRequestContext, type Refusal, type RequestContext } from "@/lib/http/context";
import { contentSecurityPolicy, staticSecurityHeaders } from "@/lib/http/security-headers";
import { mapStyleOrigin } from "@/lib/maps/style-url";
import type { OrgConfig } from "@/lib/org/org-config";
import { countryForIp } from "@/lib/locale/geolocation";
import { isCacheablePageRequest, pageCacheKey, servesViewer } from "@/lib/page-cache/eligible";
import { headersWithNonce, lookupPage, missedBefore, refusedRecently, settlesWithin, warmPage, withNonce, type CachedPage } from "@/lib/page-cache/html-cache";
import { BYPASS_HEADER, CLASS_HEADER, bypassToken, renderPage } from "@/lib/page-cache/render";
import { notePageCache } from "@/lib/page-cache/stats";
import { viewerClassFor } from "@/lib/page-cache/viewer-class";
import { parseViewerKey, viewerKey } from "@/lib/page-cache/viewer";
import { sessionTokenOf } from "@/lib/auth/session-resolver";
import { unavailablePageHtml } from "@/lib/http/unavailable-page";

/**
 * Every page request: its context resolved by the rule every request follows (lib/http/context.ts — the breaker, the
 * Host, the organisation, language, currency, client address), then what only pages need — the visitor's country, a
 * CSP nonce — passed to server components as request headers (lib/http/page-context.ts), and the spec's cookies
 * (SPEC §9) that are missing or stale set on the response. API calls do not come here (see `config` below); the API
 * wrapper resolves the same context itself.
 */
export async function proxy(request: NextRequest) {
  const resolved = await resolveRequestContext({ headers: request.headers, url: request.nextUrl, cookie: (name) => request.cookies.get(name)?.value });
  if (isRefusal(resolved)) return refused(resolved);
  const { org, locale, currency, ip, https } = resolved;
  const countryCode = resolveCountry(request, ip, org);
  if (isPartnerSignInLink(request)) return partnerSignIn(request, https, (response) => setSpecCookies(request, response, { ...resolved, countryCode }));
  const headers = stripContextHeaders(request.headers);
  const nonce = cspNonce();

  headers.set(CONTEXT_HEADER.orgId, String(org.id));
  headers.set(CONTEXT_HEADER.host, resolved.host);
  headers.set(CONTEXT_HEADER.locale, locale);
  headers.set(CONTEXT_HEADER.currency, currency);
  headers.set(CONTEXT_HEADER.pathname, request.nextUrl.pathname);
  headers.set(CONTEXT_HEADER.search, request.nextUrl.search);
  headers.set(CONTEXT_HEADER.clientIp, ip);
  headers.set(CONTEXT_HEADER.countryCode, countryCode);
  const csp = contentSecurityPolicy(nonce, { dev: env().NODE_ENV === "development", https, mapOrigin: mapStyleOrigin() });
  headers.set(CONTEXT_HEADER.nonce, nonce);
  headers.set("content-security-policy", csp);
  const shared = ownRendering(request) ? parseViewerKey(request.headers.get(CLASS_HEADER)) : null;
  if (shared) headers.set(CONTEXT_HEADER.sharedViewer, viewerKey(shared));

  const cached = await cachedPage(request, { org, locale, currency, countryCode, nonce });
  const response = cached ?? NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(staticSecurityHeaders(https))) response.headers.set(name, value);
  response.headers.set("content-security-policy", csp);
  setSpecCookies(request, response, { ...resolved, countryCode });
  return response;
}

/**
 * A partner's single sign-on link, /login/sso?key=<JWT>: a page cannot set cookies, so the route handler answers it
 * straight away — the token travels in one URL only, with no redirect hop repeating it. /login/sso without a key stays
 * the page that explains refusals. (A rule here rather than a rewrite in next.config.ts, which Next would match
 * against every request.)
 */
function isPartnerSignInLink(request: NextRequest): boolean {
  return request.nextUrl.pathname === "/login/sso" && request.nextUrl.searchParams.has("key");
}

function partnerSignIn(request: NextRequest, https: boolean, setCookies: (response: NextResponse) => void): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = "/api/auth/sso";
  const response = NextResponse.rewrite(target);
  for (const [name, value] of Object.entries(staticSecurityHeaders(https))) response.headers.set(name, value);
  // A first visit's language and currency cookies, as on any page (SPEC §9).
  setCookies(response);
  return response;
}

/**
 * A page request this site does not serve (lib/http/context.ts): the plain 503 page in the visitor's language while
 * the database is down (scriptless, under the same policy as every page), a short 400 or 404 page for a Host it does
 * not serve.
 */
function refused({ refused: status, locale, https }: Refusal): NextResponse {
  const response =
    status === 503
      ? new NextResponse(unavailablePageHtml(locale), {
          status,
          headers: {
            "retry-after": "5",
            "cache-control": "no-store",
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": contentSecurityPolicy(cspNonce(), { dev: env().NODE_ENV === "development", https }),
          },
        })
      : new NextResponse(refusedHostHtml(status), { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  for (const [name, value] of Object.entries(staticSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}

function refusedHostHtml(status: 400 | 404): string {
  const text = status === 400 ? "Bad request: the Host header is not valid." : "Not found: no site is served at this address.";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><p>${text}</p></body></html>`;
}

/** A request made by this process's own page cache, to render a page for it (lib/page-cache/render.ts). */
function ownRendering(request: NextRequest): boolean {
  return request.headers.get(BYPASS_HEADER) === bypassToken();
}

/** How long a miss waits for the one rendering of its page before rendering it itself. */
const COALESCE_MS = 2_000;

/**
 * A cacheable page from the page cache (lib/page-cache): one rendering per organisation, language, currency, country
 * and class of viewer (guest, member, agent…), with this request's nonce. On a miss, one background rendering for the
 * class — made without any session cookie, so it cannot hold anyone's own data — fills the cache, and the request
 * waits for it up to COALESCE_MS rather than every visitor of that moment rendering the page in full at once. The
 * first visitor of a URL with a query
 * (most are asked for once), a page whose rendering could not be cached, and a rendering slower than that wait: null,
 * and the page renders as usual.
 */
async function cachedPage(
  request: NextRequest,
  ctx: { org: OrgConfig; locale: string; currency: string; countryCode: string; nonce: string },
): Promise<NextResponse | null> {
  const ttl = env().PAGE_CACHE_TTL;
  if (!ttl || env().NODE_ENV !== "production" || ownRendering(request)) return null;
  const { pathname, search } = request.nextUrl;
  if (!isCacheablePageRequest({ method: request.method, pathname, search, headers: request.headers, cookieNames: request.cookies.getAll().map((c) => c.name) }))
    return null;
  const token = sessionTokenOf((name) => request.cookies.get(name)?.value);
  const path = pathname + search;
  const viewer = await viewerClassFor(token, ctx.org.id);
  const answer = viewer && servesViewer(pathname, viewer) ? await fromCache(request, ctx, { ttl, path, search, viewer }) : null;
  notePageCache(answer ? answer.outcome : "miss", { path, viewer: viewer ?? "unverified" });
  return answer ? cachedResponse(answer.page, ctx.nonce) : null;
}

/** The cached page for this viewer's class and URL, and whether it was fresh or stale; null to render it in full. */
async function fromCache(
  request: NextRequest,
  ctx: { org: OrgConfig; locale: string; currency: string; countryCode: string },
  { ttl, path, search, viewer }: { ttl: number; path: string; search: string; viewer: string },
): Promise<{ page: CachedPage; outcome: "hit" | "stale" } | null> {
  const key = pageCacheKey({ orgId: String(ctx.org.id), locale: ctx.locale, currency: ctx.currency, countryCode: ctx.countryCode, viewer, path });
  const found = lookupPage(key);
  const render = () =>
    renderPage({
      host: request.headers.get("host") ?? "localhost",
      path,
      viewer,
      cookies: { [COOKIE.lanCode]: ctx.locale, [COOKIE.currencyCode]: ctx.currency, [COOKIE.userCountryCode]: ctx.countryCode },
    });
  if (found) {
    if (found.stale) void warmPage(key, ttl * 1000, render);
    return { page: found.page, outcome: found.stale ? "stale" : "hit" };
  }
  if (refusedRecently(key)) return null;
  if (search !== "" && !missedBefore(key, ttl * 1000)) return null;
  const rendering = warmPage(key, ttl * 1000, render);
  const rendered = (await settlesWithin(rendering, COALESCE_MS)) ? lookupPage(key) : null;
  return rendered ? { page: rendered.page, outcome: "hit" } : null;
}

/**
 * A page cache answer with this request's nonce, and the headers of the rendering it came from (Vary, Link…), so that
 * nothing tells it from a page rendered for this visitor (lib/page-cache/stats.ts counts it instead).
 */
function cachedResponse(page: CachedPage, nonce: string): NextResponse {
  return new NextResponse(withNonce(page, nonce), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      ...headersWithNonce(page, nonce),
    },
  });
}

function stripContextHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of Object.values(CONTEXT_HEADER)) headers.delete(name);
  return headers;
}

/** The visitor's country for defaults: the userCountryCode cookie, else the IP's country, else the org's. */
function resolveCountry(request: NextRequest, ip: string, org: OrgConfig): string {
  const cookie = request.cookies.get(COOKIE.userCountryCode)?.value;
  if (cookie && /^[A-Z]{2,3}$/.test(cookie)) return cookie;
  return countryForIp(ip) ?? org.countryCode;
}

function setSpecCookies(request: NextRequest, response: NextResponse, r: RequestContext & { countryCode: string }) {
  const base = { path: "/", sameSite: "lax" as const, secure: r.https, maxAge: ONE_YEAR };
  const current = (name: string) => request.cookies.get(name)?.value;
  if (current(COOKIE.lanCode) !== r.locale) response.cookies.set(COOKIE.lanCode, r.locale, base);
  if (current(COOKIE.currencyCode) !== r.currency) response.cookies.set(COOKIE.currencyCode, r.currency, base);
  // orgid mirrors the Host's organisation for the legacy client; a value the client wrote is simply overwritten.
  if (current(COOKIE.orgId) !== String(r.org.id)) response.cookies.set(COOKIE.orgId, String(r.org.id), base);
  if (current(COOKIE.userCountryCode) !== r.countryCode) response.cookies.set(COOKIE.userCountryCode, r.countryCode, base);
  if (!current(COOKIE.sessionKey)) response.cookies.set(COOKIE.sessionKey, crypto.randomUUID(), { ...base, httpOnly: true, maxAge: undefined });
  if (current(COOKIE.trueClientIp) !== r.ip) response.cookies.set(COOKIE.trueClientIp, r.ip, { ...base, maxAge: undefined });
}

export const config = {
  // Pages only. API calls resolve their own context (lib/http/context.ts): Next's invocation of the proxy alone cost
  // more than a cheap call (getCurrencyinfo: ~1,090 req/s without it, ~680 with a proxy that returns at once).
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|flags/|fonts/|images/|photos/|robots.txt|sitemap.xml).*)"],
};

/**
 * 128 random bits, base64 without padding (22 characters): what CSP asks of a nonce. It is written into every script
 * and style tag of the page and its RSC payload — some thirty times on the home page, so it is kept short.
 */
function cspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
}
