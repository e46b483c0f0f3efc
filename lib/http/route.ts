import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { readJsonBody } from "./read-json";
import { errorResponse, json } from "./respond";
import { validationError } from "@/lib/zod-errors";
import { resolveApiContext, resolveApiRequest, type ApiContext } from "./api-context";
import { requestUrl } from "./request-parts";
import { errorFields, log } from "@/lib/log";
import { isCrossSiteWrite } from "./csrf";
import { proxyTrust } from "./client-ip";
import { noteDatabaseError } from "@/lib/db-health";

type Auth = "public" | "user" | "agent";

type HandlerArgs<S extends z.ZodType> = {
  input: z.infer<S>;
  ctx: ApiContext;
  request: Request;
  params: Record<string, string>;
};

type Options<S extends z.ZodType> = {
  /** Schema of the JSON body (POST) or of the query string (GET). */
  schema: S;
  auth?: Auth;
  handler: (args: HandlerArgs<S>) => Promise<Response | unknown>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The one wrapper around route handlers: parses input with zod, resolves org and session, enforces auth, and maps
 * every failure to the error envelope — 4xx with field reasons for bad input, 503 when the database is down, and a
 * 500 that leaks nothing for anything else. Writes sent from another site's pages are refused first (lib/http/csrf.ts). A handler may return a Response or a plain object (sent as JSON).
 */
export function withApi<S extends z.ZodType>(options: Options<S>) {
  return async (request: Request, routeContext?: RouteContext): Promise<Response> => {
    try {
      // The checks every request gets first (lib/http/context.ts): the breaker, the Host, the organisation.
      const context = await resolveApiRequest(request);
      if (isCrossSiteWrite(request, proxyTrust())) throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
      const raw = request.method === "GET" || request.method === "HEAD" ? queryObject(request) : await readJsonBody(request);
      const parsed = options.schema.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      const auth = options.auth ?? "public";
      const ctx = await resolveApiContext(request, context);
      if (auth !== "public" && !ctx.session) throw new AppError("UNAUTHORIZED");
      if (auth === "agent" && ctx.session?.user.userType !== 1) throw new AppError("FORBIDDEN");
      const params = flattenParams((routeContext?.params ? await routeContext.params : undefined) ?? {});
      const result = await options.handler({ input: parsed.data, ctx, request, params });
      return result instanceof Response ? result : json(result);
    } catch (error) {
      return toErrorResponse(error, request);
    }
  };
}

export function toErrorResponse(error: unknown, request: Request): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    noteDatabaseError(error);
    log("error", "database unavailable", { path: new URL(request.url).pathname, ...errorFields(error) });
    return errorResponse(new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "retry-after": "5" } }));
  }
  log("error", "unhandled API error", { path: new URL(request.url).pathname, ...errorFields(error) });
  return errorResponse(new AppError("INTERNAL"));
}

function queryObject(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of requestUrl(request).searchParams) out[key] = value;
  return out;
}

function flattenParams(params: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

/** For the HTTP methods a route does not serve, so they get 405 in the envelope rather than Next's empty answer. */
export function methodNotAllowed(): Response {
  return errorResponse(new AppError("METHOD_NOT_ALLOWED"));
}
