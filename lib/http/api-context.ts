import { AppError } from "@/lib/errors";
import { isRefusal, resolveRequestContext, type RequestContext } from "./context";
import { requestCookies, requestUrl } from "./request-parts";
import { resolveSession } from "@/lib/auth/session-resolver";
import type { ActiveSession } from "@/lib/auth/sessions";

/** The request context of an API call, with its caller's session. */
export type ApiContext = RequestContext & {
  session: ActiveSession | null;
  /** The session id named by this org's session cookie, even when that session is no longer active. */
  sessionId: string | null;
  userAgent: string;
};

/**
 * The request's context (lib/http/context.ts) for an API call; a refusal is thrown as the error envelope's
 * 503, 400 or 404.
 */
export async function resolveApiRequest(request: Request): Promise<RequestContext> {
  const resolved = await resolveRequestContext({ headers: request.headers, url: requestUrl(request), cookie: requestCookies(request) });
  if (!isRefusal(resolved)) return resolved;
  if (resolved.refused === 503) throw new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "retry-after": "5", "cache-control": "no-store" } });
  if (resolved.refused === 400) throw new AppError("BAD_REQUEST", "Bad Host header.");
  throw new AppError("NOT_FOUND", "No site is served at this address.");
}

/**
 * Everything an API call needs to know about its caller: the request's context and the session from next-auth's
 * cookie (lib/auth/session-resolver.ts: checked against its server record and the organisation; an agent acting
 * for a client is the client here, while sessionId stays the agent's own). The session is read only once the input
 * is valid (pass the context resolved before parsing), so malformed calls cost no session lookup.
 */
export async function resolveApiContext(request: Request, resolved?: RequestContext): Promise<ApiContext> {
  const context = resolved ?? (await resolveApiRequest(request));
  const { session, sessionId } = await resolveSession(requestCookies(request), context.org.id);
  return { ...context, session, sessionId, userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "" };
}
