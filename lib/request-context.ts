import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { CONTEXT_HEADER } from "@/lib/cookies";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, directionOf, isLocale, type Locale } from "@/lib/locale/locales";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import type { OrgConfig } from "@/lib/org/org-config";
import { parseViewerKey, type ViewerClass } from "@/lib/page-cache/viewer";

export type RequestContext = {
  org: OrgConfig;
  locale: Locale;
  dir: "ltr" | "rtl";
  currency: string;
  pathname: string;
  search: string;
  clientIp: string;
  nonce: string | undefined;
  countryCode: string;
  /** In the page cache's shared renderings only: the class of viewer the page is rendered for (lib/page-cache/page-viewer.ts). */
  sharedViewer: ViewerClass | null;
};

/**
 * What the proxy resolved for this request, for server components and route handlers. Memoised per request. The org
 * comes from the Host again (a cached lookup), never from a header or cookie a client could have written.
 */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  const org = await getOrgByHost(h.get("host"));
  const localeHeader = h.get(CONTEXT_HEADER.locale);
  const locale = isLocale(localeHeader) ? localeHeader : DEFAULT_LOCALE;
  return {
    org,
    locale,
    dir: directionOf(locale),
    currency: h.get(CONTEXT_HEADER.currency) ?? DEFAULT_CURRENCY,
    pathname: h.get(CONTEXT_HEADER.pathname) ?? "/",
    search: h.get(CONTEXT_HEADER.search) ?? "",
    clientIp: h.get(CONTEXT_HEADER.clientIp) ?? "127.0.0.1",
    nonce: h.get(CONTEXT_HEADER.nonce) ?? undefined,
    countryCode: h.get(CONTEXT_HEADER.countryCode) ?? org.countryCode,
    sharedViewer: parseViewerKey(h.get(CONTEXT_HEADER.sharedViewer)),
  };
});
