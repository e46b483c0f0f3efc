import { COOKIE } from "@/lib/cookies";
import { AppError } from "@/lib/errors";
import { isRefusal, resolveRequestContext, type ResolvedRequest } from "./context";
import { requestCookies, requestUrl } from "./request-parts";
import type { OrgConfig } from "@/lib/org/org-config";
import { readSessionToken, sessionCookieName } from "@/lib/auth/session-token";
import { getActiveSession, type ActiveSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/locale/locales";
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
 * The request's context (lib/http/context.ts) for an API call; a refusal is thrown as the error envelope's
 * 503, 400 or 404.
 */
export async function resolveApiRequest(request: Request): Promise<ResolvedRequest> {
  const resolved = await resolveRequestContext({ headers: request.headers, url: requestUrl(request), cookie: requestCookies(request) });
  if (!isRefusal(resolved)) return resolved;
  if (resolved.refused === 503) throw new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "retry-after": "5", "cache-control": "no-store" } });
  if (resolved.refused === 400) throw new AppError("BAD_REQUEST", "Bad Host header.");
  throw new AppError("NOT_FOUND", "No site is served at this address.");
}

/**
 * Everything an API call needs to know about its caller: the request's context and the session from next-auth's
 * cookie, checked against its server record and the organisation. The session is read only once the input is valid
 * (pass the context resolved before parsing), so malformed calls cost no session lookup.
 */
export async function resolveApiContext(request: Request, resolved?: ResolvedRequest): Promise<ApiContext> {
  const context = resolved ?? (await resolveApiRequest(request));
  const { org } = context;
  const cookie = requestCookies(request);
  const claims = await readSessionToken(cookie(sessionCookieName(true)) ?? cookie(sessionCookieName(false)));
  let session: ActiveSession | null = null;
  const sessionId = claims && claims.orgId === org.id ? claims.sid : null;
  if (claims && claims.orgId === org.id) {
    const found = await getActiveSession(claims.sid);
    if (found && String(found.user.id) === claims.sub && found.user.orgId === org.id) session = found;
  }
  // An agent acting for a client (SPEC §4 impersonate cookie) is the client here; sessionId stays the agent's own.
  session = await applyImpersonation(session, cookie(COOKIE.impersonate), org.id);
  return {
    org,
    session,
    sessionId,
    ip: context.ip,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
    locale: context.locale,
    currency: context.currency,
    secure: context.https,
  };
}
