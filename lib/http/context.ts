import { COOKIE } from "@/lib/cookies";
import { databaseLooksDown, noteDatabaseError } from "@/lib/db-health";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { clientIpFrom, forwardedHttps, proxyTrust } from "./client-ip";
import { siteUrl } from "./link-origin";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { isKnownHost, isWellFormedHost } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";
import { listCurrencies, resolveCurrency } from "@/lib/locale/currencies";
import { resolveLocale, type Locale } from "@/lib/locale/locales";

/** What a request offers to be resolved from: its headers, its URL and a reader of its cookies. */
export type RequestFacts = { headers: Headers; url: URL; cookie: (name: string) => string | undefined };

/**
 * The request context: who is asking and for which site, resolved once per request by resolveRequestContext() —
 * the organisation from the Host only, never from a header or cookie a client wrote. API calls extend it with the
 * session (ApiContext, ./api-context.ts), pages with what only pages need (PageContext, ./page-context.ts); domain
 * functions receive its plain values.
 */
export type RequestContext = {
  org: OrgConfig;
  /** The Host header as sent (well-formed, and naming this organisation). */
  host: string;
  locale: Locale;
  currency: string;
  ip: string;
  https: boolean;
};

/**
 * A request this site does not serve: 503 while the database breaker is open (lib/db-health), 400 for a malformed
 * Host (userinfo, bad characters, none), 404 for a well-formed name no organisation has configured. `locale` is the
 * visitor's language as far as it is known without the organisation, for the page that says so.
 */
export type Refusal = { refused: 400 | 404 | 503; locale: Locale; https: boolean };

export function isRefusal(resolved: RequestContext | Refusal): resolved is Refusal {
  return "refused" in resolved;
}

/**
 * The one trust boundary of every request, page or API call, in this order: the database breaker, the Host's form,
 * the Host's organisation, then language (`?lang=` → `lan_code` cookie → the organisation's → en-US), currency
 * (`currency_code` cookie when active → the organisation's → USD) and the client's address (forwarded headers only
 * behind trusted proxies, lib/http/proxy-trust.mjs). proxy.ts shapes a refusal as a page, lib/http/route.ts as the
 * error envelope.
 */
export async function resolveRequestContext(request: RequestFacts): Promise<RequestContext | Refusal> {
  const query = request.url.searchParams.get("lang");
  const trust = proxyTrust();
  const https = request.url.protocol === "https:" || forwardedHttps(request.headers, trust);
  const refuse = (status: Refusal["refused"], org?: OrgConfig): Refusal => ({
    refused: status,
    locale: resolveLocale({ query, cookie: request.cookie(COOKIE.lanCode), orgDefault: org?.defaultLanguage }),
    https,
  });
  if (databaseLooksDown()) return refuse(503);
  const host = request.headers.get("host");
  if (!isWellFormedHost(host)) return refuse(400);
  const found = await whileDatabaseAnswers(() => getOrgByHost(host));
  if (!found.ok) return refuse(503);
  const org = found.value;
  if (!isKnownHost(host, org, siteUrl())) return refuse(404, org);
  const currencies = await whileDatabaseAnswers(listCurrencies);
  if (!currencies.ok) return refuse(503, org);
  return {
    org,
    host,
    locale: resolveLocale({ query, cookie: request.cookie(COOKIE.lanCode), orgDefault: org.defaultLanguage }),
    currency: resolveCurrency(
      request.cookie(COOKIE.currencyCode),
      currencies.value.map((c) => c.code),
      org.defaultCurrency,
    ),
    ip: clientIpFrom(request.headers, trust),
    https,
  };
}

/**
 * A look-up that fails because PostgreSQL cannot be reached opens the breaker (the next requests get 503 at once)
 * and is answered as not ok; any other failure is a bug and propagates.
 */
async function whileDatabaseAnswers<T>(load: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    noteDatabaseError(error);
    return { ok: false };
  }
}
