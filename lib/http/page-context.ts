import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { CONTEXT_HEADER } from "@/lib/cookies";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, directionOf, isLocale } from "@/lib/locale/locales";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { parseViewerKey, type ViewerClass } from "@/lib/page-cache/viewer";
import type { RequestContext } from "./context";

/**
 * The request context (./context.ts) as a page sees it, with what only pages need. Whether the request came over
 * HTTPS is left out: the proxy uses it for the security headers and cookies, and no page needs it.
 */
export type PageContext = Omit<RequestContext, "https"> & {
  dir: "ltr" | "rtl";
  pathname: string;
  search: string;
  nonce: string | undefined;
  countryCode: string;
  /** In the page cache's shared renderings only: the class of viewer the page is rendered for (lib/page-cache/page-viewer.ts). */
  sharedViewer: ViewerClass | null;
};

/**
 * The context proxy.ts resolved for this page request, for server components: the proxy hands it on as request
 * headers (the only channel from a proxy to the page), read here once per request. The org comes from the Host
 * again (a cached lookup), never from a header or cookie a client could have written.
 */
export const getRequestContext = cache(async (): Promise<PageContext> => {
  const h = await headers();
  const host = h.get("host");
  const org = await getOrgByHost(host);
  const localeHeader = h.get(CONTEXT_HEADER.locale);
  const locale = isLocale(localeHeader) ? localeHeader : DEFAULT_LOCALE;
  return {
    org,
    host: host ?? "",
    locale,
    dir: directionOf(locale),
    currency: h.get(CONTEXT_HEADER.currency) ?? DEFAULT_CURRENCY,
    pathname: h.get(CONTEXT_HEADER.pathname) ?? "/",
    search: h.get(CONTEXT_HEADER.search) ?? "",
    ip: h.get(CONTEXT_HEADER.clientIp) ?? "127.0.0.1",
    nonce: h.get(CONTEXT_HEADER.nonce) ?? undefined,
    countryCode: h.get(CONTEXT_HEADER.countryCode) ?? org.countryCode,
    sharedViewer: parseViewerKey(h.get(CONTEXT_HEADER.sharedViewer)),
  };
});
