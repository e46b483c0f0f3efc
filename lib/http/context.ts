import { cookies, headers } from "next/headers";
import { COOKIE, CONTEXT_HEADER } from "@/lib/cookies";
import { env } from "@/lib/env";
import { clientIpFrom } from "./client-ip";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import type { OrgConfig } from "@/lib/org/org-config";
import { readSessionToken, sessionCookieName } from "@/lib/auth/session-token";
import { getActiveSession, type ActiveSession } from "@/lib/auth/sessions";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/locale/locales";
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

/** Organisation from the Host, session from next-auth's cookie checked against its server record and the org. */
export async function resolveApiContext(request: Request): Promise<ApiContext> {
  const h = await headers();
  const org = await getOrgByHost(request.headers.get("host"));
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
  const locale = h.get(CONTEXT_HEADER.locale);
  const secure = new URL(request.url).protocol === "https:" || (env().TRUST_PROXY && request.headers.get("x-forwarded-proto") === "https");
  return {
    org,
    session,
    sessionId,
    ip: h.get(CONTEXT_HEADER.clientIp) ?? clientIpFrom(request.headers, { trustProxy: env().TRUST_PROXY }),
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    currency: h.get(CONTEXT_HEADER.currency) ?? jar.get(COOKIE.currencyCode)?.value ?? "USD",
    secure,
  };
}
