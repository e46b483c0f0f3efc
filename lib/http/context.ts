import { cookies } from "next/headers";
import { COOKIE } from "@/lib/cookies";
import { databaseLooksDown } from "@/lib/db-health";
import { AppError } from "./errors";
import { clientIpFrom, forwardedHttps, proxyTrust } from "./client-ip";
import { siteUrl } from "./link-origin";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { isKnownHost, isWellFormedHost } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";
import { readSessionToken, sessionCookieName } from "@/lib/auth/session-token";
import { getActiveSession, type ActiveSession } from "@/lib/auth/sessions";
import { listCurrencies, resolveCurrency } from "@/lib/locale/currencies";
import { resolveLocale, type Locale } from "@/lib/locale/locales";
import { applyImpersonation } from "@/lib/agent/impersonation-session";

export type ApiContext = {
  org: OrgConfig;
  session: ActiveSession | null;
  /** The session id named by this org's session cookie, even when that session is no longer active. */
  sessionId: string | null;
  ip: string;
  userAgent: string;
  locale: Locale;
  currency: string;
  secure: boolean;
};

/**
 * The checks the proxy makes for pages, made here because API calls do not pass through it (proxy.ts serves pages;
 * Next's invocation of it alone cost more than a cheap call — issue #17), in the same order and before anything else
 * of the call: while the database breaker is open, 503 at once; a malformed Host, 400; a host no organisation has
 * configured, 404. Answers the Host's organisation (an in-memory lookup once cached).
 */
export async function resolveApiOrg(request: Request): Promise<OrgConfig> {
  if (databaseLooksDown()) throw new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "retry-after": "5", "cache-control": "no-store" } });
  const host = request.headers.get("host");
  if (!isWellFormedHost(host)) throw new AppError("BAD_REQUEST", "Bad Host header.");
  const org = await getOrgByHost(host);
  if (!isKnownHost(host, org, siteUrl())) throw new AppError("NOT_FOUND", "No site is served at this address.");
  return org;
}

/**
 * Everything else an API call needs to know about its caller, from the request alone: language and currency from
 * ?lang= and the spec's cookies, the client address (forwarded headers only behind a trusted proxy), and the session
 * from next-auth's cookie checked against its server record and the organisation. Called once the input is valid,
 * so malformed calls cost no session lookup.
 */
export async function resolveApiContext(request: Request, knownOrg?: OrgConfig): Promise<ApiContext> {
  const org = knownOrg ?? (await resolveApiOrg(request));
  const jar = await cookies();
  const claims = await readSessionToken(jar.get(sessionCookieName(true))?.value ?? jar.get(sessionCookieName(false))?.value);
  let session: ActiveSession | null = null;
  const sessionId = claims && claims.orgId === org.id ? claims.sid : null;
  if (claims && claims.orgId === org.id) {
    const found = await getActiveSession(claims.sid);
    if (found && String(found.user.id) === claims.sub && found.user.orgId === org.id) session = found;
  }
  // An agent acting for a client (SPEC §4 impersonate cookie) is the client here; sessionId stays the agent's own.
  session = await applyImpersonation(session, jar.get(COOKIE.impersonate)?.value, org.id);
  const url = new URL(request.url);
  const trust = proxyTrust();
  const secure = url.protocol === "https:" || forwardedHttps(request.headers, trust);
  const currencies = (await listCurrencies()).map((c) => c.code);
  return {
    org,
    session,
    sessionId,
    ip: clientIpFrom(request.headers, trust),
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
    locale: resolveLocale({ query: url.searchParams.get("lang"), cookie: jar.get(COOKIE.lanCode)?.value, orgDefault: org.defaultLanguage }),
    currency: resolveCurrency(jar.get(COOKIE.currencyCode)?.value, currencies, org.defaultCurrency),
    secure,
  };
}
